// Original file: proto/receipts/v1/receipts.proto

import type { OadrAdmissionReceipt as _receipts_v1_OadrAdmissionReceipt, OadrAdmissionReceipt__Output as _receipts_v1_OadrAdmissionReceipt__Output } from '../../receipts/v1/OadrAdmissionReceipt.ts';

export interface GetAdmissionReceiptResponse {
  'result'?: (_receipts_v1_OadrAdmissionReceipt | null);
}

export interface GetAdmissionReceiptResponse__Output {
  'result': (_receipts_v1_OadrAdmissionReceipt__Output | null);
}
