// Original file: proto/identity/v1/identity.proto


export interface PolicyBundlePublished {
  'from_version'?: (number);
  'to_version'?: (number);
  'published_at'?: (string);
  'level'?: (string);
  'scope_id'?: (string);
}

export interface PolicyBundlePublished__Output {
  'from_version': (number);
  'to_version': (number);
  'published_at': (string);
  'level': (string);
  'scope_id': (string);
}
