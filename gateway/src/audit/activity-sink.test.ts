import { describe, expect, it } from 'vitest';
import { toProtoActivity } from './activity-sink.ts';
import type { ActivityRecord } from './activity-recorder.ts';

const base: ActivityRecord = {
  id: '0190f5e2-7b1c-7a00-8000-000000000001',
  requestId: 'req-1',
  actorId: null,
  orgId: 'org_1',
  workspaceId: null,
  action: 'graphql.query',
  method: 'POST',
  path: '/graphql',
  status: 200,
  outcome: 'success',
  occurredAt: new Date(1_790_000_000_000),
};

describe('toProtoActivity', () => {
  it("cuts text to identity's bounds, replaces NUL, and sends nulls as empty strings", () => {
    const p = toProtoActivity({ ...base, path: `/a\u0000b${'x'.repeat(3000)}`, requestId: 'r\u0000'.repeat(200) });
    expect(p.path).toHaveLength(2048);
    expect(p.path!.startsWith('/a\uFFFDb')).toBe(true);
    expect(p.request_id).toHaveLength(256);
    expect(p.request_id).not.toContain('\u0000');
    expect(p).toMatchObject({ actor_id: '', workspace_id: '', org_id: 'org_1', occurred_at_ms: '1790000000000' });
  });
});
