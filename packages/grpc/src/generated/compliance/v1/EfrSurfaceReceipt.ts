// Original file: proto/compliance/v1/compliance.proto

import type { ErasureSurface as _compliance_v1_ErasureSurface, ErasureSurface__Output as _compliance_v1_ErasureSurface__Output } from '../../compliance/v1/ErasureSurface.ts';

export interface EfrSurfaceReceipt {
  'oeraser_cid'?: (string);
  'surface'?: (_compliance_v1_ErasureSurface);
}

export interface EfrSurfaceReceipt__Output {
  'oeraser_cid': (string);
  'surface': (_compliance_v1_ErasureSurface__Output);
}
