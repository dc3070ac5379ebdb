// Original file: proto/audit/v1/audit.proto


export interface LitigationHoldInput {
  'case_ref'?: (string);
  'from_seq'?: (string);
  'to_seq'?: (string);
}

export interface LitigationHoldInput__Output {
  'case_ref': (string);
  'from_seq': (string);
  'to_seq': (string);
}
