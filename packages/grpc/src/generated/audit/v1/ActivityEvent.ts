// Original file: proto/audit/v1/audit.proto

import type { ActivityOutcome as _audit_v1_ActivityOutcome, ActivityOutcome__Output as _audit_v1_ActivityOutcome__Output } from '../../audit/v1/ActivityOutcome.ts';

export interface ActivityEvent {
  'action'?: (string);
  'actor'?: (string);
  'id'?: (string);
  'outcome'?: (_audit_v1_ActivityOutcome);
  'request_id'?: (string);
  'resource'?: (string);
  'status_code'?: (number);
  'timestamp'?: (string);
  '_request_id'?: "request_id";
  '_status_code'?: "status_code";
}

export interface ActivityEvent__Output {
  'action': (string);
  'actor': (string);
  'id': (string);
  'outcome': (_audit_v1_ActivityOutcome__Output);
  'request_id'?: (string);
  'resource': (string);
  'status_code'?: (number);
  'timestamp': (string);
  '_request_id'?: "request_id";
  '_status_code'?: "status_code";
}
