// Original file: proto/receipts/v1/receipts.proto

import type { OcnpRevokedLeaseConnection as _receipts_v1_OcnpRevokedLeaseConnection, OcnpRevokedLeaseConnection__Output as _receipts_v1_OcnpRevokedLeaseConnection__Output } from '../../receipts/v1/OcnpRevokedLeaseConnection.ts';

export interface ListRevokedLeasesResponse {
  'result'?: (_receipts_v1_OcnpRevokedLeaseConnection | null);
}

export interface ListRevokedLeasesResponse__Output {
  'result': (_receipts_v1_OcnpRevokedLeaseConnection__Output | null);
}
