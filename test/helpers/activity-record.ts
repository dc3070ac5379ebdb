import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@svc/core';
import type { ProtoActivityRecord } from '@svc/grpc';

/**
 * One activity record as the gateway sends it to identity's AppendActivity (a GraphQL query that
 * succeeded, observed now), with a fresh id and request id; `over` sets the caller or anything else.
 */
export function activityRecord(over: Partial<ProtoActivityRecord> = {}): ProtoActivityRecord {
  return {
    id: uuidv7(),
    request_id: `req-${randomUUID()}`,
    actor_id: '',
    org_id: '',
    workspace_id: '',
    action: 'graphql.query',
    method: 'POST',
    path: '/graphql',
    status: 200,
    outcome: 'success',
    occurred_at_ms: String(Date.now()),
    ...over,
  };
}
