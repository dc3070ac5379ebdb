// Original file: proto/identity/v1/identity.proto

import type { SsoGroupMapping as _identity_v1_SsoGroupMapping, SsoGroupMapping__Output as _identity_v1_SsoGroupMapping__Output } from '../../identity/v1/SsoGroupMapping.ts';

export interface SsoConfig {
  'entity_id'?: (string);
  'sso_url'?: (string);
  'certificate_pem'?: (string);
  'certificate_sha256'?: (string);
  'default_role'?: (string);
  'group_mappings'?: (_identity_v1_SsoGroupMapping)[];
  'status'?: (string);
  'last_login_at'?: (string);
  'updated_at'?: (string);
}

export interface SsoConfig__Output {
  'entity_id': (string);
  'sso_url': (string);
  'certificate_pem': (string);
  'certificate_sha256': (string);
  'default_role': (string);
  'group_mappings': (_identity_v1_SsoGroupMapping__Output)[];
  'status': (string);
  'last_login_at': (string);
  'updated_at': (string);
}
