// Original file: proto/receipts/v1/receipts.proto

import type { OcarVerificationVerdict as _receipts_v1_OcarVerificationVerdict, OcarVerificationVerdict__Output as _receipts_v1_OcarVerificationVerdict__Output } from '../../receipts/v1/OcarVerificationVerdict.ts';

export interface VerifyTrustModeResponse {
  'result'?: (_receipts_v1_OcarVerificationVerdict | null);
}

export interface VerifyTrustModeResponse__Output {
  'result': (_receipts_v1_OcarVerificationVerdict__Output | null);
}
