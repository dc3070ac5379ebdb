// Original file: proto/audit/v1/audit.proto

import type { AuditEventNode as _audit_v1_AuditEventNode, AuditEventNode__Output as _audit_v1_AuditEventNode__Output } from '../../audit/v1/AuditEventNode.ts';

export interface GetAuditEventResponse {
  'result'?: (_audit_v1_AuditEventNode | null);
}

export interface GetAuditEventResponse__Output {
  'result': (_audit_v1_AuditEventNode__Output | null);
}
