// Original file: proto/audit/v1/ingest.proto

import type { ActivityRecord as _audit_v1_ActivityRecord, ActivityRecord__Output as _audit_v1_ActivityRecord__Output } from '../../audit/v1/ActivityRecord.ts';

export interface AppendActivityRequest {
  'records'?: (_audit_v1_ActivityRecord)[];
}

export interface AppendActivityRequest__Output {
  'records': (_audit_v1_ActivityRecord__Output)[];
}
