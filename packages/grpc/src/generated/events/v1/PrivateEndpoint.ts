// Original file: proto/events/v1/events.proto


export interface PrivateEndpoint {
  'id'?: (string);
  'display_name'?: (string);
  'base_url'?: (string);
  'auth_kind'?: (string);
  'auth_secret_ref'?: (string);
  'ca_cert_fingerprint'?: (string);
  'model_ids'?: (string)[];
}

export interface PrivateEndpoint__Output {
  'id': (string);
  'display_name': (string);
  'base_url': (string);
  'auth_kind': (string);
  'auth_secret_ref': (string);
  'ca_cert_fingerprint': (string);
  'model_ids': (string)[];
}
