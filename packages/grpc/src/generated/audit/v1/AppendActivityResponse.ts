// Original file: proto/audit/v1/ingest.proto


export interface AppendActivityResponse {
  'stored'?: (number);
}

export interface AppendActivityResponse__Output {
  'stored': (number);
}
