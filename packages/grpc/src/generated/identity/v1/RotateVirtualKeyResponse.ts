// Original file: proto/identity/v1/identity.proto


export interface RotateVirtualKeyResponse {
  'vkid'?: (string);
  'grant_serial'?: (string);
  'alias'?: (string);
}

export interface RotateVirtualKeyResponse__Output {
  'vkid': (string);
  'grant_serial': (string);
  'alias': (string);
}
