/**
 * Only identity signs the audit trail (docs/adr/007-service-audit-appends.md), on the platform as
 * the harness starts it: an event subscription created through the gateway reaches the workspace's
 * chain through agents' outbox, its relay and identity's AppendServiceEvents (emitted as `agents`,
 * signed by identity, and an export of it verifies offline against the trusted keys); the
 * gateway's activity records reach identity's table through AppendActivity and read back through
 * `activityEvents`; the agents and gateway processes run with no audit key folder (nor, for the
 * gateway, a database or key folder) in their environment or configuration; and identity refuses a
 * wrong secret, an action outside the caller's namespace, and activity from anyone but the gateway.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { PrismaClient } from '../../identity/src/db.ts';
import { createAuditIngestClient, type AuditIngestApi } from '@svc/grpc';
import { FileKeyProvider } from '@svc/identity';
import { AUDIT_ACTIONS } from '../../identity/src/audit/catalogue.ts';
import { EXPORT_PATH_PREFIX } from '../../identity/src/audit/export/presigned-url.ts';
import { verifyExport } from '../../identity/src/audit/export/export-verification.ts';
import { FileAuditKeyProvider } from '../../identity/src/audit/index.ts';
import { EXPORT_PATH_PREFIX as GATEWAY_EXPORT_PATH_PREFIX } from '../../gateway/src/routes/api-listener.ts';
import { gatewaySchema } from '../../gateway/src/config.ts';
import { loadAgentsConfig } from '../../subgraphs/agents/src/config.ts';
import { AGENTS_AUDIT_ACTIONS } from '../../subgraphs/agents/src/events/audit-event.ts';
import { AUDIT_WIRE_ACTION_NAMES } from '../../subgraphs/agents/src/events/audit-wire-actions.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import { freePort, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';

let p: Platform;
let prisma: PrismaClient;
let rx: Receiver;
let token: string;
let t: TestTenant;
const clients: AuditIngestApi[] = [];

beforeAll(async () => {
  rx = await startReceiver();
  p = await startPlatform(
    {
      // One process per subgraph: the test reads each process's own environment.
      SUBGRAPHS_MODE: 'separate',
      EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      AUDIT_RELAY_INTERVAL_MS: '50',
      AUDIT_FLUSH_INTERVAL_MS: '50',
    },
    // No other platform's relays may take this one's outbox rows: the test reads where they went.
    { ownDatabase: true },
  );
  prisma = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 2 });
  // A tenant of its own: its chain holds only this run's events, signed by this run's keys.
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  t = await createTestTenant(prisma, {
    secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
    role: 'ORG_ADMIN',
    scopes: [
      'svc:agents:event_subscription:create',
      'svc:audit:event:export',
      'svc:audit:activity:read',
      'svc:iam:user:read',
    ],
  });
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  token = ((await r.json()) as { access_token: string }).access_token;
}, 400_000);
afterAll(async () => {
  for (const c of clients) c.close();
  await p?.stop();
  await prisma?.$disconnect();
  await rx?.close();
});

async function gql(query: string, variables: Record<string, unknown> = {}, requestId?: string) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
}
const ingest = (service: string, secret: string) => {
  const c = createAuditIngestClient(`127.0.0.1:${p.ports.identityGrpc}`, { service, secret });
  clients.push(c);
  return c;
};
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));
/** The process's environment as the kernel holds it (what it was started with). */
const environOf = (name: string): Record<string, string> => {
  const pid = p.children.find((c) => c.spec.name === name)!.child.pid!;
  return Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
};

