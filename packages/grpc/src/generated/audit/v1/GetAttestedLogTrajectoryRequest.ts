// Original file: proto/audit/v1/audit.proto

import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from '../../audit/v1/RequestContext.ts';

export interface GetAttestedLogTrajectoryRequest {
  'context'?: (_audit_v1_RequestContext | null);
  'agent_did'?: (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
}

export interface GetAttestedLogTrajectoryRequest__Output {
  'context': (_audit_v1_RequestContext__Output | null);
  'agent_did': (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
}
