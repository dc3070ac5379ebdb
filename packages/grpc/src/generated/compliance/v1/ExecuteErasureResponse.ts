// Original file: proto/compliance/v1/compliance.proto

import type { ErasureFulfilment as _compliance_v1_ErasureFulfilment, ErasureFulfilment__Output as _compliance_v1_ErasureFulfilment__Output } from '../../compliance/v1/ErasureFulfilment.ts';

export interface ExecuteErasureResponse {
  'result'?: (_compliance_v1_ErasureFulfilment | null);
}

export interface ExecuteErasureResponse__Output {
  'result': (_compliance_v1_ErasureFulfilment__Output | null);
}
