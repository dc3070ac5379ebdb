// Original file: proto/receipts/v1/receipts.proto

import type { CuaActionReceiptsPage as _receipts_v1_CuaActionReceiptsPage, CuaActionReceiptsPage__Output as _receipts_v1_CuaActionReceiptsPage__Output } from '../../receipts/v1/CuaActionReceiptsPage.ts';

export interface ListActionReceiptsResponse {
  'result'?: (_receipts_v1_CuaActionReceiptsPage | null);
}

export interface ListActionReceiptsResponse__Output {
  'result': (_receipts_v1_CuaActionReceiptsPage__Output | null);
}
