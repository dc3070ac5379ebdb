// Original file: proto/receipts/v1/receipts.proto


export interface ReceiptVerification {
  'reason'?: (string);
  'valid'?: (boolean);
}

export interface ReceiptVerification__Output {
  'reason': (string);
  'valid': (boolean);
}
