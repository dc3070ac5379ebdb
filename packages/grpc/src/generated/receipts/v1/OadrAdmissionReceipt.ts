// Original file: proto/receipts/v1/receipts.proto

import type { OadrAdmissionVerdict as _receipts_v1_OadrAdmissionVerdict, OadrAdmissionVerdict__Output as _receipts_v1_OadrAdmissionVerdict__Output } from '../../receipts/v1/OadrAdmissionVerdict.ts';

export interface OadrAdmissionReceipt {
  'encoded_cbor_b64'?: (string);
  'id'?: (string);
  'verification'?: (_receipts_v1_OadrAdmissionVerdict | null);
}

export interface OadrAdmissionReceipt__Output {
  'encoded_cbor_b64': (string);
  'id': (string);
  'verification': (_receipts_v1_OadrAdmissionVerdict__Output | null);
}
