// Original file: proto/audit/v1/audit.proto

import type { ActivityEvent as _audit_v1_ActivityEvent, ActivityEvent__Output as _audit_v1_ActivityEvent__Output } from '../../audit/v1/ActivityEvent.ts';

export interface ListActivityEventsResponse {
  'result'?: (_audit_v1_ActivityEvent)[];
}

export interface ListActivityEventsResponse__Output {
  'result': (_audit_v1_ActivityEvent__Output)[];
}
