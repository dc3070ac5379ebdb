// Original file: proto/receipts/v1/receipts.proto


export interface EvalReceiptVerdict {
  'accepted'?: (boolean);
  'cti_hex'?: (string);
  'reason'?: (string);
  'receipt_kind'?: (string);
}

export interface EvalReceiptVerdict__Output {
  'accepted': (boolean);
  'cti_hex': (string);
  'reason': (string);
  'receipt_kind': (string);
}
