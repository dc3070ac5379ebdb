// Original file: proto/identity/v1/identity.proto


export interface RevokeSessionsResponse {
  'success'?: (boolean);
  'revoked_current'?: (boolean);
  'revoked_count'?: (number);
}

export interface RevokeSessionsResponse__Output {
  'success': (boolean);
  'revoked_current': (boolean);
  'revoked_count': (number);
}
