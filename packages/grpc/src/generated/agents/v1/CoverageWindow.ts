// Original file: proto/agents/v1/agents.proto


export interface CoverageWindow {
  'end_unix'?: (string);
  'start_unix'?: (string);
}

export interface CoverageWindow__Output {
  'end_unix': (string);
  'start_unix': (string);
}
