// Original file: proto/identity/v1/identity.proto

import type { User as _identity_v1_User, User__Output as _identity_v1_User__Output } from '../../identity/v1/User.ts';

export interface Invitation {
  'id'?: (string);
  'organization_id'?: (string);
  'workspace_id'?: (string);
  'email'?: (string);
  'role'?: (string);
  'invited_by'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'expires_at'?: (string);
  'inviter'?: (_identity_v1_User | null);
}

export interface Invitation__Output {
  'id': (string);
  'organization_id': (string);
  'workspace_id': (string);
  'email': (string);
  'role': (string);
  'invited_by': (string);
  'status': (string);
  'created_at': (string);
  'expires_at': (string);
  'inviter': (_identity_v1_User__Output | null);
}
