// Original file: proto/receipts/v1/receipts.proto


export interface CuaPoint {
  'x'?: (number);
  'y'?: (number);
}

export interface CuaPoint__Output {
  'x': (number);
  'y': (number);
}
