// Original file: proto/memory/v1/memory.proto


export interface ExportMemoryArchivePayload {
  'archive_b64'?: (string);
  'archive_id'?: (string);
  'item_count'?: (number);
}

export interface ExportMemoryArchivePayload__Output {
  'archive_b64': (string);
  'archive_id': (string);
  'item_count': (number);
}
