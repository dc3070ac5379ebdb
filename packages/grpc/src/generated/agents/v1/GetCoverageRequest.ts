// Original file: proto/agents/v1/agents.proto

import type { RequestContext as _agents_v1_RequestContext, RequestContext__Output as _agents_v1_RequestContext__Output } from '../../agents/v1/RequestContext.ts';

export interface GetCoverageRequest {
  'context'?: (_agents_v1_RequestContext | null);
  'connector_id'?: (string);
  'start_unix'?: (string);
  'end_unix'?: (string);
  '_connector_id'?: "connector_id";
  '_start_unix'?: "start_unix";
  '_end_unix'?: "end_unix";
}

export interface GetCoverageRequest__Output {
  'context': (_agents_v1_RequestContext__Output | null);
  'connector_id'?: (string);
  'start_unix'?: (string);
  'end_unix'?: (string);
  '_connector_id'?: "connector_id";
  '_start_unix'?: "start_unix";
  '_end_unix'?: "end_unix";
}
