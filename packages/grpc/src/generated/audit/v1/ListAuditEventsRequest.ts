// Original file: proto/audit/v1/audit.proto

import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from '../../audit/v1/RequestContext.ts';
import type { AuditCategory as _audit_v1_AuditCategory, AuditCategory__Output as _audit_v1_AuditCategory__Output } from '../../audit/v1/AuditCategory.ts';
import type { AuditOutcome as _audit_v1_AuditOutcome, AuditOutcome__Output as _audit_v1_AuditOutcome__Output } from '../../audit/v1/AuditOutcome.ts';

export interface ListAuditEventsRequest {
  'context'?: (_audit_v1_RequestContext | null);
  'cursor'?: (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  'category'?: (_audit_v1_AuditCategory);
  'outcome'?: (_audit_v1_AuditOutcome);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
  '_category'?: "category";
  '_outcome'?: "outcome";
}

export interface ListAuditEventsRequest__Output {
  'context': (_audit_v1_RequestContext__Output | null);
  'cursor'?: (string);
  'limit'?: (number);
  'since'?: (string);
  'until'?: (string);
  'category'?: (_audit_v1_AuditCategory__Output);
  'outcome'?: (_audit_v1_AuditOutcome__Output);
  '_cursor'?: "cursor";
  '_limit'?: "limit";
  '_since'?: "since";
  '_until'?: "until";
  '_category'?: "category";
  '_outcome'?: "outcome";
}
