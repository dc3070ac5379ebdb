// Original file: proto/receipts/v1/receipts.proto

import type { OcnpRevokedLease as _receipts_v1_OcnpRevokedLease, OcnpRevokedLease__Output as _receipts_v1_OcnpRevokedLease__Output } from '../../receipts/v1/OcnpRevokedLease.ts';

export interface OcnpRevokedLeaseConnection {
  'as_of'?: (string);
  'leases'?: (_receipts_v1_OcnpRevokedLease)[];
  '_as_of'?: "as_of";
}

export interface OcnpRevokedLeaseConnection__Output {
  'as_of'?: (string);
  'leases': (_receipts_v1_OcnpRevokedLease__Output)[];
  '_as_of'?: "as_of";
}
