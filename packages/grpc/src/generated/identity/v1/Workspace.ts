// Original file: proto/identity/v1/identity.proto


export interface Workspace {
  'id'?: (string);
  'organization_id'?: (string);
  'name'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Workspace__Output {
  'id': (string);
  'organization_id': (string);
  'name': (string);
  'status': (string);
  'created_at': (string);
  'updated_at': (string);
}
