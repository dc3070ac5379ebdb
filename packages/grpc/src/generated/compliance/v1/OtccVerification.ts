// Original file: proto/compliance/v1/compliance.proto

import type { OtccDeterminismClass as _compliance_v1_OtccDeterminismClass, OtccDeterminismClass__Output as _compliance_v1_OtccDeterminismClass__Output } from '../../compliance/v1/OtccDeterminismClass.ts';
import type { OtccSliceAttestationStatus as _compliance_v1_OtccSliceAttestationStatus, OtccSliceAttestationStatus__Output as _compliance_v1_OtccSliceAttestationStatus__Output } from '../../compliance/v1/OtccSliceAttestationStatus.ts';

export interface OtccVerification {
  'accepted'?: (boolean);
  'attributable'?: (boolean);
  'delta_ppm'?: (string);
  'determinism_class'?: (_compliance_v1_OtccDeterminismClass);
  'non_attributable_reason'?: (string);
  'reason'?: (string);
  'slice_attestation_status'?: (_compliance_v1_OtccSliceAttestationStatus);
  'tolerance_epsilon_ppm'?: (string);
}

export interface OtccVerification__Output {
  'accepted': (boolean);
  'attributable': (boolean);
  'delta_ppm': (string);
  'determinism_class': (_compliance_v1_OtccDeterminismClass__Output);
  'non_attributable_reason': (string);
  'reason': (string);
  'slice_attestation_status': (_compliance_v1_OtccSliceAttestationStatus__Output);
  'tolerance_epsilon_ppm': (string);
}
