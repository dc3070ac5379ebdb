// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface RevokeContentBoundEnablementRequest {
  'caller'?: (_identity_v1_Caller | null);
  'enablement_id'?: (string);
}

export interface RevokeContentBoundEnablementRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'enablement_id': (string);
}
