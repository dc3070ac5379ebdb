// Original file: proto/compliance/v1/compliance.proto

export const OtccDeterminismClass = {
  OTCC_DETERMINISM_CLASS_UNSPECIFIED: 'OTCC_DETERMINISM_CLASS_UNSPECIFIED',
  OTCC_DETERMINISM_CLASS_EXACT: 'OTCC_DETERMINISM_CLASS_EXACT',
  OTCC_DETERMINISM_CLASS_TOLERANCE: 'OTCC_DETERMINISM_CLASS_TOLERANCE',
} as const;

export type OtccDeterminismClass =
  | 'OTCC_DETERMINISM_CLASS_UNSPECIFIED'
  | 0
  | 'OTCC_DETERMINISM_CLASS_EXACT'
  | 1
  | 'OTCC_DETERMINISM_CLASS_TOLERANCE'
  | 2

export type OtccDeterminismClass__Output = typeof OtccDeterminismClass[keyof typeof OtccDeterminismClass]
