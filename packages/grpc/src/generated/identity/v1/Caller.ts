// Original file: proto/identity/v1/identity.proto


export interface Caller {
  'user_id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'token_id'?: (string);
  'request_id'?: (string);
}

export interface Caller__Output {
  'user_id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'token_id': (string);
  'request_id': (string);
}
