// Original file: proto/identity/v1/identity.proto


export interface Organization {
  'id'?: (string);
  'name'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'slug'?: (string);
  'plan'?: (string);
  'description'?: (string);
  'logo_url'?: (string);
  'owner_user_id'?: (string);
}

export interface Organization__Output {
  'id': (string);
  'name': (string);
  'status': (string);
  'created_at': (string);
  'updated_at': (string);
  'slug': (string);
  'plan': (string);
  'description': (string);
  'logo_url': (string);
  'owner_user_id': (string);
}
