// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceEvidenceRecord as _compliance_v1_ComplianceEvidenceRecord, ComplianceEvidenceRecord__Output as _compliance_v1_ComplianceEvidenceRecord__Output } from '../../compliance/v1/ComplianceEvidenceRecord.ts';

export interface ListControlEvidenceResponse {
  'result'?: (_compliance_v1_ComplianceEvidenceRecord)[];
}

export interface ListControlEvidenceResponse__Output {
  'result': (_compliance_v1_ComplianceEvidenceRecord__Output)[];
}
