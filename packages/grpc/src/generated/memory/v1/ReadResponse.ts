// Original file: proto/memory/v1/memory.proto

import type { GatedMemoryReadPayload as _memory_v1_GatedMemoryReadPayload, GatedMemoryReadPayload__Output as _memory_v1_GatedMemoryReadPayload__Output } from '../../memory/v1/GatedMemoryReadPayload.ts';

export interface ReadResponse {
  'result'?: (_memory_v1_GatedMemoryReadPayload | null);
}

export interface ReadResponse__Output {
  'result': (_memory_v1_GatedMemoryReadPayload__Output | null);
}
