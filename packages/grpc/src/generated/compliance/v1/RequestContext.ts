// Original file: proto/compliance/v1/compliance.proto


export interface RequestContext {
  'request_id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'user_id'?: (string);
  'client_id'?: (string);
  'token_id'?: (string);
  'acting_user_id'?: (string);
}

export interface RequestContext__Output {
  'request_id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'user_id': (string);
  'client_id': (string);
  'token_id': (string);
  'acting_user_id': (string);
}
