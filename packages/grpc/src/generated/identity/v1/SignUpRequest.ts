// Original file: proto/identity/v1/identity.proto


export interface SignUpRequest {
  'email'?: (string);
  'password'?: (string);
  'first_name'?: (string);
  'last_name'?: (string);
  'organization_name'?: (string);
}

export interface SignUpRequest__Output {
  'email': (string);
  'password': (string);
  'first_name': (string);
  'last_name': (string);
  'organization_name': (string);
}
