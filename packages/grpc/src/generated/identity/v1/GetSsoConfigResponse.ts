// Original file: proto/identity/v1/identity.proto

import type { SsoConfig as _identity_v1_SsoConfig, SsoConfig__Output as _identity_v1_SsoConfig__Output } from '../../identity/v1/SsoConfig.ts';

export interface GetSsoConfigResponse {
  'found'?: (boolean);
  'config'?: (_identity_v1_SsoConfig | null);
}

export interface GetSsoConfigResponse__Output {
  'found': (boolean);
  'config': (_identity_v1_SsoConfig__Output | null);
}
