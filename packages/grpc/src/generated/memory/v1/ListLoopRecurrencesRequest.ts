// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface ListLoopRecurrencesRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'limit'?: (number);
  '_limit'?: "limit";
}

export interface ListLoopRecurrencesRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'limit'?: (number);
  '_limit'?: "limit";
}
