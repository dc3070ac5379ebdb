// Original file: proto/compliance/v1/compliance.proto

import type { DsarRequest as _compliance_v1_DsarRequest, DsarRequest__Output as _compliance_v1_DsarRequest__Output } from '../../compliance/v1/DsarRequest.ts';

export interface GetDsarRequestResponse {
  'result'?: (_compliance_v1_DsarRequest | null);
}

export interface GetDsarRequestResponse__Output {
  'result': (_compliance_v1_DsarRequest__Output | null);
}
