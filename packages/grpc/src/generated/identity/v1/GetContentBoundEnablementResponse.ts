// Original file: proto/identity/v1/identity.proto

import type { ContentBoundEnablement as _identity_v1_ContentBoundEnablement, ContentBoundEnablement__Output as _identity_v1_ContentBoundEnablement__Output } from '../../identity/v1/ContentBoundEnablement.ts';

export interface GetContentBoundEnablementResponse {
  'found'?: (boolean);
  'enablement'?: (_identity_v1_ContentBoundEnablement | null);
}

export interface GetContentBoundEnablementResponse__Output {
  'found': (boolean);
  'enablement': (_identity_v1_ContentBoundEnablement__Output | null);
}
