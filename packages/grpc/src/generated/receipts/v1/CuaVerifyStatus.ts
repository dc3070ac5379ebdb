// Original file: proto/receipts/v1/receipts.proto

export const CuaVerifyStatus = {
  CUA_VERIFY_STATUS_UNSPECIFIED: 'CUA_VERIFY_STATUS_UNSPECIFIED',
  CUA_VERIFY_STATUS_VERIFIED: 'CUA_VERIFY_STATUS_VERIFIED',
  CUA_VERIFY_STATUS_UNVERIFIED: 'CUA_VERIFY_STATUS_UNVERIFIED',
  CUA_VERIFY_STATUS_INVALID: 'CUA_VERIFY_STATUS_INVALID',
} as const;

export type CuaVerifyStatus =
  | 'CUA_VERIFY_STATUS_UNSPECIFIED'
  | 0
  | 'CUA_VERIFY_STATUS_VERIFIED'
  | 1
  | 'CUA_VERIFY_STATUS_UNVERIFIED'
  | 2
  | 'CUA_VERIFY_STATUS_INVALID'
  | 3

export type CuaVerifyStatus__Output = typeof CuaVerifyStatus[keyof typeof CuaVerifyStatus]
