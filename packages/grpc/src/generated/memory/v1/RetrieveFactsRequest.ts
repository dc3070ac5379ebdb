// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface RetrieveFactsRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'query'?: (string);
  'limit'?: (number);
  '_limit'?: "limit";
}

export interface RetrieveFactsRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'query': (string);
  'limit'?: (number);
  '_limit'?: "limit";
}
