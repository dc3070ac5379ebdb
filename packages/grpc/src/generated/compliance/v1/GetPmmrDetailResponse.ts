// Original file: proto/compliance/v1/compliance.proto

import type { PmmrDetail as _compliance_v1_PmmrDetail, PmmrDetail__Output as _compliance_v1_PmmrDetail__Output } from '../../compliance/v1/PmmrDetail.ts';

export interface GetPmmrDetailResponse {
  'result'?: (_compliance_v1_PmmrDetail | null);
}

export interface GetPmmrDetailResponse__Output {
  'result': (_compliance_v1_PmmrDetail__Output | null);
}
