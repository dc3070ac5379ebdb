// Original file: proto/identity/v1/identity.proto


export interface RecordEdgeDenialResponse {
  'recorded'?: (boolean);
  'skipped'?: (string);
}

export interface RecordEdgeDenialResponse__Output {
  'recorded': (boolean);
  'skipped': (string);
}
