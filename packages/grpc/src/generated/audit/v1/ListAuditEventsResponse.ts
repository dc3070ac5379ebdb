// Original file: proto/audit/v1/audit.proto

import type { AuditEventsPage as _audit_v1_AuditEventsPage, AuditEventsPage__Output as _audit_v1_AuditEventsPage__Output } from '../../audit/v1/AuditEventsPage.ts';

export interface ListAuditEventsResponse {
  'result'?: (_audit_v1_AuditEventsPage | null);
}

export interface ListAuditEventsResponse__Output {
  'result': (_audit_v1_AuditEventsPage__Output | null);
}
