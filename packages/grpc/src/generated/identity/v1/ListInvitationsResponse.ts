// Original file: proto/identity/v1/identity.proto

import type { Invitation as _identity_v1_Invitation, Invitation__Output as _identity_v1_Invitation__Output } from '../../identity/v1/Invitation.ts';

export interface ListInvitationsResponse {
  'invitations'?: (_identity_v1_Invitation)[];
}

export interface ListInvitationsResponse__Output {
  'invitations': (_identity_v1_Invitation__Output)[];
}
