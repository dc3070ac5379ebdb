// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface CreateApiKeyRequest {
  'caller'?: (_identity_v1_Caller | null);
  'name'?: (string);
  'key_class'?: (string);
  'expires_at'?: (string);
  'idempotency_key'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'name': (string);
  'key_class': (string);
  'expires_at': (string);
  'idempotency_key': (string);
}
