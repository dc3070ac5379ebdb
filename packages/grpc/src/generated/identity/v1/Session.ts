// Original file: proto/identity/v1/identity.proto


export interface Session {
  'id'?: (string);
  'created_at'?: (string);
  'expires_at'?: (string);
  'last_active_at'?: (string);
  'is_current'?: (boolean);
  'browser'?: (string);
  'device'?: (string);
  'coarse_ip'?: (string);
  'coarse_location'?: (string);
}

export interface Session__Output {
  'id': (string);
  'created_at': (string);
  'expires_at': (string);
  'last_active_at': (string);
  'is_current': (boolean);
  'browser': (string);
  'device': (string);
  'coarse_ip': (string);
  'coarse_location': (string);
}
