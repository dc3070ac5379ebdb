// Original file: proto/memory/v1/memory.proto

import type { VerifyMergeReceiptPayload as _memory_v1_VerifyMergeReceiptPayload, VerifyMergeReceiptPayload__Output as _memory_v1_VerifyMergeReceiptPayload__Output } from '../../memory/v1/VerifyMergeReceiptPayload.ts';

export interface VerifyMergeReceiptResponse {
  'result'?: (_memory_v1_VerifyMergeReceiptPayload | null);
}

export interface VerifyMergeReceiptResponse__Output {
  'result': (_memory_v1_VerifyMergeReceiptPayload__Output | null);
}
