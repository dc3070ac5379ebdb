// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface ListReceiptsRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'page_token'?: (string);
  'limit'?: (number);
  'since_ts'?: (string);
  'until_ts'?: (string);
  '_page_token'?: "page_token";
  '_limit'?: "limit";
  '_since_ts'?: "since_ts";
  '_until_ts'?: "until_ts";
}

export interface ListReceiptsRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'page_token'?: (string);
  'limit'?: (number);
  'since_ts'?: (string);
  'until_ts'?: (string);
  '_page_token'?: "page_token";
  '_limit'?: "limit";
  '_since_ts'?: "since_ts";
  '_until_ts'?: "until_ts";
}
