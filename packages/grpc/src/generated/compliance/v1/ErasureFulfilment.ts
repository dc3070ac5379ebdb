// Original file: proto/compliance/v1/compliance.proto

import type { EfrSubjectBinding as _compliance_v1_EfrSubjectBinding, EfrSubjectBinding__Output as _compliance_v1_EfrSubjectBinding__Output } from '../../compliance/v1/EfrSubjectBinding.ts';
import type { ErasureSurface as _compliance_v1_ErasureSurface, ErasureSurface__Output as _compliance_v1_ErasureSurface__Output } from '../../compliance/v1/ErasureSurface.ts';
import type { EfrSurfaceReceipt as _compliance_v1_EfrSurfaceReceipt, EfrSurfaceReceipt__Output as _compliance_v1_EfrSurfaceReceipt__Output } from '../../compliance/v1/EfrSurfaceReceipt.ts';

export interface ErasureFulfilment {
  'dsar_id'?: (string);
  'efr_bound'?: (string);
  'efr_cid'?: (string);
  'subject_binding'?: (_compliance_v1_EfrSubjectBinding | null);
  'surface_list'?: (_compliance_v1_ErasureSurface)[];
  'surface_receipts'?: (_compliance_v1_EfrSurfaceReceipt)[];
  '_efr_bound'?: "efr_bound";
  '_efr_cid'?: "efr_cid";
}

export interface ErasureFulfilment__Output {
  'dsar_id': (string);
  'efr_bound'?: (string);
  'efr_cid'?: (string);
  'subject_binding': (_compliance_v1_EfrSubjectBinding__Output | null);
  'surface_list': (_compliance_v1_ErasureSurface__Output)[];
  'surface_receipts': (_compliance_v1_EfrSurfaceReceipt__Output)[];
  '_efr_bound'?: "efr_bound";
  '_efr_cid'?: "efr_cid";
}
