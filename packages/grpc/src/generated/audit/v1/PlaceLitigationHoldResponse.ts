// Original file: proto/audit/v1/audit.proto

import type { LitigationHoldReceipt as _audit_v1_LitigationHoldReceipt, LitigationHoldReceipt__Output as _audit_v1_LitigationHoldReceipt__Output } from '../../audit/v1/LitigationHoldReceipt.ts';

export interface PlaceLitigationHoldResponse {
  'result'?: (_audit_v1_LitigationHoldReceipt | null);
}

export interface PlaceLitigationHoldResponse__Output {
  'result': (_audit_v1_LitigationHoldReceipt__Output | null);
}
