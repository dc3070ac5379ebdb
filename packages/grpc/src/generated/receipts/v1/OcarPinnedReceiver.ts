// Original file: proto/receipts/v1/receipts.proto


export interface OcarPinnedReceiver {
  'public_key_hex'?: (string);
  'receiver_id'?: (string);
}

export interface OcarPinnedReceiver__Output {
  'public_key_hex': (string);
  'receiver_id': (string);
}
