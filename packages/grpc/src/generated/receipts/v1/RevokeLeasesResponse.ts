// Original file: proto/receipts/v1/receipts.proto

import type { RevokeOcnpLeaseResult as _receipts_v1_RevokeOcnpLeaseResult, RevokeOcnpLeaseResult__Output as _receipts_v1_RevokeOcnpLeaseResult__Output } from '../../receipts/v1/RevokeOcnpLeaseResult.ts';

export interface RevokeLeasesResponse {
  'result'?: (_receipts_v1_RevokeOcnpLeaseResult | null);
}

export interface RevokeLeasesResponse__Output {
  'result': (_receipts_v1_RevokeOcnpLeaseResult__Output | null);
}
