// Original file: proto/billing/v1/billing.proto


export interface CommittedSpendResponse {
  'microcents'?: (string);
}

export interface CommittedSpendResponse__Output {
  'microcents': (string);
}
