// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface WriteRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'key'?: (string);
  'value_b64'?: (string);
}

export interface WriteRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'key': (string);
  'value_b64': (string);
}
