// Original file: proto/compliance/v1/compliance.proto

import type { PmmWindowStatus as _compliance_v1_PmmWindowStatus, PmmWindowStatus__Output as _compliance_v1_PmmWindowStatus__Output } from '../../compliance/v1/PmmWindowStatus.ts';

export interface PmmWindow {
  'disclosure_cid'?: (string);
  'from_ts'?: (string);
  'pmmr_cid'?: (string);
  'sealed_at'?: (string);
  'status'?: (_compliance_v1_PmmWindowStatus);
  'substantial_mod_flag'?: (boolean);
  'system_id'?: (string);
  'until_ts'?: (string);
  'window_id'?: (string);
  '_disclosure_cid'?: "disclosure_cid";
  '_pmmr_cid'?: "pmmr_cid";
  '_sealed_at'?: "sealed_at";
}

export interface PmmWindow__Output {
  'disclosure_cid'?: (string);
  'from_ts': (string);
  'pmmr_cid'?: (string);
  'sealed_at'?: (string);
  'status': (_compliance_v1_PmmWindowStatus__Output);
  'substantial_mod_flag': (boolean);
  'system_id': (string);
  'until_ts': (string);
  'window_id': (string);
  '_disclosure_cid'?: "disclosure_cid";
  '_pmmr_cid'?: "pmmr_cid";
  '_sealed_at'?: "sealed_at";
}
