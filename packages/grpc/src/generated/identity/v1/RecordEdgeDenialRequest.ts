// Original file: proto/identity/v1/identity.proto


export interface RecordEdgeDenialRequest {
  'token'?: (string);
  'reason'?: (string);
  'request_id'?: (string);
  'entry'?: (string);
  'required_scopes'?: (string);
  'field'?: (string);
}

export interface RecordEdgeDenialRequest__Output {
  'token': (string);
  'reason': (string);
  'request_id': (string);
  'entry': (string);
  'required_scopes': (string);
  'field': (string);
}
