// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface IssueVirtualKeyRequest {
  'caller'?: (_identity_v1_Caller | null);
  'key_class'?: (string);
  'not_after'?: (string);
  'allowed_models'?: (string)[];
}

export interface IssueVirtualKeyRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'key_class': (string);
  'not_after': (string);
  'allowed_models': (string)[];
}
