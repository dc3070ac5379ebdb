// Original file: proto/compliance/v1/compliance.proto

import type { Art12PurposeMap as _compliance_v1_Art12PurposeMap, Art12PurposeMap__Output as _compliance_v1_Art12PurposeMap__Output } from '../../compliance/v1/Art12PurposeMap.ts';

export interface A12crManifest {
  'a12cr_bound'?: (string);
  'annex_iii1a_present'?: (boolean);
  'audit_checkpoint_cid'?: (string);
  'from_ts'?: (string);
  'purpose_map'?: (_compliance_v1_Art12PurposeMap | null);
  'system_id'?: (string);
  'until_ts'?: (string);
}

export interface A12crManifest__Output {
  'a12cr_bound': (string);
  'annex_iii1a_present': (boolean);
  'audit_checkpoint_cid': (string);
  'from_ts': (string);
  'purpose_map': (_compliance_v1_Art12PurposeMap__Output | null);
  'system_id': (string);
  'until_ts': (string);
}
