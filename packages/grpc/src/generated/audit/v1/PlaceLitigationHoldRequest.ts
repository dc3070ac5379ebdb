// Original file: proto/audit/v1/audit.proto

import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from '../../audit/v1/RequestContext.ts';
import type { LitigationHoldInput as _audit_v1_LitigationHoldInput, LitigationHoldInput__Output as _audit_v1_LitigationHoldInput__Output } from '../../audit/v1/LitigationHoldInput.ts';

export interface PlaceLitigationHoldRequest {
  'context'?: (_audit_v1_RequestContext | null);
  'input'?: (_audit_v1_LitigationHoldInput | null);
}

export interface PlaceLitigationHoldRequest__Output {
  'context': (_audit_v1_RequestContext__Output | null);
  'input': (_audit_v1_LitigationHoldInput__Output | null);
}
