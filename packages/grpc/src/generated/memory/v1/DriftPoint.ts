// Original file: proto/memory/v1/memory.proto

import type { TrustAxes as _memory_v1_TrustAxes, TrustAxes__Output as _memory_v1_TrustAxes__Output } from '../../memory/v1/TrustAxes.ts';
import type { DriftVerification as _memory_v1_DriftVerification, DriftVerification__Output as _memory_v1_DriftVerification__Output } from '../../memory/v1/DriftVerification.ts';

export interface DriftPoint {
  'agent_did'?: (string);
  'anchor_cid'?: (string);
  'attestor_did'?: (string);
  'baseline_axes'?: (_memory_v1_TrustAxes | null);
  'correlation_key'?: (string);
  'drift_budget'?: (number);
  'drift_score'?: (number);
  'timestamp'?: (string);
  'trust_axes'?: (_memory_v1_TrustAxes | null);
  'valid_until'?: (string);
  'verification'?: (_memory_v1_DriftVerification | null);
}

export interface DriftPoint__Output {
  'agent_did': (string);
  'anchor_cid': (string);
  'attestor_did': (string);
  'baseline_axes': (_memory_v1_TrustAxes__Output | null);
  'correlation_key': (string);
  'drift_budget': (number);
  'drift_score': (number);
  'timestamp': (string);
  'trust_axes': (_memory_v1_TrustAxes__Output | null);
  'valid_until': (string);
  'verification': (_memory_v1_DriftVerification__Output | null);
}
