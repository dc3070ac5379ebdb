// Original file: proto/identity/v1/identity.proto


export interface SsoGroupMapping {
  'idp_group'?: (string);
  'role'?: (string);
}

export interface SsoGroupMapping__Output {
  'idp_group': (string);
  'role': (string);
}
