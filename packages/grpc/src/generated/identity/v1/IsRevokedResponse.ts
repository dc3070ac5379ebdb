// Original file: proto/identity/v1/identity.proto


export interface IsRevokedResponse {
  'revoked'?: (boolean);
}

export interface IsRevokedResponse__Output {
  'revoked': (boolean);
}
