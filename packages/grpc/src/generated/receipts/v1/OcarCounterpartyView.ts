// Original file: proto/receipts/v1/receipts.proto


export interface OcarCounterpartyView {
  'co_sign_valid'?: (boolean);
  'observed_cid'?: (string);
  'observed_cid_matches'?: (boolean);
  'receiver_id'?: (string);
}

export interface OcarCounterpartyView__Output {
  'co_sign_valid': (boolean);
  'observed_cid': (string);
  'observed_cid_matches': (boolean);
  'receiver_id': (string);
}
