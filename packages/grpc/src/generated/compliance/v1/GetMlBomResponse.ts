// Original file: proto/compliance/v1/compliance.proto

import type { MlBomDownload as _compliance_v1_MlBomDownload, MlBomDownload__Output as _compliance_v1_MlBomDownload__Output } from '../../compliance/v1/MlBomDownload.ts';

export interface GetMlBomResponse {
  'result'?: (_compliance_v1_MlBomDownload | null);
}

export interface GetMlBomResponse__Output {
  'result': (_compliance_v1_MlBomDownload__Output | null);
}
