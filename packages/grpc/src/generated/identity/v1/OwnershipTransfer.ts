// Original file: proto/identity/v1/identity.proto


export interface OwnershipTransfer {
  'transfer_id'?: (string);
  'org_id'?: (string);
  'previous_owner_id'?: (string);
  'new_owner_id'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface OwnershipTransfer__Output {
  'transfer_id': (string);
  'org_id': (string);
  'previous_owner_id': (string);
  'new_owner_id': (string);
  'status': (string);
  'created_at': (string);
}
