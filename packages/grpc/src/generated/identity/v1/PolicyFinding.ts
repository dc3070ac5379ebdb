// Original file: proto/identity/v1/identity.proto


export interface PolicyFinding {
  'code'?: (string);
  'message'?: (string);
  'severity'?: (string);
  'source_span'?: (string);
}

export interface PolicyFinding__Output {
  'code': (string);
  'message': (string);
  'severity': (string);
  'source_span': (string);
}
