// Original file: proto/receipts/v1/receipts.proto

import type { OadrAdmissionVerdict as _receipts_v1_OadrAdmissionVerdict, OadrAdmissionVerdict__Output as _receipts_v1_OadrAdmissionVerdict__Output } from '../../receipts/v1/OadrAdmissionVerdict.ts';

export interface VerifyAdmissionResponse {
  'result'?: (_receipts_v1_OadrAdmissionVerdict | null);
}

export interface VerifyAdmissionResponse__Output {
  'result': (_receipts_v1_OadrAdmissionVerdict__Output | null);
}
