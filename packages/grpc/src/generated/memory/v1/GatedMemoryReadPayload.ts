// Original file: proto/memory/v1/memory.proto

import type { AmgateDecision as _memory_v1_AmgateDecision, AmgateDecision__Output as _memory_v1_AmgateDecision__Output } from '../../memory/v1/AmgateDecision.ts';

export interface GatedMemoryReadPayload {
  'admitted'?: (boolean);
  'decision'?: (_memory_v1_AmgateDecision | null);
  'value_b64'?: (string);
  '_value_b64'?: "value_b64";
}

export interface GatedMemoryReadPayload__Output {
  'admitted': (boolean);
  'decision': (_memory_v1_AmgateDecision__Output | null);
  'value_b64'?: (string);
  '_value_b64'?: "value_b64";
}
