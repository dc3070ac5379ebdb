// Original file: proto/receipts/v1/receipts.proto

import type { OirModelKey as _receipts_v1_OirModelKey, OirModelKey__Output as _receipts_v1_OirModelKey__Output } from '../../receipts/v1/OirModelKey.ts';

export interface OirTrustAnchors {
  'epoch_floor'?: (string);
  'gateway_key_hex'?: (string);
  'min_ver_floor'?: (string);
  'model_keys'?: (_receipts_v1_OirModelKey)[];
  '_gateway_key_hex'?: "gateway_key_hex";
}

export interface OirTrustAnchors__Output {
  'epoch_floor': (string);
  'gateway_key_hex'?: (string);
  'min_ver_floor': (string);
  'model_keys': (_receipts_v1_OirModelKey__Output)[];
  '_gateway_key_hex'?: "gateway_key_hex";
}
