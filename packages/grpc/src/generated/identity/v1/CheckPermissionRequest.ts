// Original file: proto/identity/v1/identity.proto


export interface CheckPermissionRequest {
  'user_id'?: (string);
  'workspace_id'?: (string);
  'permission'?: (string);
  'resource_orn'?: (string);
}

export interface CheckPermissionRequest__Output {
  'user_id': (string);
  'workspace_id': (string);
  'permission': (string);
  'resource_orn': (string);
}
