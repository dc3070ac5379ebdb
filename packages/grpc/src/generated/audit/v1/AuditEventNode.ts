// Original file: proto/audit/v1/audit.proto

import type { AuditCategory as _audit_v1_AuditCategory, AuditCategory__Output as _audit_v1_AuditCategory__Output } from '../../audit/v1/AuditCategory.ts';
import type { AuditOutcome as _audit_v1_AuditOutcome, AuditOutcome__Output as _audit_v1_AuditOutcome__Output } from '../../audit/v1/AuditOutcome.ts';

export interface AuditEventNode {
  'action'?: (string);
  'actor_principal'?: (string);
  'category'?: (_audit_v1_AuditCategory);
  'chain_key'?: (string);
  'content_hash'?: (string);
  'correlation_id'?: (string);
  'correlation_key'?: (string);
  'emitter_service'?: (string);
  'id'?: (string);
  'is_system'?: (boolean);
  'label'?: (string);
  'occurred_at'?: (string);
  'outcome'?: (_audit_v1_AuditOutcome);
  'resource_orn'?: (string);
  'seq'?: (string);
  'verb_phrase'?: (string);
}

export interface AuditEventNode__Output {
  'action': (string);
  'actor_principal': (string);
  'category': (_audit_v1_AuditCategory__Output);
  'chain_key': (string);
  'content_hash': (string);
  'correlation_id': (string);
  'correlation_key': (string);
  'emitter_service': (string);
  'id': (string);
  'is_system': (boolean);
  'label': (string);
  'occurred_at': (string);
  'outcome': (_audit_v1_AuditOutcome__Output);
  'resource_orn': (string);
  'seq': (string);
  'verb_phrase': (string);
}
