// Original file: proto/compliance/v1/compliance.proto

import type { DsarKind as _compliance_v1_DsarKind, DsarKind__Output as _compliance_v1_DsarKind__Output } from '../../compliance/v1/DsarKind.ts';
import type { DsarStatus as _compliance_v1_DsarStatus, DsarStatus__Output as _compliance_v1_DsarStatus__Output } from '../../compliance/v1/DsarStatus.ts';
import type { DsarVerificationMethod as _compliance_v1_DsarVerificationMethod, DsarVerificationMethod__Output as _compliance_v1_DsarVerificationMethod__Output } from '../../compliance/v1/DsarVerificationMethod.ts';

export interface DsarRequest {
  'artifact_cid'?: (string);
  'ccpa_do_not_sell'?: (boolean);
  'dsar_id'?: (string);
  'due_at'?: (string);
  'fulfilled_at'?: (string);
  'kind'?: (_compliance_v1_DsarKind);
  'received_at'?: (string);
  'status'?: (_compliance_v1_DsarStatus);
  'subject_ref'?: (string);
  'verification_method'?: (_compliance_v1_DsarVerificationMethod);
  'verified_at'?: (string);
  '_artifact_cid'?: "artifact_cid";
  '_fulfilled_at'?: "fulfilled_at";
  '_verification_method'?: "verification_method";
  '_verified_at'?: "verified_at";
}

export interface DsarRequest__Output {
  'artifact_cid'?: (string);
  'ccpa_do_not_sell': (boolean);
  'dsar_id': (string);
  'due_at': (string);
  'fulfilled_at'?: (string);
  'kind': (_compliance_v1_DsarKind__Output);
  'received_at': (string);
  'status': (_compliance_v1_DsarStatus__Output);
  'subject_ref': (string);
  'verification_method'?: (_compliance_v1_DsarVerificationMethod__Output);
  'verified_at'?: (string);
  '_artifact_cid'?: "artifact_cid";
  '_fulfilled_at'?: "fulfilled_at";
  '_verification_method'?: "verification_method";
  '_verified_at'?: "verified_at";
}
