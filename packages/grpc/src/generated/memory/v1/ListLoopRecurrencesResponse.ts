// Original file: proto/memory/v1/memory.proto

import type { LoopRecurrencesPage as _memory_v1_LoopRecurrencesPage, LoopRecurrencesPage__Output as _memory_v1_LoopRecurrencesPage__Output } from '../../memory/v1/LoopRecurrencesPage.ts';

export interface ListLoopRecurrencesResponse {
  'result'?: (_memory_v1_LoopRecurrencesPage | null);
}

export interface ListLoopRecurrencesResponse__Output {
  'result': (_memory_v1_LoopRecurrencesPage__Output | null);
}
