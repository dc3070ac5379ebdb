// Original file: proto/memory/v1/memory.proto

import type { MemoryEventKind as _memory_v1_MemoryEventKind, MemoryEventKind__Output as _memory_v1_MemoryEventKind__Output } from '../../memory/v1/MemoryEventKind.ts';

export interface MemoryEventNode {
  'actor'?: (string);
  'bytes'?: (number);
  'claim_key'?: (string);
  'claim_kind'?: (string);
  'id'?: (string);
  'kind'?: (_memory_v1_MemoryEventKind);
  'occurred_at'?: (string);
  'summary'?: (string);
  '_bytes'?: "bytes";
  '_summary'?: "summary";
}

export interface MemoryEventNode__Output {
  'actor': (string);
  'bytes'?: (number);
  'claim_key': (string);
  'claim_kind': (string);
  'id': (string);
  'kind': (_memory_v1_MemoryEventKind__Output);
  'occurred_at': (string);
  'summary'?: (string);
  '_bytes'?: "bytes";
  '_summary'?: "summary";
}
