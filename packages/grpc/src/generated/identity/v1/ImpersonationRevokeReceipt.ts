// Original file: proto/identity/v1/identity.proto


export interface ImpersonationRevokeReceipt {
  'op_id'?: (string);
  'revoked_at'?: (string);
  'status'?: (string);
}

export interface ImpersonationRevokeReceipt__Output {
  'op_id': (string);
  'revoked_at': (string);
  'status': (string);
}
