// Original file: proto/identity/v1/identity.proto

import type { User as _identity_v1_User, User__Output as _identity_v1_User__Output } from '../../identity/v1/User.ts';

export interface Member {
  'id'?: (string);
  'user_id'?: (string);
  'workspace_id'?: (string);
  'organization_id'?: (string);
  'role'?: (string);
  'joined_at'?: (string);
  'built_in_roles'?: (string)[];
  'user'?: (_identity_v1_User | null);
}

export interface Member__Output {
  'id': (string);
  'user_id': (string);
  'workspace_id': (string);
  'organization_id': (string);
  'role': (string);
  'joined_at': (string);
  'built_in_roles': (string)[];
  'user': (_identity_v1_User__Output | null);
}
