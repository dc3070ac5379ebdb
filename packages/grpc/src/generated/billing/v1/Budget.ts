// Original file: proto/billing/v1/billing.proto


export interface Budget {
  'id'?: (string);
  'scope_type'?: (string);
  'scope_id'?: (string);
  'mode'?: (string);
  'ceiling_cents'?: (string);
  'alert_threshold_pcts'?: (number)[];
}

export interface Budget__Output {
  'id': (string);
  'scope_type': (string);
  'scope_id': (string);
  'mode': (string);
  'ceiling_cents': (string);
  'alert_threshold_pcts': (number)[];
}
