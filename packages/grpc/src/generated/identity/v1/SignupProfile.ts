// Original file: proto/identity/v1/identity.proto


export interface SignupProfile {
  'company_size'?: (string);
  'use_case'?: (string);
  'updated_at'?: (string);
}

export interface SignupProfile__Output {
  'company_size': (string);
  'use_case': (string);
  'updated_at': (string);
}
