// Original file: proto/identity/v1/identity.proto

import type { Claims as _identity_v1_Claims, Claims__Output as _identity_v1_Claims__Output } from '../../identity/v1/Claims.ts';

export interface ValidateTokenResponse {
  'valid'?: (boolean);
  'claims'?: (_identity_v1_Claims | null);
  'reason_code'?: (string);
}

export interface ValidateTokenResponse__Output {
  'valid': (boolean);
  'claims': (_identity_v1_Claims__Output | null);
  'reason_code': (string);
}
