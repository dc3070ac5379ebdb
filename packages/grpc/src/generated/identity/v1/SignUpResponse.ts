// Original file: proto/identity/v1/identity.proto

import type { Organization as _identity_v1_Organization, Organization__Output as _identity_v1_Organization__Output } from '../../identity/v1/Organization.ts';
import type { Workspace as _identity_v1_Workspace, Workspace__Output as _identity_v1_Workspace__Output } from '../../identity/v1/Workspace.ts';
import type { User as _identity_v1_User, User__Output as _identity_v1_User__Output } from '../../identity/v1/User.ts';

export interface SignUpResponse {
  'access_token'?: (string);
  'refresh_token'?: (string);
  'expires_in'?: (number);
  'organization'?: (_identity_v1_Organization | null);
  'workspace'?: (_identity_v1_Workspace | null);
  'user'?: (_identity_v1_User | null);
  'email_verified'?: (boolean);
}

export interface SignUpResponse__Output {
  'access_token': (string);
  'refresh_token': (string);
  'expires_in': (number);
  'organization': (_identity_v1_Organization__Output | null);
  'workspace': (_identity_v1_Workspace__Output | null);
  'user': (_identity_v1_User__Output | null);
  'email_verified': (boolean);
}
