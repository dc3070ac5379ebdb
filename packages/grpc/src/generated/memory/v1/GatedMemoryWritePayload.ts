// Original file: proto/memory/v1/memory.proto

import type { AmgateDecision as _memory_v1_AmgateDecision, AmgateDecision__Output as _memory_v1_AmgateDecision__Output } from '../../memory/v1/AmgateDecision.ts';

export interface GatedMemoryWritePayload {
  'committed'?: (boolean);
  'decision'?: (_memory_v1_AmgateDecision | null);
  'epoch'?: (string);
}

export interface GatedMemoryWritePayload__Output {
  'committed': (boolean);
  'decision': (_memory_v1_AmgateDecision__Output | null);
  'epoch': (string);
}
