// Original file: proto/identity/v1/identity.proto


export interface ConfirmMfaResponse {
  'confirmed'?: (boolean);
}

export interface ConfirmMfaResponse__Output {
  'confirmed': (boolean);
}
