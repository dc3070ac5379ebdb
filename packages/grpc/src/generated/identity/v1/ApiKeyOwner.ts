// Original file: proto/identity/v1/identity.proto


export interface ApiKeyOwner {
  'user_id'?: (string);
  'display_name'?: (string);
}

export interface ApiKeyOwner__Output {
  'user_id': (string);
  'display_name': (string);
}
