// Original file: proto/memory/v1/memory.proto

import type { GatedMemoryWritePayload as _memory_v1_GatedMemoryWritePayload, GatedMemoryWritePayload__Output as _memory_v1_GatedMemoryWritePayload__Output } from '../../memory/v1/GatedMemoryWritePayload.ts';

export interface WriteResponse {
  'result'?: (_memory_v1_GatedMemoryWritePayload | null);
}

export interface WriteResponse__Output {
  'result': (_memory_v1_GatedMemoryWritePayload__Output | null);
}
