// Original file: proto/receipts/v1/receipts.proto


export interface LMeetNode {
  'composition_path'?: (string)[];
  'monotonicity_proof_sha'?: (string);
  'operator'?: (string);
}

export interface LMeetNode__Output {
  'composition_path': (string)[];
  'monotonicity_proof_sha': (string);
  'operator': (string);
}
