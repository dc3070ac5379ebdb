// Original file: proto/receipts/v1/receipts.proto


export interface CuaBBox {
  'h'?: (number);
  'w'?: (number);
  'x'?: (number);
  'y'?: (number);
}

export interface CuaBBox__Output {
  'h': (number);
  'w': (number);
  'x': (number);
  'y': (number);
}
