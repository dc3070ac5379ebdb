// Original file: proto/receipts/v1/receipts.proto

import type { EvalReceiptVerdict as _receipts_v1_EvalReceiptVerdict, EvalReceiptVerdict__Output as _receipts_v1_EvalReceiptVerdict__Output } from '../../receipts/v1/EvalReceiptVerdict.ts';

export interface VerifyEvalReceiptResponse {
  'result'?: (_receipts_v1_EvalReceiptVerdict | null);
}

export interface VerifyEvalReceiptResponse__Output {
  'result': (_receipts_v1_EvalReceiptVerdict__Output | null);
}
