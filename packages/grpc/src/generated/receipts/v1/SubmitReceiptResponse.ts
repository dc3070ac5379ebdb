// Original file: proto/receipts/v1/receipts.proto

import type { InferenceReceiptVerdict as _receipts_v1_InferenceReceiptVerdict, InferenceReceiptVerdict__Output as _receipts_v1_InferenceReceiptVerdict__Output } from '../../receipts/v1/InferenceReceiptVerdict.ts';

export interface SubmitReceiptResponse {
  'result'?: (_receipts_v1_InferenceReceiptVerdict | null);
}

export interface SubmitReceiptResponse__Output {
  'result': (_receipts_v1_InferenceReceiptVerdict__Output | null);
}
