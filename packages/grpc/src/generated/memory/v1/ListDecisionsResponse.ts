// Original file: proto/memory/v1/memory.proto

import type { AmgateDecisionConnection as _memory_v1_AmgateDecisionConnection, AmgateDecisionConnection__Output as _memory_v1_AmgateDecisionConnection__Output } from '../../memory/v1/AmgateDecisionConnection.ts';

export interface ListDecisionsResponse {
  'result'?: (_memory_v1_AmgateDecisionConnection | null);
}

export interface ListDecisionsResponse__Output {
  'result': (_memory_v1_AmgateDecisionConnection__Output | null);
}
