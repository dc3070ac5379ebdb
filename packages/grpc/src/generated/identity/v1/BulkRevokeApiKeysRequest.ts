// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface BulkRevokeApiKeysRequest {
  'caller'?: (_identity_v1_Caller | null);
  'scope'?: (string);
  'confirmation_text'?: (string);
  'operation_binding'?: (string);
  'step_up_token'?: (string);
}

export interface BulkRevokeApiKeysRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'scope': (string);
  'confirmation_text': (string);
  'operation_binding': (string);
  'step_up_token': (string);
}
