// Original file: proto/identity/v1/identity.proto

import type { DomainVerification as _identity_v1_DomainVerification, DomainVerification__Output as _identity_v1_DomainVerification__Output } from '../../identity/v1/DomainVerification.ts';

export interface ListDomainVerificationsResponse {
  'verifications'?: (_identity_v1_DomainVerification)[];
}

export interface ListDomainVerificationsResponse__Output {
  'verifications': (_identity_v1_DomainVerification__Output)[];
}
