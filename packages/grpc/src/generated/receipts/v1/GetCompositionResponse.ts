// Original file: proto/receipts/v1/receipts.proto

import type { LMeetNode as _receipts_v1_LMeetNode, LMeetNode__Output as _receipts_v1_LMeetNode__Output } from '../../receipts/v1/LMeetNode.ts';

export interface GetCompositionResponse {
  'result'?: (_receipts_v1_LMeetNode | null);
}

export interface GetCompositionResponse__Output {
  'result': (_receipts_v1_LMeetNode__Output | null);
}
