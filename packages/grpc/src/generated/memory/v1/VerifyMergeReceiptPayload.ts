// Original file: proto/memory/v1/memory.proto


export interface VerifyMergeReceiptPayload {
  'valid'?: (boolean);
  'merge_root'?: (string);
  'reason'?: (string);
}

export interface VerifyMergeReceiptPayload__Output {
  'valid': (boolean);
  'merge_root': (string);
  'reason': (string);
}
