// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface UpdateSignupProfileRequest {
  'caller'?: (_identity_v1_Caller | null);
  'set_company_size'?: (boolean);
  'company_size'?: (string);
  'set_use_case'?: (boolean);
  'use_case'?: (string);
}

export interface UpdateSignupProfileRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'set_company_size': (boolean);
  'company_size': (string);
  'set_use_case': (boolean);
  'use_case': (string);
}
