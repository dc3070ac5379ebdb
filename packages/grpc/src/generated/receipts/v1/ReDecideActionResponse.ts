// Original file: proto/receipts/v1/receipts.proto

import type { CuaReDecision as _receipts_v1_CuaReDecision, CuaReDecision__Output as _receipts_v1_CuaReDecision__Output } from '../../receipts/v1/CuaReDecision.ts';

export interface ReDecideActionResponse {
  'result'?: (_receipts_v1_CuaReDecision | null);
}

export interface ReDecideActionResponse__Output {
  'result': (_receipts_v1_CuaReDecision__Output | null);
}
