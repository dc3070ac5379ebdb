// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface GetTrustConfigRequest {
  'context'?: (_receipts_v1_RequestContext | null);
}

export interface GetTrustConfigRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
}
