// Original file: proto/identity/v1/identity.proto

import type { ApiKey as _identity_v1_ApiKey, ApiKey__Output as _identity_v1_ApiKey__Output } from '../../identity/v1/ApiKey.ts';

export interface CreateApiKeyResponse {
  'api_key'?: (_identity_v1_ApiKey | null);
  'plaintext_key'?: (string);
  'idempotent_replay'?: (boolean);
}

export interface CreateApiKeyResponse__Output {
  'api_key': (_identity_v1_ApiKey__Output | null);
  'plaintext_key': (string);
  'idempotent_replay': (boolean);
}
