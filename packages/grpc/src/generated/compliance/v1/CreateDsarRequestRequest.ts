// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';
import type { DsarRequestInput as _compliance_v1_DsarRequestInput, DsarRequestInput__Output as _compliance_v1_DsarRequestInput__Output } from '../../compliance/v1/DsarRequestInput.ts';

export interface CreateDsarRequestRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'input'?: (_compliance_v1_DsarRequestInput | null);
}

export interface CreateDsarRequestRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'input': (_compliance_v1_DsarRequestInput__Output | null);
}
