// Original file: proto/memory/v1/memory.proto

import type { MergeMemoryArchivesPayload as _memory_v1_MergeMemoryArchivesPayload, MergeMemoryArchivesPayload__Output as _memory_v1_MergeMemoryArchivesPayload__Output } from '../../memory/v1/MergeMemoryArchivesPayload.ts';

export interface MergeArchivesResponse {
  'result'?: (_memory_v1_MergeMemoryArchivesPayload | null);
}

export interface MergeArchivesResponse__Output {
  'result': (_memory_v1_MergeMemoryArchivesPayload__Output | null);
}