describe('agents and the gateway append through identity', () => {
  it('a subscription created through the gateway reaches the chain, emitted as agents and signed by identity; its export verifies offline', async () => {
    const created = await gql('mutation($i: EventSubscriptionInput!) { createEventSubscription(input: $i) { id } }', {
      i: { destinationUrl: rx.url(`/boundaries-${randomUUID()}`), eventTypes: ['webhook.test'], transport: 'WEBHOOK' },
    });
    expect(created.errors).toBeUndefined();
    const orn = `event_subscription/${created.data!.createEventSubscription.id}`;
    await vi.waitFor(async () => expect(await prisma.auditEvent.count({ where: { resourceOrn: orn } })).toBe(1), {
      timeout: 20_000,
      interval: 100,
    });
    const e = (await prisma.auditEvent.findFirst({ where: { resourceOrn: orn } }))!;
    expect(e).toMatchObject({
      action: 'events.subscription.created',
      category: 'CONFIGURATION',
      emitterService: 'agents',
      outcome: 'SUCCESS',
      organizationId: t.orgId,
      workspaceId: t.workspaceId,
      actorPrincipal: `user/${t.userId}`,
    });
    // Sent and deleted from agents' outbox once identity appended it.
    await vi.waitFor(
      async () =>
        expect(
          (
            await prisma.$queryRaw<
              { n: number }[]
            >`SELECT count(*)::int AS n FROM "events"."audit_outbox" WHERE "resource_orn" = ${orn}`
          )[0]!.n,
        ).toBe(0),
      { timeout: 10_000 },
    );

    const x = await gql(
      'mutation($s: DateTime!, $u: DateTime!) { exportAuditEvents(since: $s, until: $u) { nEvents presignedUrl } }',
      { s: new Date(Date.now() - 3_600_000).toISOString(), u: new Date(Date.now() + 60_000).toISOString() },
    );
    expect(x.errors).toBeUndefined();
    // The public URL keeps its shape; the gateway proxies it to identity, which verifies and serves it.
    const url = new URL(x.data!.exportAuditEvents.presignedUrl);
    expect(url.pathname.startsWith(EXPORT_PATH_PREFIX)).toBe(true);
    const zip = await fetch(`${p.api}${url.pathname}${url.search}`);
    expect(zip.status).toBe(200);
    const trusted = new Set(
      new FileAuditKeyProvider(p.env.AUDIT_KEYS_DIR || p.env.KEYS_DIR!).allKeys().map((k) => k.publicKeyHex),
    );
    const verdict = verifyExport(new Uint8Array(await zip.arrayBuffer()), { trustedKeys: trusted });
    expect(
      verdict,
      JSON.stringify(verdict, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).toMatchObject({
      ok: true,
      chainKey: `${t.orgId}/${t.workspaceId}`,
    });
    // Altered: refused by identity with the same typed 403, through the gateway.
    const bad = await fetch(
      `${p.api}${url.pathname}${url.search.replace(/sig=([0-9a-f])/, (_m, c) => `sig=${c === '0' ? '1' : '0'}`)}`,
    );
    expect(bad.status).toBe(403);
    expect((await bad.json()).error.code).toBe('SVC-AUTH-1008');
  });

  it("the gateway's activity records reach identity's table and read back through activityEvents", async () => {
    const requestId = `boundaries-${randomUUID()}`;
    expect((await gql('{ me { id } }', {}, requestId)).errors).toBeUndefined();
    await vi.waitFor(
      async () => expect(await prisma.activityRecord.findMany({ where: { requestId } })).toHaveLength(1),
      { timeout: 20_000, interval: 100 },
    );
    const [r] = await prisma.activityRecord.findMany({ where: { requestId } });
    expect(r).toMatchObject({
      orgId: t.orgId,
      workspaceId: t.workspaceId,
      method: 'POST',
      path: '/graphql',
      status: 200,
      outcome: 'success',
    });
    const read = await gql('{ activityEvents(limit: 50) { id requestId } }');
    expect(read.errors).toBeUndefined();
    expect((read.data!.activityEvents as { requestId: string }[]).map((a) => a.requestId)).toContain(requestId);
  });
});

describe('activity is best-effort', () => {
  it('a batch identity refuses is retried, then dropped and counted; the gateway keeps serving', async () => {
    const [api, auth, metrics] = [await freePort(), await freePort(), await freePort()];
    // A replica whose secret identity does not know: every send is refused.
    await p.spawn(
      { ...p.spec('gateway'), name: 'gateway-refused', readyUrl: `http://127.0.0.1:${api}/readyz` },
      {
        GATEWAY_API_PORT: String(api),
        GATEWAY_AUTH_PORT: String(auth),
        GATEWAY_METRICS_PORT: String(metrics),
        GATEWAY_AUDIT_APPEND_SECRET: 'x'.repeat(43),
        AUDIT_FLUSH_INTERVAL_MS: '20',
        AUDIT_RETRY_BASE_MS: '20',
        AUDIT_RETRY_MAX_MS: '40',
        AUDIT_MAX_ATTEMPTS: '2',
      },
    );
    const requestId = `refused-${randomUUID()}`;
    const r = await fetch(`http://127.0.0.1:${api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': requestId },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(r.status).toBe(200);
    const undelivered = async () =>
      Number(
        /svc_gateway_audit_undelivered_total\{service="gateway"\} (\d+)/.exec(
          await (await fetch(`http://127.0.0.1:${metrics}/metrics`)).text(),
        )?.[1] ?? 0,
      );
    await vi.waitFor(async () => expect(await undelivered()).toBeGreaterThanOrEqual(1), {
      timeout: 20_000,
      interval: 100,
    });
    // The log line is written asynchronously, after the counter moves: wait for it too.
    await expect
      .poll(() => p.output.get('gateway-refused'), { timeout: 10_000 })
      .toContain('activity records dropped: identity did not take them');
    expect(await prisma.activityRecord.count({ where: { requestId } })).toBe(0);
    expect((await fetch(`http://127.0.0.1:${api}/healthz`)).status).toBe(200);
  });
});

