// Original file: proto/audit/v1/audit.proto

import type { AuditEventNode as _audit_v1_AuditEventNode, AuditEventNode__Output as _audit_v1_AuditEventNode__Output } from '../../audit/v1/AuditEventNode.ts';

export interface AuditEventsPage {
  'has_more'?: (boolean);
  'next_cursor'?: (string);
  'nodes'?: (_audit_v1_AuditEventNode)[];
  'total_count'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface AuditEventsPage__Output {
  'has_more': (boolean);
  'next_cursor'?: (string);
  'nodes': (_audit_v1_AuditEventNode__Output)[];
  'total_count': (string);
  '_next_cursor'?: "next_cursor";
}
