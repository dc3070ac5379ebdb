// Original file: proto/receipts/v1/receipts.proto


export interface OadrAdmissionVerdict {
  'accepted'?: (boolean);
  'cti'?: (string);
  'reason'?: (string);
  'receipt_kind'?: (string);
}

export interface OadrAdmissionVerdict__Output {
  'accepted': (boolean);
  'cti': (string);
  'reason': (string);
  'receipt_kind': (string);
}
