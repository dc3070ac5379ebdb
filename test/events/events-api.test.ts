/**
 * The agents subgraph's events API (ADR 011) over real gRPC, on a fresh real database, with the
 * callers' own code: who may call what; PublishEvents recorded once per event id; identity's
 * audit relay delivering an audited action's webhook, its subscribed-types cache dropped by
 * agents' change message; inference's private endpoint cache (warm: no call per request; a
 * retired endpoint gone at agents' message, or within the TTL when the message is lost). Change
 * messages travel over the in-process store and, with REDIS_URL, over real Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { AppError, createLogger, MemoryStore, RedisStore, type SharedStore } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { PrismaClient } from '../../identity/src/db.ts';
import { PrismaClient as AgentsClient } from '../../subgraphs/agents/src/db.ts';
import type { EventsApi as EventsClient } from '@svc/grpc';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { redisUrl } from '../helpers/env.ts';
import { startEventsApi, type EventsApiServer } from '../helpers/events-api.ts';
import {
  createEventsModule,
  type EventsModule,
  type EventsSettings,
} from '../../subgraphs/agents/src/events/events-module.ts';
import { storeAnnouncer, type ChangeAnnouncer } from '../../subgraphs/agents/src/events/change-announcer.ts';
import { storedEventId } from '../../subgraphs/agents/src/api/events-api.ts';
import { createSecretBox } from '../../subgraphs/agents/src/services/secret-box.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import {
  AuditRecorder,
  AuditTrail,
  auditWebhookRelayHook,
  FileAuditKeyProvider,
} from '../../identity/src/audit/index.ts';
import { SubscribedTypes } from '../../identity/src/audit/subscribed-types.ts';
import { WebhookRelay } from '../../identity/src/audit/webhook-relay.ts';
import { WebhookRelayRepository } from '../../identity/src/audit/webhook-relay-repository.ts';
import { PrivateEndpointRepository } from '../../subgraphs/inference/src/repositories/private-endpoint-repository.ts';
import {
  ThresholdPublisher,
  thresholdEventKey,
} from '../../subgraphs/inference/src/services/budget-threshold-events.ts';

const settings: EventsSettings = {
  EVENTS_DISPATCHER_CONCURRENCY: 4,
  EVENTS_DESTINATION_CONCURRENCY: 2,
  EVENTS_DELIVERY_TIMEOUT_MS: 2000,
  EVENTS_MAX_RESPONSE_BYTES: 1024,
  EVENTS_MAX_ATTEMPTS: 3,
  EVENTS_RETRY_DELAY_SECONDS: 1,
  EVENTS_LEASE_SECONDS: 10,
  EVENTS_SUPERVISE_INTERVAL_SECONDS: 1,
  EVENTS_POLL_INTERVAL_MS: 50,
  EVENTS_SECRET_OVERLAP_SECONDS: 3600,
  egress: { allowLoopbackForTests: true },
};
const ORG = `org_e${randomBytes(4).toString('hex')}`;
const keysDir = mkdtempSync(join(tmpdir(), 'events-api-keys-'));
const log = createLogger('events-api-test', { level: 'silent' });
const caller = (workspaceId: string, userId = 'usr_a'): CallerIdentity =>
  ({ userId, orgId: ORG, workspaceId, clientId: null, tokenId: null, actingUserId: null }) as unknown as CallerIdentity;
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e) => (e instanceof AppError ? e.code : String(e)),
  );
const ws = () => `ws_${randomBytes(5).toString('hex')}`;

let db: Awaited<ReturnType<typeof freshDatabase>>;
let prisma: PrismaClient;
let agents: AgentsClient;
let events: EventsModule;
let api: EventsApiServer;
let rx: Receiver;
/** Where agents announces: the in-process store and, with REDIS_URL, Redis (each listener below picks one). */
const stores: { name: string; agents: SharedStore; listener: SharedStore }[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 6, connectTimeoutMs: 10_000 });
  agents = createPrismaClient(AgentsClient, { url: db.url, poolMax: 6, connectTimeoutMs: 10_000 });
  const memory = new MemoryStore();
  stores.push({ name: 'in-process store', agents: memory, listener: memory });
  const url = redisUrl();
  if (url) {
    // Two connections, as agents and a caller in other processes; a prefix of this run's own.
    const prefix = `svc-test-${randomBytes(4).toString('hex')}:`;
    const a = new RedisStore({ url, prefix }).connect();
    const b = new RedisStore({ url, prefix }).connect();
    await Promise.all([a.ready(5000), b.ready(5000)]);
    stores.push({ name: 'Redis', agents: a, listener: b });
  }
  const announcers = stores.map((s) => storeAnnouncer(s.agents, log));
  const announcer: ChangeAnnouncer = {
    subscriptionsChanged: async (c) => void (await Promise.all(announcers.map((a) => a.subscriptionsChanged(c)))),
    privateEndpointsChanged: async (c) => void (await Promise.all(announcers.map((a) => a.privateEndpointsChanged(c)))),
  };
  events = await createEventsModule({
    url: db.url,
    prisma: agents,
    secrets: createSecretBox(randomBytes(32)),
    settings,
    announcer,
  });
  events.startDispatcher();
  api = await startEventsApi(events.api);
  rx = await startReceiver();
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await events?.stop();
  await prisma?.$disconnect();
  await agents?.$disconnect();
  await rx?.close();
  for (const s of stores) await Promise.all([s.agents.close(), s.listener.close()]);
  await db?.drop();
});

