// Original file: proto/compliance/v1/compliance.proto

import type { A12crManifest as _compliance_v1_A12crManifest, A12crManifest__Output as _compliance_v1_A12crManifest__Output } from '../../compliance/v1/A12crManifest.ts';

export interface GetA12crManifestResponse {
  'result'?: (_compliance_v1_A12crManifest | null);
}

export interface GetA12crManifestResponse__Output {
  'result': (_compliance_v1_A12crManifest__Output | null);
}
