// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';
import type { DsarVerificationMethod as _compliance_v1_DsarVerificationMethod, DsarVerificationMethod__Output as _compliance_v1_DsarVerificationMethod__Output } from '../../compliance/v1/DsarVerificationMethod.ts';
import type { DsarVerificationOutcome as _compliance_v1_DsarVerificationOutcome, DsarVerificationOutcome__Output as _compliance_v1_DsarVerificationOutcome__Output } from '../../compliance/v1/DsarVerificationOutcome.ts';

export interface RecordDsarVerificationRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'dsar_id'?: (string);
  'method'?: (_compliance_v1_DsarVerificationMethod);
  'outcome'?: (_compliance_v1_DsarVerificationOutcome);
}

export interface RecordDsarVerificationRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'dsar_id': (string);
  'method': (_compliance_v1_DsarVerificationMethod__Output);
  'outcome': (_compliance_v1_DsarVerificationOutcome__Output);
}
