// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface UpdateOrganizationRequest {
  'caller'?: (_identity_v1_Caller | null);
  'set_name'?: (boolean);
  'name'?: (string);
  'set_description'?: (boolean);
  'description'?: (string);
  'set_logo_url'?: (boolean);
  'logo_url'?: (string);
}

export interface UpdateOrganizationRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'set_name': (boolean);
  'name': (string);
  'set_description': (boolean);
  'description': (string);
  'set_logo_url': (boolean);
  'logo_url': (string);
}
