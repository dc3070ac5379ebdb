// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';

export interface GetPmmrDetailRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'window_id'?: (string);
}

export interface GetPmmrDetailRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'window_id': (string);
}
