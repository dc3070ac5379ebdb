// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface RequestContentBoundEnablementRequest {
  'caller'?: (_identity_v1_Caller | null);
  'dlp_profile_id'?: (string);
  'dpa_reference'?: (string);
  'legal_signoff_ref'?: (string);
  'residency_region'?: (string);
  'kms_key_ref'?: (string);
}

export interface RequestContentBoundEnablementRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'dlp_profile_id': (string);
  'dpa_reference': (string);
  'legal_signoff_ref': (string);
  'residency_region': (string);
  'kms_key_ref': (string);
}
