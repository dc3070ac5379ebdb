// Original file: proto/audit/v1/audit.proto

export const ActivityOutcome = {
  ACTIVITY_OUTCOME_UNSPECIFIED: 'ACTIVITY_OUTCOME_UNSPECIFIED',
  ACTIVITY_OUTCOME_SUCCESS: 'ACTIVITY_OUTCOME_SUCCESS',
  ACTIVITY_OUTCOME_FAILURE: 'ACTIVITY_OUTCOME_FAILURE',
} as const;

export type ActivityOutcome =
  | 'ACTIVITY_OUTCOME_UNSPECIFIED'
  | 0
  | 'ACTIVITY_OUTCOME_SUCCESS'
  | 1
  | 'ACTIVITY_OUTCOME_FAILURE'
  | 2

export type ActivityOutcome__Output = typeof ActivityOutcome[keyof typeof ActivityOutcome]
