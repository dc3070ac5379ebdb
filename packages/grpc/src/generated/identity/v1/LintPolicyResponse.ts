// Original file: proto/identity/v1/identity.proto

import type { PolicyFinding as _identity_v1_PolicyFinding, PolicyFinding__Output as _identity_v1_PolicyFinding__Output } from '../../identity/v1/PolicyFinding.ts';

export interface LintPolicyResponse {
  'findings'?: (_identity_v1_PolicyFinding)[];
}

export interface LintPolicyResponse__Output {
  'findings': (_identity_v1_PolicyFinding__Output)[];
}
