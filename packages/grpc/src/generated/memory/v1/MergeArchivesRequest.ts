// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface MergeArchivesRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'archives_b64'?: (string)[];
}

export interface MergeArchivesRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'archives_b64': (string)[];
}
