// Original file: proto/compliance/v1/compliance.proto


export interface OtccCorpusBundle {
  'bundle_b64'?: (string);
  'certificate_id'?: (string);
  'claim_count'?: (number);
}

export interface OtccCorpusBundle__Output {
  'bundle_b64': (string);
  'certificate_id': (string);
  'claim_count': (number);
}
