// Original file: proto/identity/v1/identity.proto

import type { Policy as _identity_v1_Policy, Policy__Output as _identity_v1_Policy__Output } from '../../identity/v1/Policy.ts';

export interface ListPoliciesResponse {
  'policies'?: (_identity_v1_Policy)[];
}

export interface ListPoliciesResponse__Output {
  'policies': (_identity_v1_Policy__Output)[];
}
