// Original file: proto/prompts/v1/prompts.proto


export interface PromptDiff {
  'from_cid'?: (string);
  'from_source'?: (string);
  'to_cid'?: (string);
  'to_source'?: (string);
}

export interface PromptDiff__Output {
  'from_cid': (string);
  'from_source': (string);
  'to_cid': (string);
  'to_source': (string);
}
