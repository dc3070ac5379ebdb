// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceControlMatrix as _compliance_v1_ComplianceControlMatrix, ComplianceControlMatrix__Output as _compliance_v1_ComplianceControlMatrix__Output } from '../../compliance/v1/ComplianceControlMatrix.ts';

export interface GetControlMatrixResponse {
  'result'?: (_compliance_v1_ComplianceControlMatrix | null);
}

export interface GetControlMatrixResponse__Output {
  'result': (_compliance_v1_ComplianceControlMatrix__Output | null);
}
