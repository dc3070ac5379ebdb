// Original file: proto/identity/v1/identity.proto


export interface ResendVerificationEmailRequest {
  'email'?: (string);
  'client_address'?: (string);
}

export interface ResendVerificationEmailRequest__Output {
  'email': (string);
  'client_address': (string);
}
