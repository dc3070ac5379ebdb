// Original file: proto/billing/v1/billing.proto

import type { UsageRecord as _billing_v1_UsageRecord, UsageRecord__Output as _billing_v1_UsageRecord__Output } from '../../billing/v1/UsageRecord.ts';

export interface RecordUsageRequest {
  'records'?: (_billing_v1_UsageRecord)[];
}

export interface RecordUsageRequest__Output {
  'records': (_billing_v1_UsageRecord__Output)[];
}
