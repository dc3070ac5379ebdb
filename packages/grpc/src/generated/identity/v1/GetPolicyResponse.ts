// Original file: proto/identity/v1/identity.proto

import type { Policy as _identity_v1_Policy, Policy__Output as _identity_v1_Policy__Output } from '../../identity/v1/Policy.ts';

export interface GetPolicyResponse {
  'found'?: (boolean);
  'policy'?: (_identity_v1_Policy | null);
}

export interface GetPolicyResponse__Output {
  'found': (boolean);
  'policy': (_identity_v1_Policy__Output | null);
}
