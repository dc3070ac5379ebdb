/**
 * Wired path: a subgraph with <DOMAIN>_BACKEND_TARGET set calls its backend through the contract
 * in proto/<domain>/v1/. A scripted backend (grpc-js Server on an ephemeral port) implements the
 * contract and records what it receives. Proves: data flows through and is mapped to the GraphQL
 * shape; the tenant sent is always the caller's (from the SVC-* headers); page cursors are signed
 * for the caller's workspace and refused elsewhere; a backend that is down, slow, broken or does
 * not serve an operation yields a typed error and never invented data.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { AppError } from '@svc/core';
import { startSubgraph } from '@svc/subgraph-kit';
import { startFakeBackend, postGraphql, type FakeBackend, type TestCaller } from '@svc/subgraph-kit/testing';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { memorySubgraph } from '../../subgraphs/memory/src/subgraph.ts';
import { receiptsSubgraph } from '../../subgraphs/receipts/src/subgraph.ts';

const ALICE: TestCaller = { userId: 'usr_alice', orgId: 'org_a', workspaceId: 'ws_a' };
const BOB: TestCaller = { userId: 'usr_bob', orgId: 'org_b', workspaceId: 'ws_b' };
const KEY = { CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef' };
type Running = Awaited<ReturnType<typeof startSubgraph>>;

const auditEvent = (id: string, seq: string) => ({
  action: 'iam.user.login',
  actor_principal: 'orn:svc:iam:org_a:user/usr_alice',
  category: 'AUDIT_CATEGORY_AUTHENTICATION',
  chain_key: 'org_a/ws_a',
  content_hash: 'ab'.repeat(32),
  correlation_id: '',
  correlation_key: '',
  emitter_service: 'identity',
  id,
  is_system: false,
  label: 'Login',
  occurred_at: '2026-01-02T03:04:05Z',
  outcome: 'AUDIT_OUTCOME_SUCCESS',
  resource_orn: '',
  seq,
  verb_phrase: 'logged in',
});

describe('audit subgraph wired to an audit backend', () => {
  let backend: FakeBackend;
  let sg: Running;
  beforeAll(async () => {
    backend = await startFakeBackend('audit/v1/audit.proto', {
      'audit.v1.AuditService': {
        ListAuditEvents: (req) => {
          // A two-page keyset listing whose positions are the backend's own strings.
          const second = req.cursor === 'seq<2';
          return {
            result: {
              has_more: !second,
              next_cursor: second ? undefined : 'seq<2',
              total_count: '2',
              nodes: [
                auditEvent(
                  second ? '0190a1b2c3d4e5f60718293a4b5c6d01' : '0190a1b2c3d4e5f60718293a4b5c6d02',
                  second ? '1' : '2',
                ),
              ],
            },
          };
        },
        GetAuditEvent: (req) => ({
          result: req.id === '0190a1b2c3d4e5f60718293a4b5c6d02' ? auditEvent(req.id as string, '2') : undefined,
        }),
        // A broken backend: a required enum is left unset (UNSPECIFIED) in the reply.
        ListActivityEvents: () => ({
          result: [
            { action: 'GET', actor: 'usr_alice', id: 'x', resource: '/v1/models', timestamp: '2026-01-01T00:00:00Z' },
          ],
        }),
        ExportAuditEvents: () => {
          throw new AppError('SVC-AUDIT-7260');
        },
        // ListLitigationHolds is deliberately not implemented (UNIMPLEMENTED).
      },
    });
    sg = await startSubgraph(auditSubgraph, {
      AUDIT_PORT: '0',
      LOG_LEVEL: 'silent',
      AUDIT_BACKEND_TARGET: backend.target,
      ...KEY,
    });
  });
  afterAll(async () => {
    await sg?.stop();
    await backend?.stop();
  });

  const LIST =
    'query($c: String, $l: Int) { auditEvents(cursor: $c, limit: $l, category: AUTHENTICATION) { hasMore nextCursor totalCount nodes { id seq category outcome occurredAt isSystem } } }';

  it("serves the backend's data in the GraphQL shape, sending the caller's tenant and nothing from the arguments", async () => {
    const before = backend.calls.length;
    const r = await postGraphql(sg.port, LIST, { l: 500 }, ALICE);
    expect(r.errors).toBeUndefined();
    const page = r.data!.auditEvents as { hasMore: boolean; nextCursor: string; totalCount: string; nodes: unknown[] };
    expect(page).toMatchObject({
      hasMore: true,
      totalCount: '2',
      nodes: [
        {
          id: '0190a1b2c3d4e5f60718293a4b5c6d02',
          seq: '2',
          category: 'AUTHENTICATION',
          outcome: 'SUCCESS',
          occurredAt: '2026-01-02T03:04:05.000Z',
          isSystem: false,
        },
      ],
    });
    const call = backend.calls[before];
    expect(call.rpc).toBe('ListAuditEvents');
    expect(call.request.context).toMatchObject({ workspace_id: 'ws_a', org_id: 'org_a', user_id: 'usr_alice' });
    expect(call.request.category).toBe('AUDIT_CATEGORY_AUTHENTICATION');
    // limit 500 is clamped to the maximum page size before the backend sees it.
    expect(call.request.limit).toBe(200);
    expect(call.metadata['x-request-id']).toBe((call.request.context as { request_id: string }).request_id);
  });

  it("signs the backend's page position into an opaque cursor that only the same workspace can use", async () => {
    const first = await postGraphql(sg.port, LIST, {}, ALICE);
    const cursor = (first.data!.auditEvents as { nextCursor: string }).nextCursor;
    expect(cursor).not.toBe('seq<2');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const second = await postGraphql(sg.port, LIST, { c: cursor }, ALICE);
    expect(second.errors).toBeUndefined();
    expect(backend.calls.at(-1)!.request.cursor).toBe('seq<2');
    expect(second.data!.auditEvents).toMatchObject({ hasMore: false, nextCursor: null, nodes: [{ seq: '1' }] });

    // Another workspace presenting Alice's cursor, a forged one, or a raw backend position: 4003, no backend call.
    const calls = backend.calls.length;
    const forged = `${Buffer.from(JSON.stringify({ v: 1, w: 'ws_b', s: 'Query.auditEvents', p: 'seq<2' })).toString('base64url')}.${cursor.split('.')[1]}`;
    for (const [who, c] of [
      [BOB, cursor],
      [BOB, forged],
      [ALICE, 'seq<2'],
    ] as const) {
      const r = await postGraphql(sg.port, LIST, { c }, who);
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('SVC-VALID-4003');
    }
    expect(backend.calls.length).toBe(calls);
  });

  it('maps an unset nullable result to null (not found) and checks the id before asking', async () => {
    const r = await postGraphql(
      sg.port,
      '{ hit: auditEvent(id: "0190a1b2c3d4e5f60718293a4b5c6d02") { id } miss: auditEvent(id: "0190a1b2c3d4e5f60718293a4b5c6dff") { id } }',
      {},
      ALICE,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ hit: { id: '0190a1b2c3d4e5f60718293a4b5c6d02' }, miss: null });
    const calls = backend.calls.length;
    const bad = await postGraphql(sg.port, '{ auditEvent(id: "not-hex") { id } }', {}, ALICE);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'SVC-VALID-4005', argument: 'id' });
    expect(backend.calls.length).toBe(calls);
  });

  it('refuses a reply with a required field missing (SVC-SERVER-9004) rather than filling it in', async () => {
    const r = await postGraphql(sg.port, '{ activityEvents(limit: 5) { id timestamp outcome } }', {}, ALICE);
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('SVC-SERVER-9004');
  });

  it("passes the backend's own catalogue code through", async () => {
    const r = await postGraphql(
      sg.port,
      'mutation { exportAuditEvents(since: "2026-01-01T00:00:00Z", until: "2026-01-31T00:00:00Z") { exportId } }',
      {},
      ALICE,
    );
    expect(r.errors?.[0].extensions?.code).toBe('SVC-AUDIT-7260');
  });

  it('fails closed with the NOT-WIRED code for an operation the backend does not implement', async () => {
    const r = await postGraphql(sg.port, '{ litigationHolds { holdId } }', {}, ALICE);
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('SVC-AUDIT-NOT-WIRED');
  });

  it('still checks the caller first', async () => {
    const r = await postGraphql(sg.port, LIST, {}, null);
    expect(r.errors?.[0].extensions?.code).toBe('SVC-AUTH-1000');
  });
});

describe('memory subgraph wired to one of its backends (the attested memory gate)', () => {
  let amgate: FakeBackend;
  let sg: Running;
  const decision = (i: number) => ({
    allowed: i % 2 === 0,
    code: 'SVC-AMGATE-8500',
    decision_id: `d${i}`,
    key: `k${i}`,
    op: 'READ',
    reason: '',
    stage: 'POLICY',
    timestamp: '2026-01-01T00:00:00Z',
  });
  beforeAll(async () => {
    amgate = await startFakeBackend('memory/v1/memory.proto', {
      'memory.v1.AmgateService': {
        ListDecisions: (req) => ({
          result: { decisions: [decision(1), decision(2)], next_cursor: `after:${req.limit}` },
        }),
        Write: () => {
          throw new AppError('SVC-MEM-5254');
        },
      },
    });
    // Only the gate is deployed: the other memory backends stay unwired.
    sg = await startSubgraph(memorySubgraph, {
      MEMORY_PORT: '0',
      LOG_LEVEL: 'silent',
      MEMORY_AMGATE_BACKEND_TARGET: amgate.target,
      ...KEY,
    });
  });
  afterAll(async () => {
    await sg?.stop();
    await amgate?.stop();
  });

  const DECISIONS =
    'query($l: Int, $c: String) { amgateDecisions(limit: $l, cursor: $c) { nextCursor decisions { decisionId allowed stage } } }';

  it("serves decisions for the caller's workspace", async () => {
    const r = await postGraphql(sg.port, DECISIONS, { l: 2 }, BOB);
    expect(r.errors).toBeUndefined();
    expect((r.data!.amgateDecisions as { decisions: unknown[] }).decisions).toEqual([
      { decisionId: 'd1', allowed: false, stage: 'POLICY' },
      { decisionId: 'd2', allowed: true, stage: 'POLICY' },
    ]);
    expect(amgate.calls.at(-1)!.request.context).toMatchObject({
      workspace_id: 'ws_b',
      org_id: 'org_b',
      user_id: 'usr_bob',
    });
  });

  it.each([
    [0, 50],
    [null, 50],
    [1, 1],
    [200, 200],
    [201, 200],
    [100_000, 200],
    [-7, 1],
  ])('clamps the gated-decision page size %s to %s before the backend sees it', async (limit, sent) => {
    const r = await postGraphql(sg.port, DECISIONS, { l: limit }, ALICE);
    expect(r.errors).toBeUndefined();
    expect(amgate.calls.at(-1)!.request.limit).toBe(sent);
  });

  it('accepts an empty cursor as the first page and its own signed cursor for the next', async () => {
    const first = await postGraphql(sg.port, DECISIONS, { c: '' }, ALICE);
    expect(amgate.calls.at(-1)!.request.cursor).toBeUndefined();
    const next = (first.data!.amgateDecisions as { nextCursor: string }).nextCursor;
    await postGraphql(sg.port, DECISIONS, { c: next }, ALICE);
    expect(amgate.calls.at(-1)!.request.cursor).toBe('after:50');
  });

  it('keeps the unconfigured memory backends failing closed with their own codes', async () => {
    for (const [query, code] of [
      ['{ memoryEvents(limit: 5) { hasMore } }', 'SVC-OME-NOT-WIRED'],
      ['{ driftTrajectory(agentDid: "did:key:z6Mk") { truncated } }', 'SVC-DRIFT-NOT-WIRED'],
      ['{ retrievedFacts(query: "q") { factId } }', 'SVC-VERIFY-RETRIEVAL-NOT-WIRED'],
      ['mutation { exportMemoryArchive { archiveId } }', 'SVC-VERIFIED-MEMORY-NOT-WIRED'],
    ]) {
      const r = await postGraphql(sg.port, query, {}, ALICE);
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe(code);
    }
  });

  it('passes a domain refusal through (SVC-MEM-5254)', async () => {
    const r = await postGraphql(
      sg.port,
      'mutation { gatedMemoryWrite(key: "k", valueB64: "AA==") { committed } }',
      {},
      ALICE,
    );
    expect(r.errors?.[0].extensions?.code).toBe('SVC-MEM-5254');
  });

  it('answers SVC-SERVER-9001 and no data once the backend is down', async () => {
    const down = await startFakeBackend('memory/v1/memory.proto', {
      'memory.v1.AmgateService': { ListDecisions: () => ({ result: { decisions: [decision(9)] } }) },
    });
    const target = down.target;
    await down.stop();
    const orphan = await startSubgraph(memorySubgraph, {
      MEMORY_PORT: '0',
      LOG_LEVEL: 'silent',
      MEMORY_BACKEND_TARGET: target,
      ...KEY,
    });
    try {
      const r = await postGraphql(orphan.port, DECISIONS, {}, ALICE);
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('SVC-SERVER-9001');
    } finally {
      await orphan.stop();
    }
  });
});

describe('receipts subgraph: a windowed count is its own backend call', () => {
  let vir: FakeBackend;
  let sg: Running;
  beforeAll(async () => {
    vir = await startFakeBackend('receipts/v1/receipts.proto', {
      'receipts.v1.VirService': {
        ListReceipts: () => ({ result: { next_page_token: '', nodes: [] } }),
        CountReceipts: (req) => ({ result: req.since_ts ? '3' : '10' }),
        CountInvalidReceipts: () => ({ result: '1' }),
      },
    });
    sg = await startSubgraph(receiptsSubgraph, {
      RECEIPTS_PORT: '0',
      LOG_LEVEL: 'silent',
      RECEIPTS_VIR_BACKEND_TARGET: vir.target,
      ...KEY,
    });
  });
  afterAll(async () => {
    await sg?.stop();
    await vir?.stop();
  });

  it('resolves totalCount and invalidCount with their own windows', async () => {
    const r = await postGraphql(
      sg.port,
      '{ receipts(limit: 5) { nextPageToken all: totalCount recent: totalCount(sinceTs: "2026-01-01T00:00:00Z") invalidCount } }',
      {},
      ALICE,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ receipts: { nextPageToken: '', all: '10', recent: '3', invalidCount: '1' } });
    const counts = vir.calls.filter((c) => c.rpc.startsWith('Count'));
    expect(counts.every((c) => (c.request.context as { workspace_id: string }).workspace_id === 'ws_a')).toBe(true);
  });

  it("checks a count's window before asking", async () => {
    const r = await postGraphql(
      sg.port,
      '{ receipts { totalCount(sinceTs: "2026-02-01T00:00:00Z", untilTs: "2026-01-01T00:00:00Z") } }',
      {},
      ALICE,
    );
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'SVC-VALID-4000', argument: 'sinceTs' });
  });
});
