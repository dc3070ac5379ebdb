// Original file: proto/agents/v1/agents.proto

import type { RequestContext as _agents_v1_RequestContext, RequestContext__Output as _agents_v1_RequestContext__Output } from '../../agents/v1/RequestContext.ts';

export interface ListSessionsRequest {
  'context'?: (_agents_v1_RequestContext | null);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}

export interface ListSessionsRequest__Output {
  'context': (_agents_v1_RequestContext__Output | null);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}
