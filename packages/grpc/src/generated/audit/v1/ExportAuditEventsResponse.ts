// Original file: proto/audit/v1/audit.proto

import type { AuditExportReceipt as _audit_v1_AuditExportReceipt, AuditExportReceipt__Output as _audit_v1_AuditExportReceipt__Output } from '../../audit/v1/AuditExportReceipt.ts';

export interface ExportAuditEventsResponse {
  'result'?: (_audit_v1_AuditExportReceipt | null);
}

export interface ExportAuditEventsResponse__Output {
  'result': (_audit_v1_AuditExportReceipt__Output | null);
}
