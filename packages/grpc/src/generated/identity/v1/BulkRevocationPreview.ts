// Original file: proto/identity/v1/identity.proto


export interface BulkRevocationPreview {
  'affected_count'?: (number);
  'confirmation_text'?: (string);
  'operation_binding'?: (string);
  'scope'?: (string);
}

export interface BulkRevocationPreview__Output {
  'affected_count': (number);
  'confirmation_text': (string);
  'operation_binding': (string);
  'scope': (string);
}
