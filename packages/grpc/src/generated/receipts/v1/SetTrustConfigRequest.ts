// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';
import type { OcarTrustConfigInput as _receipts_v1_OcarTrustConfigInput, OcarTrustConfigInput__Output as _receipts_v1_OcarTrustConfigInput__Output } from '../../receipts/v1/OcarTrustConfigInput.ts';

export interface SetTrustConfigRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'input'?: (_receipts_v1_OcarTrustConfigInput | null);
  'step_up_token'?: (string);
}

export interface SetTrustConfigRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'input': (_receipts_v1_OcarTrustConfigInput__Output | null);
  'step_up_token': (string);
}
