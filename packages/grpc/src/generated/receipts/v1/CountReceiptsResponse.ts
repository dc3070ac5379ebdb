// Original file: proto/receipts/v1/receipts.proto


export interface CountReceiptsResponse {
  'result'?: (string);
}

export interface CountReceiptsResponse__Output {
  'result': (string);
}
