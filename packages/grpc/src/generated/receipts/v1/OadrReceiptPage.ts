// Original file: proto/receipts/v1/receipts.proto

import type { OadrReceiptSummary as _receipts_v1_OadrReceiptSummary, OadrReceiptSummary__Output as _receipts_v1_OadrReceiptSummary__Output } from '../../receipts/v1/OadrReceiptSummary.ts';

export interface OadrReceiptPage {
  'items'?: (_receipts_v1_OadrReceiptSummary)[];
  'next_page_token'?: (string);
  '_next_page_token'?: "next_page_token";
}

export interface OadrReceiptPage__Output {
  'items': (_receipts_v1_OadrReceiptSummary__Output)[];
  'next_page_token'?: (string);
  '_next_page_token'?: "next_page_token";
}
