// Original file: proto/identity/v1/identity.proto


export interface SetOrganizationPlanRequest {
  'org_id'?: (string);
  'plan'?: (string);
  'subscription_id'?: (string);
  'reason'?: (string);
  'request_id'?: (string);
}

export interface SetOrganizationPlanRequest__Output {
  'org_id': (string);
  'plan': (string);
  'subscription_id': (string);
  'reason': (string);
  'request_id': (string);
}
