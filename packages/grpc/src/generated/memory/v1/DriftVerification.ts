// Original file: proto/memory/v1/memory.proto


export interface DriftVerification {
  'anchor_ok'?: (boolean);
  'drift_actual'?: (number);
  'drift_budget'?: (number);
  'failure_reasons'?: (string)[];
  'monotonicity_ok'?: (boolean);
  'valid'?: (boolean);
}

export interface DriftVerification__Output {
  'anchor_ok': (boolean);
  'drift_actual': (number);
  'drift_budget': (number);
  'failure_reasons': (string)[];
  'monotonicity_ok': (boolean);
  'valid': (boolean);
}
