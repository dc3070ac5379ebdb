// Original file: proto/receipts/v1/receipts.proto


export interface StringList {
  'items'?: (string)[];
}

export interface StringList__Output {
  'items': (string)[];
}
