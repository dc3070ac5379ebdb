// Original file: proto/receipts/v1/receipts.proto

import type { OadrReceiptPage as _receipts_v1_OadrReceiptPage, OadrReceiptPage__Output as _receipts_v1_OadrReceiptPage__Output } from '../../receipts/v1/OadrReceiptPage.ts';

export interface ListAdmissionReceiptsResponse {
  'result'?: (_receipts_v1_OadrReceiptPage | null);
}

export interface ListAdmissionReceiptsResponse__Output {
  'result': (_receipts_v1_OadrReceiptPage__Output | null);
}
