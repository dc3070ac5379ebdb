// Original file: proto/receipts/v1/receipts.proto


export interface InferenceReceiptVerdict {
  'accepted'?: (boolean);
  'model_id'?: (string);
  'oir_id_hex'?: (string);
  'reason'?: (string);
  'ts_unix_ms'?: (string);
  '_model_id'?: "model_id";
  '_oir_id_hex'?: "oir_id_hex";
  '_ts_unix_ms'?: "ts_unix_ms";
}

export interface InferenceReceiptVerdict__Output {
  'accepted': (boolean);
  'model_id'?: (string);
  'oir_id_hex'?: (string);
  'reason': (string);
  'ts_unix_ms'?: (string);
  '_model_id'?: "model_id";
  '_oir_id_hex'?: "oir_id_hex";
  '_ts_unix_ms'?: "ts_unix_ms";
}
