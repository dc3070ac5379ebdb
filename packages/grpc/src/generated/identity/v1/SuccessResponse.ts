// Original file: proto/identity/v1/identity.proto


export interface SuccessResponse {
  'success'?: (boolean);
}

export interface SuccessResponse__Output {
  'success': (boolean);
}
