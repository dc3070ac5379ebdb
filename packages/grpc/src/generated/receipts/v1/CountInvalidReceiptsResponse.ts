// Original file: proto/receipts/v1/receipts.proto


export interface CountInvalidReceiptsResponse {
  'result'?: (string);
}

export interface CountInvalidReceiptsResponse__Output {
  'result': (string);
}
