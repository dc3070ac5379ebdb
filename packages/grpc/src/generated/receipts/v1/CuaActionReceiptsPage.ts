// Original file: proto/receipts/v1/receipts.proto

import type { CuaActionReceipt as _receipts_v1_CuaActionReceipt, CuaActionReceipt__Output as _receipts_v1_CuaActionReceipt__Output } from '../../receipts/v1/CuaActionReceipt.ts';

export interface CuaActionReceiptsPage {
  'has_more'?: (boolean);
  'next_cursor'?: (string);
  'nodes'?: (_receipts_v1_CuaActionReceipt)[];
  '_next_cursor'?: "next_cursor";
}

export interface CuaActionReceiptsPage__Output {
  'has_more': (boolean);
  'next_cursor'?: (string);
  'nodes': (_receipts_v1_CuaActionReceipt__Output)[];
  '_next_cursor'?: "next_cursor";
}
