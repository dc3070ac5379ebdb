// Original file: proto/billing/v1/billing.proto


export interface CommittedSpendRequest {
  'org_id'?: (string);
  'scope_type'?: (string);
  'scope_id'?: (string);
  'from_ms'?: (string);
  'to_ms'?: (string);
}

export interface CommittedSpendRequest__Output {
  'org_id': (string);
  'scope_type': (string);
  'scope_id': (string);
  'from_ms': (string);
  'to_ms': (string);
}
