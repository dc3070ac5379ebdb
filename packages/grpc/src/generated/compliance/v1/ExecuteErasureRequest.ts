// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';

export interface ExecuteErasureRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'dsar_id'?: (string);
}

export interface ExecuteErasureRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'dsar_id': (string);
}
