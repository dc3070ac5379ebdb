// Original file: proto/identity/v1/identity.proto


export interface CheckPermissionResponse {
  'allowed'?: (boolean);
  'reason'?: (string);
}

export interface CheckPermissionResponse__Output {
  'allowed': (boolean);
  'reason': (string);
}
