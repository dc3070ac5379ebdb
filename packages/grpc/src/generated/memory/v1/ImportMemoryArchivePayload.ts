// Original file: proto/memory/v1/memory.proto


export interface ImportMemoryArchivePayload {
  'admitted'?: (boolean);
  'archive_id'?: (string);
  'error_code'?: (string);
  'item_count'?: (number);
  'reason'?: (string);
  '_error_code'?: "error_code";
}

export interface ImportMemoryArchivePayload__Output {
  'admitted': (boolean);
  'archive_id': (string);
  'error_code'?: (string);
  'item_count': (number);
  'reason': (string);
  '_error_code'?: "error_code";
}
