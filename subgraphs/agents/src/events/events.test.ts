/**
 * Event subscriptions, the outbox and the dispatcher against a real database (PostgreSQL with
 * DATABASE_URL, else an embedded PGlite: the `npm start` default) and a real loopback receiver,
 * reached through the egress guard's test setting. Signatures are checked with the
 * `standardwebhooks` package.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { AppError, STRICT_EGRESS } from '@svc/core';
import PgBoss from 'pg-boss';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { createOutbox } from './outbox/outbox.ts';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { freshDatabase } from '../../../../test/helpers/fresh-database.ts';
import { refuseAppends } from '../../../../test/audit/helpers.ts';
import { createEventsModule, type EventsModule, type EventsSettings } from './events-module.ts';
import { createSecretBox } from '../services/secret-box.ts';
import { SubscriptionRepository } from '../repositories/subscription-repository.ts';
import { SubscriptionService } from '../services/subscription-service.ts';
import { startReceiver, type Receiver } from './testing/webhook-receiver.ts';
import { storedEventId } from '../api/events-api.ts';
import { PrismaClient } from '../db.ts';

const KEY = randomBytes(32);
const secrets = createSecretBox(KEY);
const settings: EventsSettings = {
  EVENTS_DISPATCHER_CONCURRENCY: 16,
  EVENTS_DESTINATION_CONCURRENCY: 2,
  EVENTS_DELIVERY_TIMEOUT_MS: 1000,
  EVENTS_MAX_RESPONSE_BYTES: 1024,
  EVENTS_MAX_ATTEMPTS: 3,
  EVENTS_RETRY_DELAY_SECONDS: 1,
  EVENTS_LEASE_SECONDS: 10,
  EVENTS_SUPERVISE_INTERVAL_SECONDS: 1,
  EVENTS_POLL_INTERVAL_MS: 50,
  EVENTS_SECRET_OVERLAP_SECONDS: 3600,
  egress: { allowLoopbackForTests: true },
};
const caller = (workspaceId: string, userId = 'usr_a'): CallerIdentity =>
  ({
    userId,
    orgId: 'org_1',
    workspaceId,
    clientId: null,
    tokenId: null,
    actingUserId: null,
  }) as unknown as CallerIdentity;

let db: Awaited<ReturnType<typeof freshDatabase>>;
let prisma: PrismaClient;
let events: EventsModule;
let rx: Receiver;
const until = async (what: () => Promise<boolean> | boolean, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 10, connectTimeoutMs: 10_000 });
  events = await createEventsModule({ url: db.url, prisma, secrets, settings });
  events.startDispatcher();
  rx = await startReceiver();
}, 120_000);
afterAll(async () => {
  await events?.stop();
  await prisma?.$disconnect();
  await rx?.close();
  await db?.drop();
});

async function subscribe(
  ws: string,
  path: string,
  extra: { transport?: string; enabled?: boolean; eventTypes?: string[] } = {},
) {
  const s = await events.service.create(caller(ws), {
    destinationUrl: rx.url(path),
    eventTypes: extra.eventTypes ?? ['webhook.test', 'audit.apikey.revoked'],
    transport: extra.transport ?? 'WEBHOOK',
    enabled: extra.enabled,
  });
  return { ...s, signingSecret: (await events.service.revealSecret(caller(ws), s.id)).signingSecret };
}

describe('registry', () => {
  it('refuses destinations the egress guard refuses, and stores nothing', async () => {
    const strict = new SubscriptionService({
      subscriptions: new SubscriptionRepository(prisma),
      deliveries: events.deliveries,
      outbox: events.outbox,
      queue: events.queue,
      secrets,
      egress: STRICT_EGRESS,
      secretOverlapSeconds: 60,
    });
    for (const url of [
      'http://hooks.example.com/x',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://localhost/',
      'https://[::ffff:127.0.0.1]/',
      'https://100.64.0.1/',
      'not a url',
    ]) {
      const e = await strict
        .create(caller('ws_ssrf'), { destinationUrl: url, eventTypes: ['webhook.test'], transport: 'WEBHOOK' })
        .catch((x) => x);
      expect(codeOf(e), url).toBe('SVC-EGRESS-4300');
    }
    expect(await prisma.eventSubscription.count({ where: { workspaceId: 'ws_ssrf' } })).toBe(0);
  });

  it('validates event types against the catalogue', async () => {
    for (const eventTypes of [[], ['no.such.type'], Array.from({ length: 51 }, () => 'webhook.test')]) {
      expect(codeOf(await subscribe('ws_types', '/t', { eventTypes }).catch((x) => x))).toBe('SVC-VALID-4000');
    }
    expect(await prisma.eventSubscription.count({ where: { workspaceId: 'ws_types' } })).toBe(0);
  });

  it('shows the secret once, keeps only ciphertext, lists per workspace, updates and deletes', async () => {
    const s = await subscribe('ws_crud', '/crud');
    expect(s.signingSecret).toMatch(/^whsec_/);
    expect(codeOf(await events.service.revealSecret(caller('ws_crud'), s.id).catch((x) => x))).toBe('SVC-EVENT-4320'); // once only
    expect(codeOf(await events.service.revealSecret(caller('ws_other'), s.id).catch((x) => x))).toBe('SVC-VALID-4041');
    const stored = await prisma.eventSigningSecret.findMany({ where: { subscriptionId: s.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.secretCiphertext).not.toContain(s.signingSecret!.slice(6));
    const listed = await events.service.list(caller('ws_crud'));
    expect(listed.map((x) => x.id)).toEqual([s.id]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    expect(await events.service.list(caller('ws_other'))).toEqual([]);
    expect(codeOf(await events.service.update(caller('ws_other'), s.id, { enabled: false }).catch((x) => x))).toBe(
      'SVC-VALID-4041',
    );
    const upd = await events.service.update(caller('ws_crud'), s.id, { enabled: false, eventTypes: ['webhook.test'] });
    expect([upd.enabled, upd.eventTypes]).toEqual([false, ['webhook.test']]);
    expect(await events.service.delete(caller('ws_other'), s.id)).toBe(false);
    expect(await events.service.delete(caller('ws_crud'), s.id)).toBe(true);
    expect(await events.service.delete(caller('ws_crud'), s.id)).toBe(false);
    expect(await events.service.list(caller('ws_crud'))).toEqual([]);
    expect(await prisma.eventSubscription.count({ where: { id: s.id } })).toBe(1); // kept for audit
  });
});

describe('audit of every registry change', () => {
  // No relay runs here (no identity): each event waits in agents' audit outbox, written in its change's transaction.
  const trail = (ws: string) => prisma.$queryRaw<
    { action: string; resourceOrn: string; actorPrincipal: string; details: unknown }[]
  >`
    SELECT "action", "resource_orn" AS "resourceOrn", "actor_principal" AS "actorPrincipal", "details" FROM "events"."audit_outbox"
    WHERE "workspace_id" = ${ws} ORDER BY "created_at", "id"`;

  it('create, reveal, update, test event, rotate, delete: one event each in chain order; refusals append nothing', async () => {
    const ws = 'ws_trail';
    const s = await subscribe(ws, '/trail');
    expect(codeOf(await events.service.revealSecret(caller(ws), s.id).catch((x) => x))).toBe('SVC-EVENT-4320');
    await events.service.update(caller(ws), s.id, { enabled: false, destinationUrl: rx.url('/trail?token=t0p') });
    expect(codeOf(await events.service.update(caller('ws_trail_other'), s.id, { enabled: true }).catch((x) => x))).toBe(
      'SVC-VALID-4041',
    );
    await events.service.sendTestEvent(caller(ws), s.id);
    await events.service.rotateSecret(caller(ws), s.id);
    expect(await events.service.delete(caller(ws), s.id)).toBe(true);
    expect(await events.service.delete(caller(ws), s.id)).toBe(false);
    expect(codeOf(await events.service.sendTestEvent(caller(ws), s.id).catch((x) => x))).toBe('SVC-VALID-4041');
    expect(codeOf(await events.service.update(caller(ws), s.id, { enabled: true }).catch((x) => x))).toBe(
      'SVC-VALID-4041',
    );
    const got = await trail(ws);
    expect(got.map((e) => [e.action, e.resourceOrn, e.actorPrincipal])).toEqual(
      [
        'events.subscription.created',
        'events.subscription.secret_revealed',
        'events.subscription.changed',
        'events.subscription.test_sent',
        'events.subscription.secret_rotated',
        'events.subscription.deleted',
      ].map((a) => [a, `event_subscription/${s.id}`, 'user/usr_a']),
    );
    // The change names the fields, never their values (the URL's token stays out of the trail).
    expect(got[2]!.details).toEqual({ fields: 'destinationUrl,enabled' });
    expect(JSON.stringify(got, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain('t0p');
    expect(await trail('ws_trail_other')).toEqual([]);
  });

  it('a change whose append fails rolls back: nothing changed, no secret shown, no test event queued', async () => {
    const ws = 'ws_trail_rb';
    const s = await events.service.create(caller(ws), {
      destinationUrl: rx.url('/rb'),
      eventTypes: ['webhook.test'],
      transport: 'WEBHOOK',
    });
    const release = await refuseAppends(
      prisma,
      'org_1',
      ['events.subscription.changed', 'events.subscription.secret_revealed', 'events.subscription.test_sent'],
      'events.audit_outbox',
    );
    try {
      await expect(events.service.update(caller(ws), s.id, { enabled: false })).rejects.toThrow();
      await expect(events.service.revealSecret(caller(ws), s.id)).rejects.toThrow();
      await expect(events.service.sendTestEvent(caller(ws), s.id)).rejects.toThrow();
    } finally {
      await release();
    }
    expect((await events.service.list(caller(ws)))[0]!.enabled).toBe(true);
    expect(await prisma.outboxEvent.count({ where: { workspaceId: ws } })).toBe(0);
    // The secret was not marked shown: it can still be revealed, once.
    expect((await events.service.revealSecret(caller(ws), s.id)).signingSecret).toMatch(/^whsec_/);
    expect((await trail(ws)).map((e) => e.action)).toEqual([
      'events.subscription.created',
      'events.subscription.secret_revealed',
    ]);
  });
});

// The embedded default (PGlite behind pglite-socket 0.1.x) is one database session shared by every
// connection, so concurrent transactions are not isolated there: the concurrency tests need a
// real PostgreSQL (DATABASE_URL). ADR 004.
const concurrent = process.env.DATABASE_URL ? it : it.skip;

describe('delivery', () => {
  it('sendTestEvent: accepted, and the receiver gets the eventId with a valid Standard Webhooks signature', async () => {
    const s = await subscribe('ws_send', '/send');
    const got = rx.next('/send');
    const r = await events.service.sendTestEvent(caller('ws_send'), s.id);
    expect(r.accepted).toBe(true);
    const req = await got;
    const payload = new Webhook(s.signingSecret!).verify(req.body, req.headers) as { id: string; type: string };
    expect(payload.id).toBe(r.eventId);
    expect(payload.type).toBe('webhook.test');
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(req.body, req.headers)).toThrow();
    await until(
      async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DELIVERED',
    );
  });

  it('rotation overlaps: the next delivery verifies with the old and the new secret', async () => {
    const s = await subscribe('ws_rot', '/rot');
    const rotated = await events.service.rotateSecret(caller('ws_rot'), s.id);
    expect(rotated.signingSecret).not.toBe(s.signingSecret);
    expect(rotated.previousSecretExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const got = rx.next('/rot');
    await events.service.sendTestEvent(caller('ws_rot'), s.id);
    const req = await got;
    expect(req.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [s.signingSecret!, rotated.signingSecret!])
      expect(() => new Webhook(secret).verify(req.body, req.headers)).not.toThrow();
  });

  it('disabled subscriptions are skipped; SLACK and EMAIL are accepted and held', async () => {
    const off = await subscribe('ws_hold', '/off', { enabled: false });
    expect((await events.service.sendTestEvent(caller('ws_hold'), off.id)).accepted).toBe(false);
    const slack = await subscribe('ws_hold', '/slack', { transport: 'SLACK' });
    const r = await events.service.sendTestEvent(caller('ws_hold'), slack.id);
    expect(r.accepted).toBe(true);
    expect((await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status).toBe('HELD');
    await new Promise((res) => setTimeout(res, 500));
    expect(rx.received('/off').concat(rx.received('/slack'))).toEqual([]);
  });

  it('the outbox write rolls back with its transaction: nothing recorded, nothing delivered', async () => {
    await subscribe('ws_tx', '/tx');
    await expect(
      prisma.$transaction(async (tx) => {
        await events.outbox.enqueue(tx, { orgId: 'org_1', workspaceId: 'ws_tx', type: 'webhook.test', data: {} });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    expect(await prisma.outboxEvent.count({ where: { workspaceId: 'ws_tx' } })).toBe(0);
    expect(await prisma.eventDelivery.count({ where: { workspaceId: 'ws_tx' } })).toBe(0);
    await new Promise((res) => setTimeout(res, 500));
    expect(rx.received('/tx')).toEqual([]);
  });

  it('no delivery queue on the database (no agents subgraph ever started there): SVC-SERVER-9001, nothing stored', async () => {
    const other = await freshDatabase();
    const prismaOther = createPrismaClient(PrismaClient, { url: other.url, poolMax: 2, connectTimeoutMs: 10_000 });
    try {
      await migrate({ url: other.url, dir: MIGRATIONS_DIR });
      const boss = new PgBoss({ connectionString: other.url }); // pg-boss's schema, but not our queue
      await boss.start();
      await boss.stop({ graceful: false, wait: true });
      await prismaOther.eventSubscription.create({
        data: {
          id: 'sub_q',
          orgId: 'org_1',
          workspaceId: 'ws_q',
          destinationUrl: rx.url('/q'),
          eventTypes: ['webhook.test'],
          transport: 'WEBHOOK',
          enabled: true,
          createdBy: 'usr_a',
          updatedAt: new Date(),
        },
      });
      const e = await createOutbox(prismaOther)
        .record({ orgId: 'org_1', workspaceId: 'ws_q', type: 'webhook.test', data: {} })
        .catch((x) => x);
      expect(codeOf(e)).toBe('SVC-SERVER-9001');
      expect(await prismaOther.outboxEvent.count()).toBe(0);
      expect(await prismaOther.eventDelivery.count()).toBe(0);
    } finally {
      await prismaOther.$disconnect();
      await other.drop();
    }
  }, 60_000);

  it('audit.* wire types: every catalogued action may be subscribed to, anything else is refused', async () => {
    const s = await subscribe('ws_audit', '/audit', {
      eventTypes: ['audit.events.subscription.created', 'audit.apikey.revoked'],
    });
    expect(s.eventTypes).toEqual(['audit.events.subscription.created', 'audit.apikey.revoked']);
    expect(codeOf(await subscribe('ws_audit', '/x', { eventTypes: ['audit.no.such.action'] }).catch((x) => x))).toBe(
      'SVC-VALID-4000',
    );
  });

  it('a receiver failing twice ends delivered on the third attempt, same webhook-id each time', async () => {
    rx.on('/flaky', (n) => (n <= 2 ? 'fail' : 'ok'));
    const s = await subscribe('ws_flaky', '/flaky');
    const r = await events.service.sendTestEvent(caller('ws_flaky'), s.id);
    await until(
      async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DELIVERED',
    );
    const d = (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))!;
    expect(d.attempts).toBe(3);
    expect(new Set(rx.received('/flaky').map((x) => x.headers['webhook-id']))).toEqual(new Set([d.id]));
  });

  it('a hanging receiver times out and the retry delivers', async () => {
    rx.on('/hang', (n) => (n === 1 ? 'hang' : 'ok'));
    const s = await subscribe('ws_hang', '/hang');
    const r = await events.service.sendTestEvent(caller('ws_hang'), s.id);
    await until(
      async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DELIVERED',
    );
    const d = (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))!;
    expect(d.attempts).toBe(2);
    expect(rx.received('/hang')).toHaveLength(2);
  });

  it('an always-down receiver is dead-lettered after the maximum attempts, listed, and replayed', async () => {
    rx.on('/down', () => 'fail');
    const s = await subscribe('ws_down', '/down');
    const r = await events.service.sendTestEvent(caller('ws_down'), s.id);
    await until(
      async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DEAD',
    );
    expect(rx.received('/down')).toHaveLength(3);
    const dead = await events.service.deadLetters(caller('ws_down'), 10);
    expect(dead.map((x) => x.eventId)).toEqual([r.eventId]);
    expect(await events.service.deadLetters(caller('ws_other'), 10)).toEqual([]);
    expect(codeOf(await events.service.replay(caller('ws_other'), dead[0]!.id).catch((x) => x))).toBe('SVC-VALID-4041');
    rx.on('/down', () => 'ok');
    await events.service.replay(caller('ws_down'), dead[0]!.id);
    await until(
      async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DELIVERED',
    );
    expect(rx.received('/down')).toHaveLength(4);
    // Only the replay that reopened the delivery is audited (not the refused one of another workspace).
    const replays = await prisma.$queryRaw<{ workspaceId: string; resourceOrn: string }[]>`
      SELECT "workspace_id" AS "workspaceId", "resource_orn" AS "resourceOrn" FROM "events"."audit_outbox" WHERE "action" = 'events.delivery.replayed'`;
    expect(replays.map((e) => [e.workspaceId, e.resourceOrn])).toEqual([['ws_down', `event_delivery/${dead[0]!.id}`]]);
  }, 30_000);

  concurrent('per-destination concurrency is exact within a dispatcher', async () => {
    rx.on('/slow', () => ({ delayMs: 150 }));
    const s = await subscribe('ws_slow', '/slow');
    await Promise.all(Array.from({ length: 10 }, () => events.service.sendTestEvent(caller('ws_slow'), s.id)));
    await until(() => rx.received('/slow').length === 10);
    expect(rx.maxInFlight('/slow')).toBe(settings.EVENTS_DESTINATION_CONCURRENCY);
    // Deliveries handed back while the destination was full gave back the attempt counted at fetch.
    await until(
      async () => (await prisma.eventDelivery.count({ where: { workspaceId: 'ws_slow', status: 'DELIVERED' } })) === 10,
    );
    expect((await prisma.eventDelivery.findMany({ where: { workspaceId: 'ws_slow' } })).map((d) => d.attempts)).toEqual(
      Array(10).fill(1),
    );
  });

  it('a subscription disabled after its event was queued: SKIPPED, no attempt counted, nothing sent', async () => {
    const s = await subscribe('ws_late_off', '/late-off');
    const eventId = await prisma.$transaction(async (tx) => {
      const out = await events.outbox.enqueue(tx, {
        orgId: 'org_1',
        workspaceId: 'ws_late_off',
        type: 'webhook.test',
        data: {},
      });
      await tx.eventSubscription.update({ where: { id: s.id }, data: { enabled: false } });
      return out.eventId!;
    });
    await until(async () => (await prisma.eventDelivery.findFirst({ where: { eventId } }))?.status === 'SKIPPED');
    expect((await prisma.eventDelivery.findFirst({ where: { eventId } }))?.attempts).toBe(0);
    expect(rx.received('/late-off')).toEqual([]);
  });

  it('budget thresholds: published through the events API, recorded once per crossing however often it is reported, delivered signed', async () => {
    const s = await subscribe('ws_budget', '/budget', { eventTypes: ['billing.budget.threshold_crossed'] });
    // What inference's publisher sends (its own tests and test/events/events-api.test.ts cover the
    // publisher and the gRPC transport): one wire event per crossing, its id stable per
    // (budget, period, threshold), here called in process.
    const crossing = {
      budgetId: 'budget_1',
      orgId: 'org_1',
      workspaceId: 'ws_budget',
      mode: 'SOFT',
      thresholdPct: 80,
      periodStart: '1798761600',
      committedCents: '81',
      ceilingCents: '100',
    };
    const keyOf = (c: typeof crossing) => `threshold:${c.budgetId}:${c.periodStart}:${c.thresholdPct}`;
    const record = (c: typeof crossing) =>
      events.api.publish('inference', [
        {
          event_id: keyOf(c),
          org_id: c.orgId,
          workspace_id: c.workspaceId,
          type: 'billing.budget.threshold_crossed',
          occurred_at: new Date().toISOString(),
          data_json: JSON.stringify({
            budgetId: c.budgetId,
            mode: c.mode,
            thresholdPct: c.thresholdPct,
            periodStart: c.periodStart,
            committedCents: c.committedCents,
            ceilingCents: c.ceilingCents,
          }),
        },
      ]);
    const id = storedEventId('inference', keyOf(crossing));
    for (let i = 0; i < 3; i++) await record(crossing); // e.g. two replicas and a retry
    await record({ ...crossing, workspaceId: 'ws_nobody' }); // no subscriber there: nothing written
    expect(await prisma.outboxEvent.count({ where: { id } })).toBe(1);
    expect(await prisma.outboxEvent.count({ where: { workspaceId: 'ws_nobody' } })).toBe(0);
    await until(async () => (await prisma.eventDelivery.findFirst({ where: { eventId: id } }))?.status === 'DELIVERED');
    const got = rx.received('/budget');
    expect(got).toHaveLength(1);
    const body = new Webhook(s.signingSecret!).verify(got[0]!.body, got[0]!.headers) as {
      id: string;
      type: string;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      id,
      type: 'billing.budget.threshold_crossed',
      data: { budgetId: 'budget_1', thresholdPct: 80, committedCents: '81' },
    });
    // Another threshold of the same period is another event.
    await record({ ...crossing, thresholdPct: 100 });
    expect(await prisma.outboxEvent.count({ where: { workspaceId: 'ws_budget' } })).toBe(2);
  });
});

describe('several dispatchers', () => {
  concurrent(
    'two dispatchers on one database never deliver the same attempt at once',
    async () => {
      const prisma2 = createPrismaClient(PrismaClient, { url: db.url, poolMax: 10, connectTimeoutMs: 10_000 }); // a second process has its own pool
      const second = await createEventsModule({ url: db.url, prisma: prisma2, secrets, settings });
      const d2 = second.startDispatcher();
      try {
        await subscribe('ws_two', '/two');
        const N = 100;
        for (let i = 0; i < N; i += 10) {
          await Promise.all(
            Array.from({ length: 10 }, (_, j) =>
              events.outbox.record({
                orgId: 'org_1',
                workspaceId: 'ws_two',
                type: 'audit.apikey.revoked',
                data: { i: i + j },
              }),
            ),
          );
        }
        await until(
          async () =>
            (await prisma.eventDelivery.count({ where: { workspaceId: 'ws_two', status: 'DELIVERED' } })) === N,
          200_000,
        );
        expect(await prisma.eventDelivery.count({ where: { workspaceId: 'ws_two' } })).toBe(N);
        const ids = rx.received('/two').map((x) => x.headers['webhook-id']);
        // At least once: a delivery whose completion reached the database after its lease may be
        // sent again later, never while its first attempt is still in progress.
        expect(new Set(ids).size).toBe(N);
        expect(rx.maxConcurrentSameId()).toBe(1);
        expect(rx.maxInFlight('/two')).toBeLessThanOrEqual(2 * settings.EVENTS_DESTINATION_CONCURRENCY);
        expect(d2.stats().delivered).toBeGreaterThan(0);
        expect(d2.stats().delivered).toBeLessThan(N);
      } finally {
        await second.stop();
        await prisma2.$disconnect();
      }
    },
    240_000,
  );

  it('a dispatcher killed with SIGKILL mid-delivery loses nothing: redelivered after its lease', async () => {
    // This file's dispatcher pauses for the test: stop it, let a child process take the job.
    await events.stop();
    rx.on('/kill', (n) => (n === 1 ? 'hang' : 'ok'));
    const s = await subscribe('ws_kill', '/kill');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/dispatcher-child.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          EVENTS_SECRET_KEY: KEY.toString('base64'),
          EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
          EVENTS_DELIVERY_TIMEOUT_MS: '1500',
          EVENTS_LEASE_SECONDS: '3',
          EVENTS_SUPERVISE_INTERVAL_SECONDS: '1',
          EVENTS_RETRY_DELAY_SECONDS: '1',
          EVENTS_POLL_INTERVAL_MS: '50',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        // Accumulated: the word may arrive split across two chunks.
        let out = '';
        child.stdout!.on('data', (b: Buffer) => (out += b.toString()).includes('ready') && resolve());
        child.on('exit', (c) => reject(new Error(`child exited ${c}`)));
      });
      const first = rx.next('/kill');
      const r = await events.service.sendTestEvent(caller('ws_kill'), s.id);
      await first; // the child is mid-delivery now
      child.kill('SIGKILL');
      await new Promise((res) => child.once('exit', res));
      expect((await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status).toBe('PENDING');
      events = await createEventsModule({ url: db.url, prisma, secrets, settings });
      events.startDispatcher();
      await until(
        async () => (await prisma.eventDelivery.findFirst({ where: { eventId: r.eventId } }))?.status === 'DELIVERED',
        120_000,
      );
      const got = rx.received('/kill');
      expect(got).toHaveLength(2);
      expect(got[0]!.headers['webhook-id']).toBe(got[1]!.headers['webhook-id']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
