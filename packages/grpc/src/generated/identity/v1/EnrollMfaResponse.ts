// Original file: proto/identity/v1/identity.proto


export interface EnrollMfaResponse {
  'secret'?: (string);
  'qr_code_url'?: (string);
  'backup_codes'?: (string)[];
}

export interface EnrollMfaResponse__Output {
  'secret': (string);
  'qr_code_url': (string);
  'backup_codes': (string)[];
}
