// Original file: proto/receipts/v1/receipts.proto

import type { CuaPoint as _receipts_v1_CuaPoint, CuaPoint__Output as _receipts_v1_CuaPoint__Output } from '../../receipts/v1/CuaPoint.ts';
import type { CuaMouseButton as _receipts_v1_CuaMouseButton, CuaMouseButton__Output as _receipts_v1_CuaMouseButton__Output } from '../../receipts/v1/CuaMouseButton.ts';
import type { StringList as _receipts_v1_StringList, StringList__Output as _receipts_v1_StringList__Output } from '../../receipts/v1/StringList.ts';
import type { CuaFieldKind as _receipts_v1_CuaFieldKind, CuaFieldKind__Output as _receipts_v1_CuaFieldKind__Output } from '../../receipts/v1/CuaFieldKind.ts';
import type { CuaActionVerb as _receipts_v1_CuaActionVerb, CuaActionVerb__Output as _receipts_v1_CuaActionVerb__Output } from '../../receipts/v1/CuaActionVerb.ts';
import type { CuaNavVia as _receipts_v1_CuaNavVia, CuaNavVia__Output as _receipts_v1_CuaNavVia__Output } from '../../receipts/v1/CuaNavVia.ts';

export interface CuaAction {
  'at'?: (_receipts_v1_CuaPoint | null);
  'button'?: (_receipts_v1_CuaMouseButton);
  'char_count'?: (number);
  'chord'?: (_receipts_v1_StringList | null);
  'clicks'?: (number);
  'dx'?: (number);
  'dy'?: (number);
  'field_kind'?: (_receipts_v1_CuaFieldKind);
  'form_digest'?: (string);
  'from'?: (_receipts_v1_CuaPoint | null);
  'option_digest'?: (string);
  'to'?: (_receipts_v1_CuaPoint | null);
  'to_origin'?: (string);
  'verb'?: (_receipts_v1_CuaActionVerb);
  'via'?: (_receipts_v1_CuaNavVia);
  '_button'?: "button";
  '_char_count'?: "char_count";
  '_clicks'?: "clicks";
  '_dx'?: "dx";
  '_dy'?: "dy";
  '_field_kind'?: "field_kind";
  '_form_digest'?: "form_digest";
  '_option_digest'?: "option_digest";
  '_to_origin'?: "to_origin";
  '_via'?: "via";
}

export interface CuaAction__Output {
  'at': (_receipts_v1_CuaPoint__Output | null);
  'button'?: (_receipts_v1_CuaMouseButton__Output);
  'char_count'?: (number);
  'chord': (_receipts_v1_StringList__Output | null);
  'clicks'?: (number);
  'dx'?: (number);
  'dy'?: (number);
  'field_kind'?: (_receipts_v1_CuaFieldKind__Output);
  'form_digest'?: (string);
  'from': (_receipts_v1_CuaPoint__Output | null);
  'option_digest'?: (string);
  'to': (_receipts_v1_CuaPoint__Output | null);
  'to_origin'?: (string);
  'verb': (_receipts_v1_CuaActionVerb__Output);
  'via'?: (_receipts_v1_CuaNavVia__Output);
  '_button'?: "button";
  '_char_count'?: "char_count";
  '_clicks'?: "clicks";
  '_dx'?: "dx";
  '_dy'?: "dy";
  '_field_kind'?: "field_kind";
  '_form_digest'?: "form_digest";
  '_option_digest'?: "option_digest";
  '_to_origin'?: "to_origin";
  '_via'?: "via";
}
