// Original file: proto/billing/v1/billing.proto


export interface RecordUsageResponse {
  'written'?: (number);
  'duplicates'?: (number);
}

export interface RecordUsageResponse__Output {
  'written': (number);
  'duplicates': (number);
}
