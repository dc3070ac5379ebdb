// Original file: proto/receipts/v1/receipts.proto

export const CuaNavVia = {
  CUA_NAV_VIA_UNSPECIFIED: 'CUA_NAV_VIA_UNSPECIFIED',
  CUA_NAV_VIA_LINK: 'CUA_NAV_VIA_LINK',
  CUA_NAV_VIA_ADDRESS_BAR: 'CUA_NAV_VIA_ADDRESS_BAR',
  CUA_NAV_VIA_REDIRECT: 'CUA_NAV_VIA_REDIRECT',
  CUA_NAV_VIA_HISTORY: 'CUA_NAV_VIA_HISTORY',
  CUA_NAV_VIA_FORM_SUBMIT: 'CUA_NAV_VIA_FORM_SUBMIT',
} as const;

export type CuaNavVia =
  | 'CUA_NAV_VIA_UNSPECIFIED'
  | 0
  | 'CUA_NAV_VIA_LINK'
  | 1
  | 'CUA_NAV_VIA_ADDRESS_BAR'
  | 2
  | 'CUA_NAV_VIA_REDIRECT'
  | 3
  | 'CUA_NAV_VIA_HISTORY'
  | 4
  | 'CUA_NAV_VIA_FORM_SUBMIT'
  | 5

export type CuaNavVia__Output = typeof CuaNavVia[keyof typeof CuaNavVia]
