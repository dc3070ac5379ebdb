// Original file: proto/identity/v1/identity.proto


export interface Policy {
  'policy_id'?: (string);
  'version'?: (number);
  'author_principal'?: (string);
  'created_at'?: (string);
  'level'?: (string);
  'scope_id'?: (string);
  'source'?: (string);
  'source_format'?: (string);
}

export interface Policy__Output {
  'policy_id': (string);
  'version': (number);
  'author_principal': (string);
  'created_at': (string);
  'level': (string);
  'scope_id': (string);
  'source': (string);
  'source_format': (string);
}
