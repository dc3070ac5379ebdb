// Original file: proto/receipts/v1/receipts.proto

import type { CuaBBox as _receipts_v1_CuaBBox, CuaBBox__Output as _receipts_v1_CuaBBox__Output } from '../../receipts/v1/CuaBBox.ts';
import type { CuaRoleName as _receipts_v1_CuaRoleName, CuaRoleName__Output as _receipts_v1_CuaRoleName__Output } from '../../receipts/v1/CuaRoleName.ts';

export interface CuaSelector {
  'bbox'?: (_receipts_v1_CuaBBox | null);
  'css'?: (string);
  'rolename'?: (_receipts_v1_CuaRoleName | null);
  'xpath'?: (string);
  '_css'?: "css";
  '_xpath'?: "xpath";
}

export interface CuaSelector__Output {
  'bbox': (_receipts_v1_CuaBBox__Output | null);
  'css'?: (string);
  'rolename': (_receipts_v1_CuaRoleName__Output | null);
  'xpath'?: (string);
  '_css'?: "css";
  '_xpath'?: "xpath";
}
