// Original file: proto/identity/v1/identity.proto


export interface VirtualKey {
  'vkid'?: (string);
  'key_class'?: (string);
  'alias_hint'?: (string);
  'allowed_models'?: (string)[];
  'grant_serial'?: (string);
  'status'?: (string);
  'not_after'?: (string);
  'created_at'?: (string);
  'revoked_at'?: (string);
}

export interface VirtualKey__Output {
  'vkid': (string);
  'key_class': (string);
  'alias_hint': (string);
  'allowed_models': (string)[];
  'grant_serial': (string);
  'status': (string);
  'not_after': (string);
  'created_at': (string);
  'revoked_at': (string);
}
