// Original file: proto/receipts/v1/receipts.proto

import type { CuaActionReceipt as _receipts_v1_CuaActionReceipt, CuaActionReceipt__Output as _receipts_v1_CuaActionReceipt__Output } from '../../receipts/v1/CuaActionReceipt.ts';

export interface GetActionReceiptResponse {
  'result'?: (_receipts_v1_CuaActionReceipt | null);
}

export interface GetActionReceiptResponse__Output {
  'result': (_receipts_v1_CuaActionReceipt__Output | null);
}
