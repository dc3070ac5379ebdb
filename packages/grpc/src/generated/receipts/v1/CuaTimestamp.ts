// Original file: proto/receipts/v1/receipts.proto

import type { CuaTimeSource as _receipts_v1_CuaTimeSource, CuaTimeSource__Output as _receipts_v1_CuaTimeSource__Output } from '../../receipts/v1/CuaTimeSource.ts';

export interface CuaTimestamp {
  'source'?: (_receipts_v1_CuaTimeSource);
  'token_cid'?: (string);
  'unix_ms'?: (string);
}

export interface CuaTimestamp__Output {
  'source': (_receipts_v1_CuaTimeSource__Output);
  'token_cid': (string);
  'unix_ms': (string);
}
