// Original file: proto/compliance/v1/compliance.proto

import type { OtccCertificate as _compliance_v1_OtccCertificate, OtccCertificate__Output as _compliance_v1_OtccCertificate__Output } from '../../compliance/v1/OtccCertificate.ts';

export interface GetCertificateResponse {
  'result'?: (_compliance_v1_OtccCertificate | null);
}

export interface GetCertificateResponse__Output {
  'result': (_compliance_v1_OtccCertificate__Output | null);
}
