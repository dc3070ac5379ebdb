// Original file: proto/memory/v1/memory.proto

import type { MemoryEventsPage as _memory_v1_MemoryEventsPage, MemoryEventsPage__Output as _memory_v1_MemoryEventsPage__Output } from '../../memory/v1/MemoryEventsPage.ts';

export interface ListMemoryEventsResponse {
  'result'?: (_memory_v1_MemoryEventsPage | null);
}

export interface ListMemoryEventsResponse__Output {
  'result': (_memory_v1_MemoryEventsPage__Output | null);
}
