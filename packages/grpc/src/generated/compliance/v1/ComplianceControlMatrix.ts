// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceControlStatus as _compliance_v1_ComplianceControlStatus, ComplianceControlStatus__Output as _compliance_v1_ComplianceControlStatus__Output } from '../../compliance/v1/ComplianceControlStatus.ts';
import type { ComplianceScope as _compliance_v1_ComplianceScope, ComplianceScope__Output as _compliance_v1_ComplianceScope__Output } from '../../compliance/v1/ComplianceScope.ts';

export interface ComplianceControlMatrix {
  'controls'?: (_compliance_v1_ComplianceControlStatus)[];
  'degraded'?: (boolean);
  'degraded_reason'?: (string);
  'registry_version'?: (string);
  'scope'?: (_compliance_v1_ComplianceScope);
  '_degraded_reason'?: "degraded_reason";
}

export interface ComplianceControlMatrix__Output {
  'controls': (_compliance_v1_ComplianceControlStatus__Output)[];
  'degraded': (boolean);
  'degraded_reason'?: (string);
  'registry_version': (string);
  'scope': (_compliance_v1_ComplianceScope__Output);
  '_degraded_reason'?: "degraded_reason";
}
