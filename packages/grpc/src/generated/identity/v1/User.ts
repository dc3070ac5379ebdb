// Original file: proto/identity/v1/identity.proto


export interface User {
  'id'?: (string);
  'email'?: (string);
  'given_name'?: (string);
  'family_name'?: (string);
  'organization_id'?: (string);
  'primary_workspace_id'?: (string);
  'status'?: (string);
  'root_scope'?: (string);
  'created_at'?: (string);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'given_name': (string);
  'family_name': (string);
  'organization_id': (string);
  'primary_workspace_id': (string);
  'status': (string);
  'root_scope': (string);
  'created_at': (string);
}
