// Original file: proto/identity/v1/identity.proto

import type { Invitation as _identity_v1_Invitation, Invitation__Output as _identity_v1_Invitation__Output } from '../../identity/v1/Invitation.ts';

export interface CreateInvitationResponse {
  'invitation'?: (_identity_v1_Invitation | null);
  'accept_token'?: (string);
}

export interface CreateInvitationResponse__Output {
  'invitation': (_identity_v1_Invitation__Output | null);
  'accept_token': (string);
}
