// Original file: proto/audit/v1/audit.proto

import type { Long } from '@grpc/proto-loader';

export interface SabExportReceipt {
  'download_url'?: (string);
  'export_id'?: (string);
  'manifest_sha256'?: (string);
  'n_audit_events'?: (number | string | Long);
  'url_expires_at'?: (string);
  '_download_url'?: "download_url";
  '_manifest_sha256'?: "manifest_sha256";
  '_url_expires_at'?: "url_expires_at";
}

export interface SabExportReceipt__Output {
  'download_url'?: (string);
  'export_id': (string);
  'manifest_sha256'?: (string);
  'n_audit_events': (string);
  'url_expires_at'?: (string);
  '_download_url'?: "download_url";
  '_manifest_sha256'?: "manifest_sha256";
  '_url_expires_at'?: "url_expires_at";
}
