// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';
import type { SsoGroupMapping as _identity_v1_SsoGroupMapping, SsoGroupMapping__Output as _identity_v1_SsoGroupMapping__Output } from '../../identity/v1/SsoGroupMapping.ts';

export interface SaveSsoConfigRequest {
  'caller'?: (_identity_v1_Caller | null);
  'entity_id'?: (string);
  'sso_url'?: (string);
  'certificate_pem'?: (string);
  'default_role'?: (string);
  'group_mappings'?: (_identity_v1_SsoGroupMapping)[];
}

export interface SaveSsoConfigRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'entity_id': (string);
  'sso_url': (string);
  'certificate_pem': (string);
  'default_role': (string);
  'group_mappings': (_identity_v1_SsoGroupMapping__Output)[];
}
