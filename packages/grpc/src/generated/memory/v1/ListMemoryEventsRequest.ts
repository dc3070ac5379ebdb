// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface ListMemoryEventsRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}

export interface ListMemoryEventsRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'cursor'?: (string);
  'limit'?: (number);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
}
