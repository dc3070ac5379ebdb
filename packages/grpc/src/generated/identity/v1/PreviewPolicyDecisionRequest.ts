// Original file: proto/identity/v1/identity.proto

import type { Caller as _identity_v1_Caller, Caller__Output as _identity_v1_Caller__Output } from '../../identity/v1/Caller.ts';

export interface PreviewPolicyDecisionRequest {
  'caller'?: (_identity_v1_Caller | null);
  'action'?: (string);
  'resource'?: (string);
  'draft_source'?: (string);
}

export interface PreviewPolicyDecisionRequest__Output {
  'caller': (_identity_v1_Caller__Output | null);
  'action': (string);
  'resource': (string);
  'draft_source': (string);
}
