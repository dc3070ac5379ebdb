// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface ClearTrustConfigRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'expected_version'?: (string);
  'step_up_token'?: (string);
}

export interface ClearTrustConfigRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'expected_version': (string);
  'step_up_token': (string);
}
