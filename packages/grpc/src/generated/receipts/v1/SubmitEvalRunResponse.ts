// Original file: proto/receipts/v1/receipts.proto

import type { EvalReceipt as _receipts_v1_EvalReceipt, EvalReceipt__Output as _receipts_v1_EvalReceipt__Output } from '../../receipts/v1/EvalReceipt.ts';

export interface SubmitEvalRunResponse {
  'result'?: (_receipts_v1_EvalReceipt | null);
}

export interface SubmitEvalRunResponse__Output {
  'result': (_receipts_v1_EvalReceipt__Output | null);
}
