// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface ListActionReceiptsRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'session_id'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}

export interface ListActionReceiptsRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'session_id': (string);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}
