// Original file: proto/compliance/v1/compliance.proto

import type { PmmWindowConnection as _compliance_v1_PmmWindowConnection, PmmWindowConnection__Output as _compliance_v1_PmmWindowConnection__Output } from '../../compliance/v1/PmmWindowConnection.ts';

export interface ListPmmWindowsResponse {
  'result'?: (_compliance_v1_PmmWindowConnection | null);
}

export interface ListPmmWindowsResponse__Output {
  'result': (_compliance_v1_PmmWindowConnection__Output | null);
}
