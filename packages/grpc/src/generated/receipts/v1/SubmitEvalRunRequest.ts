// Original file: proto/receipts/v1/receipts.proto

import type { RequestContext as _receipts_v1_RequestContext, RequestContext__Output as _receipts_v1_RequestContext__Output } from '../../receipts/v1/RequestContext.ts';
import type { EvalRunInput as _receipts_v1_EvalRunInput, EvalRunInput__Output as _receipts_v1_EvalRunInput__Output } from '../../receipts/v1/EvalRunInput.ts';

export interface SubmitEvalRunRequest {
  'context'?: (_receipts_v1_RequestContext | null);
  'input'?: (_receipts_v1_EvalRunInput | null);
}

export interface SubmitEvalRunRequest__Output {
  'context': (_receipts_v1_RequestContext__Output | null);
  'input': (_receipts_v1_EvalRunInput__Output | null);
}
