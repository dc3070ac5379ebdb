// Original file: proto/identity/v1/identity.proto

import type { VirtualKey as _identity_v1_VirtualKey, VirtualKey__Output as _identity_v1_VirtualKey__Output } from '../../identity/v1/VirtualKey.ts';

export interface ListVirtualKeysResponse {
  'virtual_keys'?: (_identity_v1_VirtualKey)[];
}

export interface ListVirtualKeysResponse__Output {
  'virtual_keys': (_identity_v1_VirtualKey__Output)[];
}
