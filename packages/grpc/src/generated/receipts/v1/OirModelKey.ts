// Original file: proto/receipts/v1/receipts.proto


export interface OirModelKey {
  'model_id'?: (string);
  'public_key_hex'?: (string);
}

export interface OirModelKey__Output {
  'model_id': (string);
  'public_key_hex': (string);
}
