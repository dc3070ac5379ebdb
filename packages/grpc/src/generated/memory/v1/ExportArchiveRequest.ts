// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface ExportArchiveRequest {
  'context'?: (_memory_v1_RequestContext | null);
}

export interface ExportArchiveRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
}
