// Original file: proto/identity/v1/identity.proto


export interface IntrospectTokenRequest {
  'token'?: (string);
}

export interface IntrospectTokenRequest__Output {
  'token': (string);
}
