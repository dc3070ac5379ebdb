// Original file: proto/memory/v1/memory.proto

import type { LoopRecurrence as _memory_v1_LoopRecurrence, LoopRecurrence__Output as _memory_v1_LoopRecurrence__Output } from '../../memory/v1/LoopRecurrence.ts';

export interface LoopRecurrencesPage {
  'nodes'?: (_memory_v1_LoopRecurrence)[];
}

export interface LoopRecurrencesPage__Output {
  'nodes': (_memory_v1_LoopRecurrence__Output)[];
}
