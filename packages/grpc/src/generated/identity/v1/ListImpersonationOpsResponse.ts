// Original file: proto/identity/v1/identity.proto

import type { ImpersonationOp as _identity_v1_ImpersonationOp, ImpersonationOp__Output as _identity_v1_ImpersonationOp__Output } from '../../identity/v1/ImpersonationOp.ts';

export interface ListImpersonationOpsResponse {
  'ops'?: (_identity_v1_ImpersonationOp)[];
}

export interface ListImpersonationOpsResponse__Output {
  'ops': (_identity_v1_ImpersonationOp__Output)[];
}
