// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';

export interface ListControlEvidenceRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'control_id'?: (string);
  'limit'?: (number);
  '_limit'?: "limit";
}

export interface ListControlEvidenceRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'control_id': (string);
  'limit'?: (number);
  '_limit'?: "limit";
}
