// Original file: proto/memory/v1/memory.proto

import type { ImportMemoryArchivePayload as _memory_v1_ImportMemoryArchivePayload, ImportMemoryArchivePayload__Output as _memory_v1_ImportMemoryArchivePayload__Output } from '../../memory/v1/ImportMemoryArchivePayload.ts';

export interface ImportArchiveResponse {
  'result'?: (_memory_v1_ImportMemoryArchivePayload | null);
}

export interface ImportArchiveResponse__Output {
  'result': (_memory_v1_ImportMemoryArchivePayload__Output | null);
}
