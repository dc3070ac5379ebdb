// Original file: proto/receipts/v1/receipts.proto

export const CuaRiskClass = {
  CUA_RISK_CLASS_UNSPECIFIED: 'CUA_RISK_CLASS_UNSPECIFIED',
  CUA_RISK_CLASS_LOW: 'CUA_RISK_CLASS_LOW',
  CUA_RISK_CLASS_MEDIUM: 'CUA_RISK_CLASS_MEDIUM',
  CUA_RISK_CLASS_HIGH: 'CUA_RISK_CLASS_HIGH',
  CUA_RISK_CLASS_CRITICAL: 'CUA_RISK_CLASS_CRITICAL',
} as const;

export type CuaRiskClass =
  | 'CUA_RISK_CLASS_UNSPECIFIED'
  | 0
  | 'CUA_RISK_CLASS_LOW'
  | 1
  | 'CUA_RISK_CLASS_MEDIUM'
  | 2
  | 'CUA_RISK_CLASS_HIGH'
  | 3
  | 'CUA_RISK_CLASS_CRITICAL'
  | 4

export type CuaRiskClass__Output = typeof CuaRiskClass[keyof typeof CuaRiskClass]
