// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface ListDecisionsRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'cursor'?: (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
}

export interface ListDecisionsRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'cursor'?: (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
}
