// Original file: proto/receipts/v1/receipts.proto

export const CuaTimeSource = {
  CUA_TIME_SOURCE_UNSPECIFIED: 'CUA_TIME_SOURCE_UNSPECIFIED',
  CUA_TIME_SOURCE_RFC3161_TSA: 'CUA_TIME_SOURCE_RFC3161_TSA',
  CUA_TIME_SOURCE_ROUGHTIME: 'CUA_TIME_SOURCE_ROUGHTIME',
  CUA_TIME_SOURCE_LOCAL_CLOCK: 'CUA_TIME_SOURCE_LOCAL_CLOCK',
} as const;

export type CuaTimeSource =
  | 'CUA_TIME_SOURCE_UNSPECIFIED'
  | 0
  | 'CUA_TIME_SOURCE_RFC3161_TSA'
  | 1
  | 'CUA_TIME_SOURCE_ROUGHTIME'
  | 2
  | 'CUA_TIME_SOURCE_LOCAL_CLOCK'
  | 3

export type CuaTimeSource__Output = typeof CuaTimeSource[keyof typeof CuaTimeSource]
