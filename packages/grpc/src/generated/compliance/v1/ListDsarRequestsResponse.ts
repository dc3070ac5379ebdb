// Original file: proto/compliance/v1/compliance.proto

import type { DsarConnection as _compliance_v1_DsarConnection, DsarConnection__Output as _compliance_v1_DsarConnection__Output } from '../../compliance/v1/DsarConnection.ts';

export interface ListDsarRequestsResponse {
  'result'?: (_compliance_v1_DsarConnection | null);
}

export interface ListDsarRequestsResponse__Output {
  'result': (_compliance_v1_DsarConnection__Output | null);
}
