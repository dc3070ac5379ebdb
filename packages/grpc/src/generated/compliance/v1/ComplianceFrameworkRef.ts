// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceFramework as _compliance_v1_ComplianceFramework, ComplianceFramework__Output as _compliance_v1_ComplianceFramework__Output } from '../../compliance/v1/ComplianceFramework.ts';

export interface ComplianceFrameworkRef {
  'control_ref'?: (string);
  'framework'?: (_compliance_v1_ComplianceFramework);
}

export interface ComplianceFrameworkRef__Output {
  'control_ref': (string);
  'framework': (_compliance_v1_ComplianceFramework__Output);
}
