// Original file: proto/memory/v1/memory.proto

export const QuarantineClass = {
  QUARANTINE_CLASS_UNSPECIFIED: 'QUARANTINE_CLASS_UNSPECIFIED',
  QUARANTINE_CLASS_CLEAN: 'QUARANTINE_CLASS_CLEAN',
  QUARANTINE_CLASS_SHADOW: 'QUARANTINE_CLASS_SHADOW',
  QUARANTINE_CLASS_BLOCK: 'QUARANTINE_CLASS_BLOCK',
} as const;

export type QuarantineClass =
  | 'QUARANTINE_CLASS_UNSPECIFIED'
  | 0
  | 'QUARANTINE_CLASS_CLEAN'
  | 1
  | 'QUARANTINE_CLASS_SHADOW'
  | 2
  | 'QUARANTINE_CLASS_BLOCK'
  | 3

export type QuarantineClass__Output = typeof QuarantineClass[keyof typeof QuarantineClass]
