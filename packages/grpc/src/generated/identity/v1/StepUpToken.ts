// Original file: proto/identity/v1/identity.proto


export interface StepUpToken {
  'jti'?: (string);
  'scope'?: (string);
  'expires_at'?: (string);
  'token'?: (string);
}

export interface StepUpToken__Output {
  'jti': (string);
  'scope': (string);
  'expires_at': (string);
  'token': (string);
}
