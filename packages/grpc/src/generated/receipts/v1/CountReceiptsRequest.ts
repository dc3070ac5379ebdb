// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface CountReceiptsRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'since_ts'?: (string);
  'until_ts'?: (string);
  '_since_ts'?: "since_ts";
  '_until_ts'?: "until_ts";
}

export interface CountReceiptsRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'since_ts'?: (string);
  'until_ts'?: (string);
  '_since_ts'?: "since_ts";
  '_until_ts'?: "until_ts";
}
