// Original file: proto/receipts/v1/receipts.proto

import type { ReceiptConnection as _receipts_v1_ReceiptConnection, ReceiptConnection__Output as _receipts_v1_ReceiptConnection__Output } from '../../receipts/v1/ReceiptConnection.ts';

export interface ListReceiptsResponse {
  'result'?: (_receipts_v1_ReceiptConnection | null);
}

export interface ListReceiptsResponse__Output {
  'result': (_receipts_v1_ReceiptConnection__Output | null);
}
