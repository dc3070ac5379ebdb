// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface GetTrajectoryRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'agent_did'?: (string);
  'limit'?: (number);
  '_limit'?: "limit";
}

export interface GetTrajectoryRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'agent_did': (string);
  'limit'?: (number);
  '_limit'?: "limit";
}