const publishable = (workspaceId: string, over: Record<string, string> = {}) => ({
  event_id: `e_${randomBytes(6).toString('hex')}`,
  org_id: ORG,
  workspace_id: workspaceId,
  type: 'audit.apikey.created',
  occurred_at: '',
  data_json: '{"n":1}',
  ...over,
});

describe('who may call the events API', () => {
  it('refuses a wrong secret, an unknown service and, with no verifiers, everyone: nothing written', async () => {
    const w = ws();
    await events.service.create(caller(w), {
      destinationUrl: rx.url('/auth'),
      eventTypes: ['audit.apikey.created'],
      transport: 'SLACK',
    });
    const e = publishable(w);
    expect(await codeOf(api.client('identity', { secret: 'not-the-secret' }).publishEvents([e]))).toBe(
      'SVC-EVENTS-API-UNAUTHENTICATED',
    );
    expect(await codeOf(api.client('billing').publishEvents([e]))).toBe('SVC-EVENTS-API-UNAUTHENTICATED');
    const closed = await startEventsApi(events.api, []);
    try {
      expect(await codeOf(closed.client('identity').publishEvents([e]))).toBe('SVC-EVENTS-API-UNAUTHENTICATED');
    } finally {
      await closed.stop();
    }
    expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(0);
  });

  it('each service does only what it needs: its own type namespace, its own reads; one bad event refuses the batch', async () => {
    const w = ws();
    await events.service.create(caller(w), {
      destinationUrl: rx.url('/grants'),
      eventTypes: ['audit.apikey.created', 'billing.budget.threshold_crossed'],
      transport: 'SLACK',
    });
    const identity = api.client('identity');
    const inference = api.client('inference');
    expect(
      await codeOf(
        identity.publishEvents([publishable(w), publishable(w, { type: 'billing.budget.threshold_crossed' })]),
      ),
    ).toBe('SVC-EVENTS-API-FORBIDDEN');
    expect(await codeOf(inference.publishEvents([publishable(w)]))).toBe('SVC-EVENTS-API-FORBIDDEN');
    expect(await codeOf(inference.subscribedTypes([w]))).toBe('SVC-EVENTS-API-FORBIDDEN');
    expect(await codeOf(identity.listPrivateEndpoints(ORG, w))).toBe('SVC-EVENTS-API-FORBIDDEN');
    expect(await codeOf(identity.publishEvents([publishable(w, { type: 'audit.not.catalogued' })]))).toBe(
      'SVC-VALID-4000',
    );
    expect(await codeOf(identity.publishEvents([publishable(w, { data_json: '[1]' })]))).toBe('SVC-VALID-4000');
    expect(await codeOf(identity.publishEvents([publishable(w, { event_id: 'has space' })]))).toBe('SVC-VALID-4000');
    expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(0);
    expect(await identity.subscribedTypes([w, ws()])).toEqual([
      { workspace_id: w, types: ['audit.apikey.created', 'billing.budget.threshold_crossed'] },
      expect.objectContaining({ types: [] }),
    ]);
  });

  it('PublishEvents records an event once per (service, event id), and nothing where nobody subscribes', async () => {
    const [w, nobody] = [ws(), ws()];
    const sub = await events.service.create(caller(w), {
      destinationUrl: rx.url('/once'),
      eventTypes: ['audit.apikey.created'],
      transport: 'SLACK',
    });
    const identity = api.client('identity');
    const e = publishable(w);
    expect(await identity.publishEvents([e, publishable(nobody)])).toEqual([
      { event_id: e.event_id, recorded: true, deliveries: 1 },
      expect.objectContaining({ recorded: false, deliveries: 0 }),
    ]);
    expect(await identity.publishEvents([e])).toEqual([{ event_id: e.event_id, recorded: false, deliveries: 0 }]);
    const stored = await agents.outboxEvent.findMany({ where: { workspaceId: w } });
    expect(stored.map((s) => s.id)).toEqual([storedEventId('identity', e.event_id)]);
    expect(await agents.eventDelivery.count({ where: { subscriptionId: sub.id } })).toBe(1);
    expect(await agents.outboxEvent.count({ where: { workspaceId: nobody } })).toBe(0);
  });
});

