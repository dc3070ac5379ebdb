// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface ConfirmEmailChangeRequest {
  'caller'?: (_identity_v1_Caller | null);
  'token'?: (string);
}

export interface ConfirmEmailChangeRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'token': (string);
}
