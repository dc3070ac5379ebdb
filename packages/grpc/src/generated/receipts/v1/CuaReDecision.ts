// Original file: proto/receipts/v1/receipts.proto

import type { CuaPolicyVerdict as _receipts_v1_CuaPolicyVerdict, CuaPolicyVerdict__Output as _receipts_v1_CuaPolicyVerdict__Output } from '../../receipts/v1/CuaPolicyVerdict.ts';

export interface CuaReDecision {
  'chain_link_verified'?: (boolean);
  'drift_code'?: (string);
  'matches'?: (boolean);
  're_decided_decision'?: (_receipts_v1_CuaPolicyVerdict);
  'recorded_decision'?: (_receipts_v1_CuaPolicyVerdict);
  '_drift_code'?: "drift_code";
}

export interface CuaReDecision__Output {
  'chain_link_verified': (boolean);
  'drift_code'?: (string);
  'matches': (boolean);
  're_decided_decision': (_receipts_v1_CuaPolicyVerdict__Output);
  'recorded_decision': (_receipts_v1_CuaPolicyVerdict__Output);
  '_drift_code'?: "drift_code";
}
