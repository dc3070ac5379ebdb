// Original file: proto/receipts/v1/receipts.proto

import type { OirTrustAnchors as _receipts_v1_OirTrustAnchors, OirTrustAnchors__Output as _receipts_v1_OirTrustAnchors__Output } from '../../receipts/v1/OirTrustAnchors.ts';

export interface GetTrustAnchorsResponse {
  'result'?: (_receipts_v1_OirTrustAnchors | null);
}

export interface GetTrustAnchorsResponse__Output {
  'result': (_receipts_v1_OirTrustAnchors__Output | null);
}
