// Original file: proto/identity/v1/identity.proto


export interface DomainVerification {
  'verification_id'?: (string);
  'domain'?: (string);
  'registrable_domain'?: (string);
  'method'?: (string);
  'status'?: (string);
  'dns_record_name'?: (string);
  'dns_record_value'?: (string);
  'role_email'?: (string);
  'expires_at'?: (string);
  'verified_at'?: (string);
}

export interface DomainVerification__Output {
  'verification_id': (string);
  'domain': (string);
  'registrable_domain': (string);
  'method': (string);
  'status': (string);
  'dns_record_name': (string);
  'dns_record_value': (string);
  'role_email': (string);
  'expires_at': (string);
  'verified_at': (string);
}
