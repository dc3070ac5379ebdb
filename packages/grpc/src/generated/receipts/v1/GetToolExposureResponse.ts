// Original file: proto/receipts/v1/receipts.proto

import type { OterExposureProjection as _receipts_v1_OterExposureProjection, OterExposureProjection__Output as _receipts_v1_OterExposureProjection__Output } from '../../receipts/v1/OterExposureProjection.ts';

export interface GetToolExposureResponse {
  'result'?: (_receipts_v1_OterExposureProjection | null);
}

export interface GetToolExposureResponse__Output {
  'result': (_receipts_v1_OterExposureProjection__Output | null);
}
