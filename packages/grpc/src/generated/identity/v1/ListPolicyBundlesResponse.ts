// Original file: proto/identity/v1/identity.proto

import type { PolicyBundleManifest as _identity_v1_PolicyBundleManifest, PolicyBundleManifest__Output as _identity_v1_PolicyBundleManifest__Output } from '../../identity/v1/PolicyBundleManifest.ts';

export interface ListPolicyBundlesResponse {
  'active_version'?: (number);
  'versions'?: (_identity_v1_PolicyBundleManifest)[];
}

export interface ListPolicyBundlesResponse__Output {
  'active_version': (number);
  'versions': (_identity_v1_PolicyBundleManifest__Output)[];
}
