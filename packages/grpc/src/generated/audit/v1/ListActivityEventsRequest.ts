// Original file: proto/audit/v1/audit.proto

import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from '../../audit/v1/RequestContext.ts';

export interface ListActivityEventsRequest {
  'context'?: (_audit_v1_RequestContext | null);
  'limit'?: (number);
  'before'?: (string);
  '_limit'?: "limit";
  '_before'?: "before";
}

export interface ListActivityEventsRequest__Output {
  'context': (_audit_v1_RequestContext__Output | null);
  'limit'?: (number);
  'before'?: (string);
  '_limit'?: "limit";
  '_before'?: "before";
}
