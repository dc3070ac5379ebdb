// Original file: proto/audit/v1/ingest.proto

import type { ServiceAuditEvent as _audit_v1_ServiceAuditEvent, ServiceAuditEvent__Output as _audit_v1_ServiceAuditEvent__Output } from '../../audit/v1/ServiceAuditEvent.ts';

export interface AppendServiceEventsRequest {
  'events'?: (_audit_v1_ServiceAuditEvent)[];
}

export interface AppendServiceEventsRequest__Output {
  'events': (_audit_v1_ServiceAuditEvent__Output)[];
}
