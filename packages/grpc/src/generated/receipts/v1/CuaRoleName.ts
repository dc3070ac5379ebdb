// Original file: proto/receipts/v1/receipts.proto


export interface CuaRoleName {
  'name'?: (string);
  'role'?: (string);
}

export interface CuaRoleName__Output {
  'name': (string);
  'role': (string);
}
