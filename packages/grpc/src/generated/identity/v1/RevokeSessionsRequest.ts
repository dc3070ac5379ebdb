// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface RevokeSessionsRequest {
  'caller'?: (_identity_v1_Caller | null);
  'session_id'?: (string);
  'others'?: (boolean);
}

export interface RevokeSessionsRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'session_id': (string);
  'others': (boolean);
}
