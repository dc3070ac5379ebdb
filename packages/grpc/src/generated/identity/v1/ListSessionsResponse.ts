// Original file: proto/identity/v1/identity.proto

import type { Session as _identity_v1_Session, Session__Output as _identity_v1_Session__Output } from '../../identity/v1/Session.ts';

export interface ListSessionsResponse {
  'sessions'?: (_identity_v1_Session)[];
  'total_count'?: (number);
}

export interface ListSessionsResponse__Output {
  'sessions': (_identity_v1_Session__Output)[];
  'total_count': (number);
}
