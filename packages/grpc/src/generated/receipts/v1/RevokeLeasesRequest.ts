// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface RevokeLeasesRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'lease_ids'?: (string)[];
  'reason'?: (string);
  '_reason'?: "reason";
}

export interface RevokeLeasesRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'lease_ids': (string)[];
  'reason'?: (string);
  '_reason'?: "reason";
}
