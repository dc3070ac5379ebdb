// Original file: proto/compliance/v1/compliance.proto

import type { OtccVerification as _compliance_v1_OtccVerification, OtccVerification__Output as _compliance_v1_OtccVerification__Output } from '../../compliance/v1/OtccVerification.ts';

export interface OtccCertificate {
  'benchmark'?: (string);
  'encoded_cbor_b64'?: (string);
  'id'?: (string);
  'verification'?: (_compliance_v1_OtccVerification | null);
}

export interface OtccCertificate__Output {
  'benchmark': (string);
  'encoded_cbor_b64': (string);
  'id': (string);
  'verification': (_compliance_v1_OtccVerification__Output | null);
}
