// Original file: proto/identity/v1/identity.proto

import type { Claims as _identity_v1_Claims, Claims__Output as _identity_v1_Claims__Output } from '../../identity/v1/Claims.ts';

export interface IntrospectTokenResponse {
  'active'?: (boolean);
  'claims'?: (_identity_v1_Claims | null);
  'token_type'?: (string);
  'scope'?: (string);
}

export interface IntrospectTokenResponse__Output {
  'active': (boolean);
  'claims': (_identity_v1_Claims__Output | null);
  'token_type': (string);
  'scope': (string);
}
