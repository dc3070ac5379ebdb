// Original file: proto/compliance/v1/compliance.proto

import type { ComplianceFrameworkRef as _compliance_v1_ComplianceFrameworkRef, ComplianceFrameworkRef__Output as _compliance_v1_ComplianceFrameworkRef__Output } from '../../compliance/v1/ComplianceFrameworkRef.ts';
import type { ComplianceResult as _compliance_v1_ComplianceResult, ComplianceResult__Output as _compliance_v1_ComplianceResult__Output } from '../../compliance/v1/ComplianceResult.ts';
import type { ComplianceScope as _compliance_v1_ComplianceScope, ComplianceScope__Output as _compliance_v1_ComplianceScope__Output } from '../../compliance/v1/ComplianceScope.ts';

export interface ComplianceEvidenceRecord {
  'collected_at'?: (string);
  'collector_version'?: (string);
  'control_id'?: (string);
  'cti'?: (string);
  'event_id'?: (string);
  'evidence_ref'?: (string);
  'framework_refs'?: (_compliance_v1_ComplianceFrameworkRef)[];
  'note'?: (string);
  'period_id'?: (string);
  'result'?: (_compliance_v1_ComplianceResult);
  'scope'?: (_compliance_v1_ComplianceScope);
  'seq'?: (number);
  'signature_valid'?: (boolean);
  '_collected_at'?: "collected_at";
  '_collector_version'?: "collector_version";
  '_evidence_ref'?: "evidence_ref";
  '_note'?: "note";
}

export interface ComplianceEvidenceRecord__Output {
  'collected_at'?: (string);
  'collector_version'?: (string);
  'control_id': (string);
  'cti': (string);
  'event_id': (string);
  'evidence_ref'?: (string);
  'framework_refs': (_compliance_v1_ComplianceFrameworkRef__Output)[];
  'note'?: (string);
  'period_id': (string);
  'result': (_compliance_v1_ComplianceResult__Output);
  'scope': (_compliance_v1_ComplianceScope__Output);
  'seq': (number);
  'signature_valid': (boolean);
  '_collected_at'?: "collected_at";
  '_collector_version'?: "collector_version";
  '_evidence_ref'?: "evidence_ref";
  '_note'?: "note";
}
