// Original file: proto/receipts/v1/receipts.proto

import type { OirReceiptProjection as _receipts_v1_OirReceiptProjection, OirReceiptProjection__Output as _receipts_v1_OirReceiptProjection__Output } from '../../receipts/v1/OirReceiptProjection.ts';

export interface ProjectReceiptResponse {
  'result'?: (_receipts_v1_OirReceiptProjection | null);
}

export interface ProjectReceiptResponse__Output {
  'result': (_receipts_v1_OirReceiptProjection__Output | null);
}