describe('no process but identity holds the audit keys', () => {
  it('agents and the gateway start with no audit key folder; the gateway with no database or key folder; each with its own secret only', () => {
    const gateway = environOf('gateway');
    const agents = environOf('agents');
    for (const [name, env] of [
      ['gateway', gateway],
      ['agents', agents],
    ] as const) {
      expect(env.AUDIT_KEYS_DIR, name).toBeUndefined();
      expect(env.AUDIT_EXPORT_DIR, name).toBeUndefined();
      expect(env.BILLING_AUDIT_APPEND_SECRET, name).toBeUndefined();
    }
    expect(gateway.DATABASE_URL).toBeUndefined();
    expect(gateway.KEYS_DIR).toBeUndefined();
    expect(gateway.AGENTS_AUDIT_APPEND_SECRET).toBeUndefined();
    expect(gateway.GATEWAY_AUDIT_APPEND_SECRET).toBe(p.env.GATEWAY_AUDIT_APPEND_SECRET);
    expect(agents.GATEWAY_AUDIT_APPEND_SECRET).toBeUndefined();
    expect(agents.AGENTS_AUDIT_APPEND_SECRET).toBe(p.env.AGENTS_AUDIT_APPEND_SECRET);
    // Nor does their configuration know of one.
    expect(
      Object.keys(gatewaySchema).filter((k) => /KEYS_DIR|DATABASE_URL|AUDIT_EXPORT_DIR|AUDIT_OBJECT_STORE/.test(k)),
    ).toEqual([]);
    expect(Object.keys(loadAgentsConfig(agents)).filter((k) => /AUDIT_KEYS_DIR/.test(k))).toEqual([]);
  });

  it('identity refuses a wrong secret, an action outside the namespace, and activity from anyone but the gateway', async () => {
    const event = {
      idempotency_key: `t-${randomUUID()}`,
      org_id: t.orgId,
      workspace_id: t.workspaceId,
      action: 'events.subscription.created',
      outcome: 'SUCCESS',
      actor_principal: 'user/usr_dev_admin',
      resource_orn: 'event_subscription/x',
      correlation_key: '',
      details_json: '',
    };
    const agents = ingest('agents', p.env.AGENTS_AUDIT_APPEND_SECRET!);
    expect(
      codeOf(
        await ingest('agents', p.env.GATEWAY_AUDIT_APPEND_SECRET!)
          .appendServiceEvents([event])
          .catch((e) => e),
      ),
    ).toBe('SVC-AUDIT-APPEND-UNAUTHENTICATED');
    expect(
      codeOf(await agents.appendServiceEvents([{ ...event, action: 'billing.budget.created' }]).catch((e) => e)),
    ).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    expect(codeOf(await agents.appendServiceEvents([{ ...event, action: 'apikey.revoked' }]).catch((e) => e))).toBe(
      'SVC-AUDIT-APPEND-FORBIDDEN',
    );
    // The gateway has no audit namespace: it sends activity only.
    const gateway = ingest('gateway', p.env.GATEWAY_AUDIT_APPEND_SECRET!);
    expect(codeOf(await gateway.appendServiceEvents([event]).catch((e) => e))).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    const record = {
      id: '0190f1a2-0000-7000-8000-000000000001',
      request_id: `t-${randomUUID()}`,
      actor_id: '',
      org_id: '',
      workspace_id: '',
      action: 'x',
      method: 'GET',
      path: '/',
      status: 200,
      outcome: 'success',
      occurred_at_ms: String(Date.now()),
    };
    expect(codeOf(await agents.appendActivity([record]).catch((e) => e))).toBe('SVC-AUDIT-APPEND-FORBIDDEN');
    expect(
      codeOf(
        await ingest('gateway', 'w'.repeat(43))
          .appendActivity([record])
          .catch((e) => e),
      ),
    ).toBe('SVC-AUDIT-APPEND-UNAUTHENTICATED');
    expect(codeOf(await gateway.appendActivity([{ ...record, outcome: 'maybe' }]).catch((e) => e))).toBe(
      'SVC-VALID-4000',
    );
    expect(await prisma.activityRecord.count({ where: { requestId: record.request_id } })).toBe(0);
    // Nothing refused reached the chain.
    expect(
      await prisma.auditEvent.count({ where: { organizationId: t.orgId, resourceOrn: 'event_subscription/x' } }),
    ).toBe(0);
    // The right credential and namespace append (the namespace is agents' own constants).
    expect((await agents.appendServiceEvents([event]))[0]).toMatchObject({
      duplicate: false,
      chain_key: `${t.orgId}/${t.workspaceId}`,
    });
  });
});

describe("agents' own constants match identity's catalogue", () => {
  it('every action agents appends is catalogued under events.*, and its wire-type list is the catalogue', () => {
    for (const a of AGENTS_AUDIT_ACTIONS) expect(Object.hasOwn(AUDIT_ACTIONS, a), a).toBe(true);
    expect(
      Object.keys(AUDIT_ACTIONS)
        .filter((a) => a.startsWith('events.'))
        .sort(),
    ).toEqual([...AGENTS_AUDIT_ACTIONS].sort());
    expect([...AUDIT_WIRE_ACTION_NAMES].sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    expect(GATEWAY_EXPORT_PATH_PREFIX).toBe(EXPORT_PATH_PREFIX);
  });
});
