// Original file: proto/memory/v1/memory.proto

import type { AmgateDecision as _memory_v1_AmgateDecision, AmgateDecision__Output as _memory_v1_AmgateDecision__Output } from '../../memory/v1/AmgateDecision.ts';

export interface AmgateDecisionConnection {
  'decisions'?: (_memory_v1_AmgateDecision)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface AmgateDecisionConnection__Output {
  'decisions': (_memory_v1_AmgateDecision__Output)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}
