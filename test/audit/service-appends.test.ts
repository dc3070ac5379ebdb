/**
 * AppendServiceEvents (proto/audit/v1/ingest.proto) over identity's real gRPC port with the
 * platform's own client: a service authenticates with its per-service secret (identity holds only
 * the SHA-256), appends only catalogued actions of its own namespace to real tenants, once per
 * idempotency key (parallel retries too); every refusal is typed and appends nothing, and fuzzed
 * payloads never take identity down. The chain verifies afterwards. AppendActivity (the gateway's
 * activity records) on the same service: only the gateway, bounded records, a repeated id stored
 * once, fuzzed records typed.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuditIngestClient,
  type AuditIngestApi,
  type ProtoActivityRecord,
  type ProtoServiceAuditEvent,
} from '@svc/grpc';
import { uuidv7 } from '@svc/core';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { serviceSecretDigest as serviceSecretVerifier } from '@svc/grpc';
import { startTestIdentity } from '../helpers/identity.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { activityRecord } from '../helpers/activity-record.ts';

const BILLING_SECRET = randomBytes(32).toString('base64url');
const AGENTS_SECRET = randomBytes(32).toString('base64url');
const GATEWAY_SECRET = randomBytes(32).toString('base64url');

let id: Awaited<ReturnType<typeof startTestIdentity>>;
let t: TestTenant;
let other: TestTenant;
let billing: AuditIngestApi;
const clients: AuditIngestApi[] = [];
const client = (service: string, secret: string) => {
  const c = createAuditIngestClient(id.grpcTarget, { service, secret });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  id = await startTestIdentity({
    AUDIT_APPEND_SERVICES: `billing:${serviceSecretVerifier(BILLING_SECRET)},agents:${serviceSecretVerifier(AGENTS_SECRET)},gateway:${serviceSecretVerifier(GATEWAY_SECRET)}`,
    AUDIT_APPEND_MAX_EVENTS: '20',
    AUDIT_APPEND_MAX_ACTIVITY: '50',
  });
  t = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier });
  other = await createTestTenant(id.prisma, { secretVerifier: id.secretVerifier });
  billing = client('billing', BILLING_SECRET);
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.close();
  await id?.stop();
});

const event = (over: Partial<ProtoServiceAuditEvent> = {}): ProtoServiceAuditEvent => ({
  idempotency_key: `k-${randomBytes(8).toString('hex')}`,
  org_id: t.orgId,
  workspace_id: t.workspaceId,
  action: 'billing.budget.created',
  outcome: 'SUCCESS',
  actor_principal: `user/${t.userId}`,
  resource_orn: 'budget/b1',
  correlation_key: '',
  details_json: JSON.stringify({ mode: 'HARD', ceilingCents: '500' }),
  ...over,
});
const count = () => id.prisma.auditEvent.count({ where: { organizationId: { in: [t.orgId, other.orgId] } } });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'appended',
    (e: { code?: string }) => e.code ?? String(e),
  );

describe('AppendServiceEvents', () => {
  it('appends for an authenticated service: emitter is the caller, category from the catalogue, on the workspace chain', async () => {
    const e = event({ resource_orn: 'budget/first' });
    const [r] = await billing.appendServiceEvents([e]);
    expect(r).toMatchObject({
      idempotency_key: e.idempotency_key,
      duplicate: false,
      chain_key: `${t.orgId}/${t.workspaceId}`,
    });
    const row = await id.prisma.auditEvent.findUniqueOrThrow({ where: { id: r!.event_id } });
    expect(row).toMatchObject({
      action: 'billing.budget.created',
      category: 'BILLING',
      emitterService: 'billing',
      isSystem: false,
      resourceOrn: 'budget/first',
      details: { mode: 'HARD', ceilingCents: '500' },
    });
  });

  it('refuses an unauthenticated caller, a wrong secret and an unknown service; nothing appended', async () => {
    const before = await count();
    expect(await refusal(client('billing', '').appendServiceEvents([event()]))).toBe(
      'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    );
    expect(await refusal(client('billing', AGENTS_SECRET).appendServiceEvents([event()]))).toBe(
      'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    );
    expect(await refusal(client('billing', `${BILLING_SECRET}x`).appendServiceEvents([event()]))).toBe(
      'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    );
    expect(await refusal(client('inference', BILLING_SECRET).appendServiceEvents([event()]))).toBe(
      'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    );
    expect(await refusal(client('', '').appendServiceEvents([event()]))).toBe('SVC-AUDIT-APPEND-UNAUTHENTICATED');
    expect(await count()).toBe(before);
  });

  it("refuses actions outside the caller's namespace or the catalogue, and refuses the whole batch", async () => {
    const before = await count();
    const agents = client('agents', AGENTS_SECRET);
    expect(await refusal(agents.appendServiceEvents([event()]))).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    expect(await refusal(billing.appendServiceEvents([event({ action: 'apikey.created' })]))).toBe(
      'SVC-AUDIT-APPEND-FORBIDDEN',
    );
    expect(await refusal(billing.appendServiceEvents([event({ action: 'billing.budget.exploded' })]))).toBe(
      'SVC-AUDIT-APPEND-FORBIDDEN',
    );
    expect(
      await refusal(billing.appendServiceEvents([event(), event({ action: 'events.subscription.created' })])),
    ).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    expect(await count()).toBe(before);
  });

  it('refuses an unknown organization and a workspace of another organization', async () => {
    const before = await count();
    expect(await refusal(billing.appendServiceEvents([event({ org_id: 'org_doesnotexist', workspace_id: '' })]))).toBe(
      'SVC-AUDIT-APPEND-UNKNOWN-TENANT',
    );
    expect(await refusal(billing.appendServiceEvents([event({ workspace_id: other.workspaceId })]))).toBe(
      'SVC-AUDIT-APPEND-UNKNOWN-TENANT',
    );
    expect(await refusal(billing.appendServiceEvents([event(), event({ org_id: 'org_doesnotexist' })]))).toBe(
      'SVC-AUDIT-APPEND-UNKNOWN-TENANT',
    );
    expect(await count()).toBe(before);
  });

  it('refuses malformed and oversized payloads with SVC-VALID-4000', async () => {
    const before = await count();
    const bad: Partial<ProtoServiceAuditEvent>[] = [
      { idempotency_key: '' },
      { idempotency_key: 'x'.repeat(129) },
      { idempotency_key: 'has space' },
      { outcome: 'MAYBE' },
      { actor_principal: '' },
      { details_json: '{' },
      { details_json: '[1]' },
      { details_json: JSON.stringify({ nested: { a: 1 } }) },
      { details_json: JSON.stringify({ big: 'x'.repeat(9000) }) },
      { details_json: JSON.stringify(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i]))) },
      { resource_orn: 'x'.repeat(501) },
      { actor_principal: 'user/\u0000' },
    ];
    for (const b of bad)
      expect(await refusal(billing.appendServiceEvents([event(b)])), JSON.stringify(b).slice(0, 80)).toBe(
        'SVC-VALID-4000',
      );
    expect(await refusal(billing.appendServiceEvents([]))).toBe('SVC-VALID-4000');
    expect(await refusal(billing.appendServiceEvents(Array.from({ length: 21 }, () => event())))).toBe(
      'SVC-VALID-4000',
    );
    expect(await count()).toBe(before);
  });

  it('a retried idempotency key appends once, sequential and in parallel', async () => {
    const e = event({ resource_orn: 'budget/retried' });
    const first = await billing.appendServiceEvents([e]);
    const again = await billing.appendServiceEvents([e]);
    expect(first[0]!.duplicate).toBe(false);
    expect(again[0]).toMatchObject({ duplicate: true, event_id: '' });
    const p = event({ resource_orn: 'budget/parallel' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client('billing', BILLING_SECRET).appendServiceEvents([p, event({ ...p })])),
    );
    const fresh = answers.flat().filter((r) => !r.duplicate);
    expect(fresh).toHaveLength(1);
    expect(
      await id.prisma.auditEvent.count({ where: { organizationId: t.orgId, resourceOrn: 'budget/parallel' } }),
    ).toBe(1);
    expect(
      await id.prisma.auditEvent.count({ where: { organizationId: t.orgId, resourceOrn: 'budget/retried' } }),
    ).toBe(1);
    // The same key on another chain is another event.
    const elsewhere = await billing.appendServiceEvents([
      { ...p, org_id: other.orgId, workspace_id: other.workspaceId },
    ]);
    expect(elsewhere[0]!.duplicate).toBe(false);
  }, 60_000);

  it('fuzzed payloads never crash identity: each answered, typed, and a valid append still works', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom('', 'billing.budget.created', t.orgId, t.workspaceId, 'SUCCESS', '{}'),
    );
    const fuzzed = fc.record({
      idempotency_key: text,
      org_id: text,
      workspace_id: text,
      action: fc.oneof(text, fc.constantFrom('billing.budget.updated', 'billing.subscription.canceled')),
      outcome: text,
      actor_principal: text,
      resource_orn: text,
      correlation_key: text,
      details_json: fc.oneof(
        text,
        fc.json({ maxDepth: 3 }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
    });
    const allowed = new Set([
      'appended',
      'SVC-VALID-4000',
      'SVC-AUDIT-APPEND-FORBIDDEN',
      'SVC-AUDIT-APPEND-UNKNOWN-TENANT',
    ]);
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzed, { minLength: 1, maxLength: 4 }), async (events) => {
        expect(allowed.has(await refusal(billing.appendServiceEvents(events)))).toBe(true);
      }),
      { numRuns: 150 },
    );
    const [ok] = await billing.appendServiceEvents([event({ resource_orn: 'budget/after-fuzz' })]);
    expect(ok!.duplicate).toBe(false);
  }, 120_000);

  it('the tenant chain verifies from genesis afterwards', async () => {
    const r = await verifyLiveChain(new AuditEventRepository(id.prisma), `${t.orgId}/${t.workspaceId}`);
    expect(r.ok).toBe(true);
    expect(r.events).toBeGreaterThanOrEqual(3);
  });
});

describe('AppendActivity', () => {
  const record = (over: Partial<ProtoActivityRecord> = {}): ProtoActivityRecord =>
    activityRecord({ actor_id: t.userId, org_id: t.orgId, workspace_id: t.workspaceId, ...over });
  const stored = (requestIds: string[]) => id.prisma.activityRecord.count({ where: { requestId: { in: requestIds } } });

  it("stores the gateway's records once per id; empty strings are absent values", async () => {
    const gateway = client('gateway', GATEWAY_SECRET);
    const a = record();
    const b = record({ actor_id: '', org_id: '', workspace_id: '', status: 401, outcome: 'denied' });
    expect(await gateway.appendActivity([a, b])).toBe(2);
    expect(await gateway.appendActivity([a])).toBe(0);
    const back = await id.prisma.activityRecord.findUniqueOrThrow({ where: { id: b.id } });
    expect(back).toMatchObject({
      requestId: b.request_id,
      actorId: null,
      orgId: null,
      workspaceId: null,
      status: 401,
      outcome: 'denied',
      occurredAt: new Date(Number(b.occurred_at_ms)),
    });
  });

  it('refuses every service but the gateway, a wrong secret, and a batch over the bound, storing nothing', async () => {
    const r = record();
    expect(await refusal(client('billing', BILLING_SECRET).appendActivity([r]))).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    expect(await refusal(client('gateway', AGENTS_SECRET).appendActivity([r]))).toBe(
      'SVC-AUDIT-APPEND-UNAUTHENTICATED',
    );
    expect(
      await refusal(client('gateway', GATEWAY_SECRET).appendActivity(Array.from({ length: 51 }, () => record()))),
    ).toBe('SVC-VALID-4000');
    expect(await refusal(client('gateway', GATEWAY_SECRET).appendActivity([]))).toBe('SVC-VALID-4000');
    // Text PostgreSQL cannot store (NUL) is a typed refusal of the batch, not a failed insert.
    const nul = record({ path: '/graphql\u0000x' });
    expect(await refusal(client('gateway', GATEWAY_SECRET).appendActivity([nul]))).toBe('SVC-VALID-4000');
    expect(await stored([r.request_id, nul.request_id])).toBe(0);
  });

  it('fuzzed records are answered, typed, never stored when malformed; a valid batch still works', async () => {
    const gateway = client('gateway', GATEWAY_SECRET);
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 3000 }),
      fc.constantFrom('', 'GET', 'success', uuidv7()),
    );
    const fuzzed = fc.record({
      id: fc.oneof(text, fc.constant(uuidv7())),
      request_id: text,
      actor_id: text,
      org_id: text,
      workspace_id: text,
      action: text,
      method: text,
      path: text,
      // Any value the wire's int32 and int64 can carry (the client cannot encode others).
      status: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(200, 404)),
      outcome: fc.oneof(text, fc.constantFrom('success', 'failure', 'denied')),
      occurred_at_ms: fc
        .oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom(0n, BigInt(Date.now())))
        .map(String),
    });
    const allowed = new Set(['stored', 'SVC-VALID-4000']);
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzed, { minLength: 1, maxLength: 4 }), async (records) => {
        const got = await gateway.appendActivity(records).then(
          () => 'stored',
          (e: { code?: string; message?: string }) => e.code ?? String(e),
        );
        expect(allowed.has(got), `${got}: ${JSON.stringify(records).slice(0, 300)}`).toBe(true);
      }),
      { numRuns: 150 },
    );
    const ok = record();
    expect(await gateway.appendActivity([ok])).toBe(1);
  }, 120_000);
});
