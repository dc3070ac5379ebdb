// Original file: proto/audit/v1/audit.proto


export interface AuditExportReceipt {
  'export_id'?: (string);
  'manifest_sha256'?: (string);
  'n_events'?: (string);
  'presigned_url'?: (string);
  'signed_by'?: (string);
  'url_expires_at'?: (string);
}

export interface AuditExportReceipt__Output {
  'export_id': (string);
  'manifest_sha256': (string);
  'n_events': (string);
  'presigned_url': (string);
  'signed_by': (string);
  'url_expires_at': (string);
}
