// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceFrameworkRef as _compliance_v1_ComplianceFrameworkRef, ComplianceFrameworkRef__Output as _compliance_v1_ComplianceFrameworkRef__Output } from '../../compliance/v1/ComplianceFrameworkRef.ts';
import type { ComplianceResult as _compliance_v1_ComplianceResult, ComplianceResult__Output as _compliance_v1_ComplianceResult__Output } from '../../compliance/v1/ComplianceResult.ts';
import type { ComplianceScope as _compliance_v1_ComplianceScope, ComplianceScope__Output as _compliance_v1_ComplianceScope__Output } from '../../compliance/v1/ComplianceScope.ts';

export interface ComplianceControlStatus {
  'collected_at'?: (string);
  'collector_version'?: (string);
  'control_id'?: (string);
  'degraded_reason'?: (string);
  'evidence_ref'?: (string);
  'framework_refs'?: (_compliance_v1_ComplianceFrameworkRef)[];
  'result'?: (_compliance_v1_ComplianceResult);
  'scope'?: (_compliance_v1_ComplianceScope);
  'title'?: (string);
  '_collected_at'?: "collected_at";
  '_collector_version'?: "collector_version";
  '_degraded_reason'?: "degraded_reason";
  '_evidence_ref'?: "evidence_ref";
}

export interface ComplianceControlStatus__Output {
  'collected_at'?: (string);
  'collector_version'?: (string);
  'control_id': (string);
  'degraded_reason'?: (string);
  'evidence_ref'?: (string);
  'framework_refs': (_compliance_v1_ComplianceFrameworkRef__Output)[];
  'result': (_compliance_v1_ComplianceResult__Output);
  'scope': (_compliance_v1_ComplianceScope__Output);
  'title': (string);
  '_collected_at'?: "collected_at";
  '_collector_version'?: "collector_version";
  '_degraded_reason'?: "degraded_reason";
  '_evidence_ref'?: "evidence_ref";
}
