// Original file: proto/identity/v1/identity.proto

import type { ApiKey as _identity_v1_ApiKey, ApiKey__Output as _identity_v1_ApiKey__Output } from '../../identity/v1/ApiKey.ts';

export interface ListApiKeysResponse {
  'api_keys'?: (_identity_v1_ApiKey)[];
}

export interface ListApiKeysResponse__Output {
  'api_keys': (_identity_v1_ApiKey__Output)[];
}
