// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';
import type { ComplianceScope as _compliance_v1_ComplianceScope, ComplianceScope__Output as _compliance_v1_ComplianceScope__Output } from '../../compliance/v1/ComplianceScope.ts';

export interface GetControlMatrixRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'scope'?: (_compliance_v1_ComplianceScope);
  '_scope'?: "scope";
}

export interface GetControlMatrixRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'scope'?: (_compliance_v1_ComplianceScope__Output);
  '_scope'?: "scope";
}
