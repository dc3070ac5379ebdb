// Original file: proto/receipts/v1/receipts.proto

import type { ReceiptSummary as _receipts_v1_ReceiptSummary, ReceiptSummary__Output as _receipts_v1_ReceiptSummary__Output } from '../../receipts/v1/ReceiptSummary.ts';

export interface ReceiptConnection {
  'next_page_token'?: (string);
  'nodes'?: (_receipts_v1_ReceiptSummary)[];
}

export interface ReceiptConnection__Output {
  'next_page_token': (string);
  'nodes': (_receipts_v1_ReceiptSummary__Output)[];
}
