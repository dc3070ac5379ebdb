// Original file: proto/receipts/v1/receipts.proto


export interface OadrReceiptSummary {
  'content_hash_hex'?: (string);
  'cti'?: (string);
  'emitted_at_ms'?: (string);
  'signer'?: (string);
  'subject'?: (string);
}

export interface OadrReceiptSummary__Output {
  'content_hash_hex': (string);
  'cti': (string);
  'emitted_at_ms': (string);
  'signer': (string);
  'subject': (string);
}
