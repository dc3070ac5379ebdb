// Original file: proto/identity/v1/identity.proto

import type { ApiKeyOwner as _identity_v1_ApiKeyOwner, ApiKeyOwner__Output as _identity_v1_ApiKeyOwner__Output } from '../../identity/v1/ApiKeyOwner.ts';

export interface ApiKey {
  'id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'user_id'?: (string);
  'name'?: (string);
  'key_class'?: (string);
  'prefix'?: (string);
  'key_hint'?: (string);
  'quota_per_day'?: (number);
  'created_at'?: (string);
  'updated_at'?: (string);
  'expires_at'?: (string);
  'last_used_at'?: (string);
  'revoked_at'?: (string);
  'status'?: (string);
  'owner'?: (_identity_v1_ApiKeyOwner | null);
}

export interface ApiKey__Output {
  'id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'user_id': (string);
  'name': (string);
  'key_class': (string);
  'prefix': (string);
  'key_hint': (string);
  'quota_per_day': (number);
  'created_at': (string);
  'updated_at': (string);
  'expires_at': (string);
  'last_used_at': (string);
  'revoked_at': (string);
  'status': (string);
  'owner': (_identity_v1_ApiKeyOwner__Output | null);
}
