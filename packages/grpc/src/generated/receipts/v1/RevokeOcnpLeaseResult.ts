// Original file: proto/receipts/v1/receipts.proto


export interface RevokeOcnpLeaseResult {
  'lease_ids'?: (string)[];
  'operation_id'?: (string);
  'replayed'?: (boolean);
  'revoked_at'?: (string);
  'subscriber_count'?: (number);
  '_subscriber_count'?: "subscriber_count";
}

export interface RevokeOcnpLeaseResult__Output {
  'lease_ids': (string)[];
  'operation_id': (string);
  'replayed': (boolean);
  'revoked_at': (string);
  'subscriber_count'?: (number);
  '_subscriber_count'?: "subscriber_count";
}
