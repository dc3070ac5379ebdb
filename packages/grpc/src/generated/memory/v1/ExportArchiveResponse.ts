// Original file: proto/memory/v1/memory.proto

import type { ExportMemoryArchivePayload as _memory_v1_ExportMemoryArchivePayload, ExportMemoryArchivePayload__Output as _memory_v1_ExportMemoryArchivePayload__Output } from '../../memory/v1/ExportMemoryArchivePayload.ts';

export interface ExportArchiveResponse {
  'result'?: (_memory_v1_ExportMemoryArchivePayload | null);
}

export interface ExportArchiveResponse__Output {
  'result': (_memory_v1_ExportMemoryArchivePayload__Output | null);
}
