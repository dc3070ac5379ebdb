// Original file: proto/identity/v1/identity.proto


export interface ValidateTokenRequest {
  'token'?: (string);
}

export interface ValidateTokenRequest__Output {
  'token': (string);
}
