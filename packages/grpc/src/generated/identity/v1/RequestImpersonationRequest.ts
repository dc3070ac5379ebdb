// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface RequestImpersonationRequest {
  'caller'?: (_identity_v1_Caller | null);
  'target_org_id'?: (string);
  'target_workspace_id'?: (string);
  'access_mode'?: (string);
  'justification'?: (string);
  'duration_seconds'?: (number);
}

export interface RequestImpersonationRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'target_org_id': (string);
  'target_workspace_id': (string);
  'access_mode': (string);
  'justification': (string);
  'duration_seconds': (number);
}
