// Original file: proto/audit/v1/audit.proto

import type { SabExportReceipt as _audit_v1_SabExportReceipt, SabExportReceipt__Output as _audit_v1_SabExportReceipt__Output } from '../../audit/v1/SabExportReceipt.ts';

export interface ExportSubjectAccessBundleResponse {
  'result'?: (_audit_v1_SabExportReceipt | null);
}

export interface ExportSubjectAccessBundleResponse__Output {
  'result': (_audit_v1_SabExportReceipt__Output | null);
}
