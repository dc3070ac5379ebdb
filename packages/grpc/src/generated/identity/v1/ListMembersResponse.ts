// Original file: proto/identity/v1/identity.proto

import type { Member as _identity_v1_Member, Member__Output as _identity_v1_Member__Output } from '../../identity/v1/Member.ts';

export interface ListMembersResponse {
  'members'?: (_identity_v1_Member)[];
}

export interface ListMembersResponse__Output {
  'members': (_identity_v1_Member__Output)[];
}
