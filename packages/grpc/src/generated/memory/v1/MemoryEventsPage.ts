// Original file: proto/memory/v1/memory.proto

import type { MemoryEventNode as _memory_v1_MemoryEventNode, MemoryEventNode__Output as _memory_v1_MemoryEventNode__Output } from '../../memory/v1/MemoryEventNode.ts';

export interface MemoryEventsPage {
  'has_more'?: (boolean);
  'next_cursor'?: (string);
  'nodes'?: (_memory_v1_MemoryEventNode)[];
  '_next_cursor'?: "next_cursor";
}

export interface MemoryEventsPage__Output {
  'has_more': (boolean);
  'next_cursor'?: (string);
  'nodes': (_memory_v1_MemoryEventNode__Output)[];
  '_next_cursor'?: "next_cursor";
}
