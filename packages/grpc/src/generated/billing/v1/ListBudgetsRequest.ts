// Original file: proto/billing/v1/billing.proto


export interface ListBudgetsRequest {
  'org_id'?: (string);
}

export interface ListBudgetsRequest__Output {
  'org_id': (string);
}
