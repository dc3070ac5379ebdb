// Original file: proto/compliance/v1/compliance.proto

export const PmmWindowStatus = {
  PMM_WINDOW_STATUS_UNSPECIFIED: 'PMM_WINDOW_STATUS_UNSPECIFIED',
  PMM_WINDOW_STATUS_OPEN: 'PMM_WINDOW_STATUS_OPEN',
  PMM_WINDOW_STATUS_SEALED: 'PMM_WINDOW_STATUS_SEALED',
  PMM_WINDOW_STATUS_BLOCKED: 'PMM_WINDOW_STATUS_BLOCKED',
} as const;

export type PmmWindowStatus =
  | 'PMM_WINDOW_STATUS_UNSPECIFIED'
  | 0
  | 'PMM_WINDOW_STATUS_OPEN'
  | 1
  | 'PMM_WINDOW_STATUS_SEALED'
  | 2
  | 'PMM_WINDOW_STATUS_BLOCKED'
  | 3

export type PmmWindowStatus__Output = typeof PmmWindowStatus[keyof typeof PmmWindowStatus]
