// Original file: proto/identity/v1/identity.proto

import type { User as _identity_v1_User, User__Output as _identity_v1_User__Output } from '../../identity/v1/User.ts';

export interface GetUsersResponse {
  'users'?: (_identity_v1_User)[];
}

export interface GetUsersResponse__Output {
  'users': (_identity_v1_User__Output)[];
}
