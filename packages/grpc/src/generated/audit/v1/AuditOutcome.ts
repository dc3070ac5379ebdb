// Original file: proto/audit/v1/audit.proto

export const AuditOutcome = {
  AUDIT_OUTCOME_UNSPECIFIED: 'AUDIT_OUTCOME_UNSPECIFIED',
  AUDIT_OUTCOME_SUCCESS: 'AUDIT_OUTCOME_SUCCESS',
  AUDIT_OUTCOME_FAILURE: 'AUDIT_OUTCOME_FAILURE',
  AUDIT_OUTCOME_ERROR: 'AUDIT_OUTCOME_ERROR',
  AUDIT_OUTCOME_DENIED: 'AUDIT_OUTCOME_DENIED',
} as const;

export type AuditOutcome =
  | 'AUDIT_OUTCOME_UNSPECIFIED'
  | 0
  | 'AUDIT_OUTCOME_SUCCESS'
  | 1
  | 'AUDIT_OUTCOME_FAILURE'
  | 2
  | 'AUDIT_OUTCOME_ERROR'
  | 3
  | 'AUDIT_OUTCOME_DENIED'
  | 4

export type AuditOutcome__Output = typeof AuditOutcome[keyof typeof AuditOutcome]
