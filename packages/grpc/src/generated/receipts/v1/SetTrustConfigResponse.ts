// Original file: proto/receipts/v1/receipts.proto

import type { OcarTrustConfig as _receipts_v1_OcarTrustConfig, OcarTrustConfig__Output as _receipts_v1_OcarTrustConfig__Output } from '../../receipts/v1/OcarTrustConfig.ts';

export interface SetTrustConfigResponse {
  'result'?: (_receipts_v1_OcarTrustConfig | null);
}

export interface SetTrustConfigResponse__Output {
  'result': (_receipts_v1_OcarTrustConfig__Output | null);
}
