// Original file: proto/receipts/v1/receipts.proto

import type { Receipt as _receipts_v1_Receipt, Receipt__Output as _receipts_v1_Receipt__Output } from '../../receipts/v1/Receipt.ts';

export interface GetReceiptResponse {
  'result'?: (_receipts_v1_Receipt | null);
}

export interface GetReceiptResponse__Output {
  'result': (_receipts_v1_Receipt__Output | null);
}
