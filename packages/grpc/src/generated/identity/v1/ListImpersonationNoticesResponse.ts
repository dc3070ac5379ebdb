// Original file: proto/identity/v1/identity.proto

import type { ImpersonationNotice as _identity_v1_ImpersonationNotice, ImpersonationNotice__Output as _identity_v1_ImpersonationNotice__Output } from '../../identity/v1/ImpersonationNotice.ts';

export interface ListImpersonationNoticesResponse {
  'notices'?: (_identity_v1_ImpersonationNotice)[];
}

export interface ListImpersonationNoticesResponse__Output {
  'notices': (_identity_v1_ImpersonationNotice__Output)[];
}
