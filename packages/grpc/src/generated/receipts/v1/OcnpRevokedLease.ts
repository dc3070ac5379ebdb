// Original file: proto/receipts/v1/receipts.proto


export interface OcnpRevokedLease {
  'lease_id'?: (string);
  'reason'?: (string);
  'revoked_at'?: (string);
  '_revoked_at'?: "revoked_at";
}

export interface OcnpRevokedLease__Output {
  'lease_id': (string);
  'reason': (string);
  'revoked_at'?: (string);
  '_revoked_at'?: "revoked_at";
}
