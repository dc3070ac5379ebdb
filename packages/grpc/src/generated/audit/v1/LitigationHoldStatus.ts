// Original file: proto/audit/v1/audit.proto

export const LitigationHoldStatus = {
  LITIGATION_HOLD_STATUS_UNSPECIFIED: 'LITIGATION_HOLD_STATUS_UNSPECIFIED',
  LITIGATION_HOLD_STATUS_ACTIVE: 'LITIGATION_HOLD_STATUS_ACTIVE',
  LITIGATION_HOLD_STATUS_RELEASED: 'LITIGATION_HOLD_STATUS_RELEASED',
} as const;

export type LitigationHoldStatus =
  | 'LITIGATION_HOLD_STATUS_UNSPECIFIED'
  | 0
  | 'LITIGATION_HOLD_STATUS_ACTIVE'
  | 1
  | 'LITIGATION_HOLD_STATUS_RELEASED'
  | 2

export type LitigationHoldStatus__Output = typeof LitigationHoldStatus[keyof typeof LitigationHoldStatus]
