// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface ListAdmissionReceiptsRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'page_token'?: (string);
  'limit'?: (number);
  '_page_token'?: "page_token";
  '_limit'?: "limit";
}

export interface ListAdmissionReceiptsRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'page_token'?: (string);
  'limit'?: (number);
  '_page_token'?: "page_token";
  '_limit'?: "limit";
}
