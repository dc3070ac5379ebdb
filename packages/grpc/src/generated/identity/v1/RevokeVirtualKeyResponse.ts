// Original file: proto/identity/v1/identity.proto


export interface RevokeVirtualKeyResponse {
  'vkid'?: (string);
  'revoked_at'?: (string);
}

export interface RevokeVirtualKeyResponse__Output {
  'vkid': (string);
  'revoked_at': (string);
}
