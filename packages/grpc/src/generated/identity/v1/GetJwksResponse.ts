// Original file: proto/identity/v1/identity.proto


export interface GetJwksResponse {
  'jwks_json'?: (string);
}

export interface GetJwksResponse__Output {
  'jwks_json': (string);
}
