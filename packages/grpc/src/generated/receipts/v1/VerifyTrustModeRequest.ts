// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';

export interface VerifyTrustModeRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'encoded_cbor_b64'?: (string);
  'co_signatures_b64'?: (string)[];
}

export interface VerifyTrustModeRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'encoded_cbor_b64': (string);
  'co_signatures_b64': (string)[];
}
