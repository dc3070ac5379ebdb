// Original file: proto/receipts/v1/receipts.proto

import type { OcarPinnedReceiver as _receipts_v1_OcarPinnedReceiver, OcarPinnedReceiver__Output as _receipts_v1_OcarPinnedReceiver__Output } from '../../receipts/v1/OcarPinnedReceiver.ts';

export interface OcarTrustConfig {
  'config_cid'?: (string);
  'pending'?: (boolean);
  'receivers'?: (_receipts_v1_OcarPinnedReceiver)[];
  'threshold'?: (number);
  'updated_at'?: (string);
  'updated_by'?: (string);
  'version'?: (string);
}

export interface OcarTrustConfig__Output {
  'config_cid': (string);
  'pending': (boolean);
  'receivers': (_receipts_v1_OcarPinnedReceiver__Output)[];
  'threshold': (number);
  'updated_at': (string);
  'updated_by': (string);
  'version': (string);
}
