// Original file: proto/identity/v1/identity.proto


export interface IsRevokedRequest {
  'jti'?: (string);
  'family_id'?: (string);
}

export interface IsRevokedRequest__Output {
  'jti': (string);
  'family_id': (string);
}
