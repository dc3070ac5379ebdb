// Original file: proto/audit/v1/ingest.proto

import type { Long } from '@grpc/proto-loader';

export interface ActivityRecord {
  'id'?: (string);
  'request_id'?: (string);
  'actor_id'?: (string);
  'org_id'?: (string);
  'workspace_id'?: (string);
  'action'?: (string);
  'method'?: (string);
  'path'?: (string);
  'status'?: (number);
  'outcome'?: (string);
  'occurred_at_ms'?: (number | string | Long);
}

export interface ActivityRecord__Output {
  'id': (string);
  'request_id': (string);
  'actor_id': (string);
  'org_id': (string);
  'workspace_id': (string);
  'action': (string);
  'method': (string);
  'path': (string);
  'status': (number);
  'outcome': (string);
  'occurred_at_ms': (string);
}