describe('identity: an audited action reaches a webhook through the relay', () => {
  it.each([0, 1])(
    "the cache learns a new subscription from agents' message (store %i), and the audited action is delivered, signed",
    async (i) => {
      const s = stores[i];
      if (!s) return; // no REDIS_URL: the in-process case alone
      const w = ws();
      const identity = api.client('identity');
      // A TTL far longer than the test: only the change message can make the cache see the subscription.
      const subscribed = new SubscribedTypes({ source: identity, ttlMs: 600_000, log });
      await subscribed.listen(s.listener);
      const relay = new WebhookRelay({
        rows: new WebhookRelayRepository(prisma, { leaseMs: 15_000 }),
        events: identity,
        log,
        opts: { batchSize: 100, intervalMs: 50, retryBaseMs: 100, retryMaxMs: 1000 },
      });
      relay.start();
      const audit = new AuditRecorder(
        prisma,
        new AuditTrail({ keys: new FileAuditKeyProvider(keysDir), onAppend: auditWebhookRelayHook(subscribed) }),
      );
      const apiKeyCreated = (n: number) =>
        audit.record({
          organizationId: ORG,
          workspaceId: w,
          category: 'ADMINISTRATION',
          action: 'apikey.created',
          outcome: 'SUCCESS',
          actorPrincipal: 'user/usr_a',
          resourceOrn: `apikey/key_${n}`,
          emitterService: 'identity',
        });
      try {
        subscribed.mayWant(w, 'audit.apikey.created');
        await subscribed.settled();
        expect(subscribed.known(w)).toEqual(new Set());
        // Cached "no subscriber": the append writes no relay row.
        await apiKeyCreated(1);
        expect(await prisma.auditWebhookRelay.count({ where: { workspaceId: w } })).toBe(0);

        const sub = await events.service.create(caller(w), {
          destinationUrl: rx.url(`/relay-${i}`),
          eventTypes: ['audit.apikey.created'],
          transport: 'WEBHOOK',
        });
        const secret = (await events.service.revealSecret(caller(w), sub.id)).signingSecret!;
        await expect.poll(() => subscribed.known(w)?.has('audit.apikey.created'), { timeout: 5000 }).toBe(true);

        await apiKeyCreated(2);
        await expect.poll(() => rx.received(`/relay-${i}`).length, { timeout: 30_000 }).toBe(1);
        const got = rx.received(`/relay-${i}`)[0]!;
        const body = new Webhook(secret).verify(got.body, got.headers) as {
          id: string;
          type: string;
          workspaceId: string;
          data: Record<string, unknown>;
        };
        const audited = await prisma.auditEvent.findFirstOrThrow({
          where: { chainKey: `${ORG}/${w}`, resourceOrn: 'apikey/key_2' },
        });
        expect(body).toMatchObject({
          id: storedEventId('identity', audited.id),
          type: 'audit.apikey.created',
          workspaceId: w,
          data: { auditEventId: audited.id, action: 'apikey.created', resourceOrn: 'apikey/key_2' },
        });
        // The relay took its row; the first event, before the subscription, was never relayed.
        await expect.poll(() => prisma.auditWebhookRelay.count({ where: { workspaceId: w } })).toBe(0);
        expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(1);
      } finally {
        await relay.stop();
        await subscribed.close();
      }
    },
    60_000,
  );

  it('a relay agents refuses keeps its rows (backoff); the next relay delivers each once', async () => {
    const w = ws();
    await events.service.create(caller(w), {
      destinationUrl: rx.url('/retry'),
      eventTypes: ['audit.apikey.created'],
      transport: 'SLACK',
    });
    const rows = new WebhookRelayRepository(prisma, { leaseMs: 15_000 });
    const always = { mayWant: () => true };
    const audit = new AuditRecorder(
      prisma,
      new AuditTrail({ keys: new FileAuditKeyProvider(keysDir), onAppend: auditWebhookRelayHook(always) }),
    );
    for (let n = 0; n < 3; n++) {
      await audit.record({
        organizationId: ORG,
        workspaceId: w,
        category: 'ADMINISTRATION',
        action: 'apikey.created',
        outcome: 'SUCCESS',
        actorPrincipal: 'user/usr_a',
        resourceOrn: `apikey/r${n}`,
        emitterService: 'identity',
      });
    }
    const refused = new WebhookRelay({
      rows,
      events: api.client('identity', { secret: 'wrong' }),
      log,
      opts: { batchSize: 100, intervalMs: 50, retryBaseMs: 1, retryMaxMs: 1 },
    });
    expect(await refused.runOnce()).toEqual({ sent: 0, failed: 3 });
    const kept = await prisma.auditWebhookRelay.findMany({ where: { workspaceId: w } });
    expect(kept.map((r) => [r.attempts, r.lastError?.includes('not authenticated')])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
    await new Promise((r) => setTimeout(r, 20)); // past the 1 ms backoff
    const good = new WebhookRelay({
      rows,
      events: api.client('identity'),
      log,
      opts: { batchSize: 100, intervalMs: 50, retryBaseMs: 1, retryMaxMs: 1 },
    });
    expect(await good.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(3);
    // The same batch published again (an answer lost): recorded once.
    const again = await api.client('identity').publishEvents(
      kept.map((r) => ({
        event_id: r.id,
        org_id: ORG,
        workspace_id: w,
        type: r.type,
        occurred_at: '',
        data_json: '{}',
      })),
    );
    expect(again.every((x) => !x.recorded)).toBe(true);
    expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(3);
  });
});

describe('inference: private endpoints through agents, cached', () => {
  async function activeEndpoint(workspaceId: string) {
    const id = `pe_${randomBytes(6).toString('hex')}`;
    await agents.privateEndpoint.create({
      data: {
        id,
        orgId: ORG,
        workspaceId,
        displayName: 'mine',
        baseUrl: 'https://llm.example.com/v1',
        kind: 'SELF_HOSTED',
        protocol: 'OPENAI_COMPATIBLE',
        authKind: 'BEARER_TOKEN',
        authSecretRef: 'env:LLM_KEY',
        modelIds: ['m1'],
        networkBindingRef: 'none',
        residencyRegion: 'eu',
        status: 'ACTIVE',
        createdBy: 'usr_a',
        approvedBy: 'usr_b',
        updatedAt: new Date(),
      },
    });
    return id;
  }
  /** The inference client, counting its calls to agents. */
  function counted(): { client: Pick<EventsClient, 'listPrivateEndpoints'>; calls: () => number } {
    const real = api.client('inference');
    let n = 0;
    return { client: { listPrivateEndpoints: (o, w) => (n++, real.listPrivateEndpoints(o, w)) }, calls: () => n };
  }

  it('warm: one call to agents for many requests of a tenant; another tenant is its own entry; only ACTIVE OpenAI-compatible endpoints', async () => {
    const [w, other] = [ws(), ws()];
    const id = await activeEndpoint(w);
    await agents.privateEndpoint.update({
      where: { id: await activeEndpoint(w) },
      data: { status: 'PENDING_APPROVAL' },
    });
    const c = counted();
    const repo = new PrivateEndpointRepository({ events: c.client, ttlMs: 600_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => repo.activeFor(ORG, w)));
    for (let i = 0; i < 30; i++) answers.push(await repo.activeFor(ORG, w));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([
      {
        id,
        displayName: 'mine',
        baseUrl: 'https://llm.example.com/v1',
        authKind: 'BEARER_TOKEN',
        authSecretRef: 'env:LLM_KEY',
        caCertFingerprint: null,
        modelIds: ['m1'],
      },
    ]);
    expect(c.calls()).toBe(1);
    expect(await repo.activeFor(ORG, other)).toEqual([]);
    expect(c.calls()).toBe(2);
  });

  it.each([0, 1])(
    "a retired endpoint stops serving at agents' message (store %i), well inside a long TTL",
    async (i) => {
      const s = stores[i];
      if (!s) return;
      const w = ws();
      const id = await activeEndpoint(w);
      const c = counted();
      const repo = new PrivateEndpointRepository({ events: c.client, ttlMs: 600_000 });
      await repo.listen(s.listener);
      try {
        expect((await repo.activeFor(ORG, w)).map((e) => e.id)).toEqual([id]);
        await events.endpoints.retire(caller(w, 'usr_b'), id);
        await expect.poll(async () => (await repo.activeFor(ORG, w)).length, { timeout: 5000 }).toBe(0);
        expect(c.calls()).toBeGreaterThanOrEqual(2);
      } finally {
        await repo.close();
      }
    },
  );

  it('with the message lost (no listener), a retired endpoint stops serving once the TTL ends', async () => {
    const w = ws();
    const id = await activeEndpoint(w);
    const ttlMs = 300;
    const repo = new PrivateEndpointRepository({ events: api.client('inference'), ttlMs });
    expect((await repo.activeFor(ORG, w)).map((e) => e.id)).toEqual([id]);
    await events.endpoints.retire(caller(w, 'usr_b'), id);
    await new Promise((r) => setTimeout(r, ttlMs + 50));
    expect(await repo.activeFor(ORG, w)).toEqual([]);
  });
});

describe('inference: budget threshold events through agents', () => {
  const crossing = (workspaceId: string) => ({
    type: 'billing.budget.threshold_crossed' as const,
    budgetId: `budget_${randomBytes(4).toString('hex')}`,
    orgId: ORG,
    workspaceId,
    mode: 'SOFT',
    thresholdPct: 80,
    periodStart: '1798761600',
    committedCents: '81',
    ceilingCents: '100',
  });

  it('recorded once however often it is reported; one agents does not take is retried, then dropped and counted', async () => {
    const w = ws();
    await events.service.create(caller(w), {
      destinationUrl: rx.url('/thresholds'),
      eventTypes: ['billing.budget.threshold_crossed'],
      transport: 'SLACK',
    });
    const c = crossing(w);
    const ok = new ThresholdPublisher({ events: api.client('inference'), log, maxAttempts: 3, retryBaseMs: 1 });
    await Promise.all([ok.record(c), ok.record(c), ok.record({ ...c })]);
    await expect.poll(() => ok.inFlight).toBe(0);
    await new ThresholdPublisher({ events: api.client('inference'), log, maxAttempts: 3 }).record(c); // another replica
    await expect.poll(() => agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(1);
    expect((await agents.outboxEvent.findFirstOrThrow({ where: { workspaceId: w } })).id).toBe(
      storedEventId('inference', thresholdEventKey(c)),
    );

    // Refused (a wrong secret) on every attempt: retried maxAttempts times, then dropped and counted.
    let calls = 0;
    let dropped = 0;
    const refusing = api.client('inference', { secret: 'wrong' });
    const failing = new ThresholdPublisher({
      events: { publishEvents: (e) => (calls++, refusing.publishEvents(e)) },
      log,
      maxAttempts: 3,
      retryBaseMs: 1,
      retryMaxMs: 5,
      onDropped: () => dropped++,
    });
    const lost = { ...c, thresholdPct: 100 };
    await failing.record(lost);
    await expect.poll(() => dropped, { timeout: 5000 }).toBe(1);
    expect([calls, failing.inFlight]).toEqual([3, 0]);
    expect(await agents.outboxEvent.count({ where: { workspaceId: w } })).toBe(1);
  });
});
