// Original file: proto/receipts/v1/receipts.proto


export interface OcarPinnedReceiverInput {
  'receiver_id'?: (string);
  'public_key_hex'?: (string);
}

export interface OcarPinnedReceiverInput__Output {
  'receiver_id': (string);
  'public_key_hex': (string);
}
