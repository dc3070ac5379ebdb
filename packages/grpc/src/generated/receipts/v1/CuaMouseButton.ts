// Original file: proto/receipts/v1/receipts.proto

export const CuaMouseButton = {
  CUA_MOUSE_BUTTON_UNSPECIFIED: 'CUA_MOUSE_BUTTON_UNSPECIFIED',
  CUA_MOUSE_BUTTON_LEFT: 'CUA_MOUSE_BUTTON_LEFT',
  CUA_MOUSE_BUTTON_MIDDLE: 'CUA_MOUSE_BUTTON_MIDDLE',
  CUA_MOUSE_BUTTON_RIGHT: 'CUA_MOUSE_BUTTON_RIGHT',
} as const;

export type CuaMouseButton =
  | 'CUA_MOUSE_BUTTON_UNSPECIFIED'
  | 0
  | 'CUA_MOUSE_BUTTON_LEFT'
  | 1
  | 'CUA_MOUSE_BUTTON_MIDDLE'
  | 2
  | 'CUA_MOUSE_BUTTON_RIGHT'
  | 3

export type CuaMouseButton__Output = typeof CuaMouseButton[keyof typeof CuaMouseButton]
