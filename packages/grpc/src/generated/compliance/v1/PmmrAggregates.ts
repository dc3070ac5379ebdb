// Original file: proto/compliance/v1/compliance.proto


export interface PmmrAggregates {
  'drift_budget_breaches'?: (string);
  'max_drift_l1_milli'?: (number);
  'n_decisions'?: (string);
  'n_denied'?: (string);
  'n_erasures'?: (string);
}

export interface PmmrAggregates__Output {
  'drift_budget_breaches': (string);
  'max_drift_l1_milli': (number);
  'n_decisions': (string);
  'n_denied': (string);
  'n_erasures': (string);
}
