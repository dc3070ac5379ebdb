/**
 * The retention purge's `audit.retention.purged` reaches webhooks (ADR 004, ADR 011): the purge
 * runs with the webhook relay hook as identity and `npm run audit:purge` run it, so a workspace
 * chain's purge event is written to audit.webhook_relay in the batch's transaction, identity's
 * relay publishes it to the agents subgraph's events API (real gRPC), and the agents dispatcher
 * delivers it, signed, to a real receiver on loopback. A chain whose prefix does not verify is not purged and queues nothing; an
 * organization-level chain's purge has no workspace, so no subscriber (README "Retention").
 * Own database (pg-boss and the dispatcher), as the events tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { createLogger } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { freshDatabase } from '../helpers/fresh-database.ts';
import {
  createEventsModule,
  type EventsModule,
  type EventsSettings,
} from '../../subgraphs/agents/src/events/events-module.ts';
import { createSecretBox } from '../../subgraphs/agents/src/services/secret-box.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import { AuditTrail, auditWebhookRelayHook, FileAuditKeyProvider } from '../../identity/src/audit/index.ts';
import { SubscribedTypes } from '../../identity/src/audit/subscribed-types.ts';
import { WebhookRelay } from '../../identity/src/audit/webhook-relay.ts';
import { WebhookRelayRepository } from '../../identity/src/audit/webhook-relay-repository.ts';
import { startEventsApi, type EventsApiServer } from '../helpers/events-api.ts';
import { purgeExpiredAuditEvents } from '../../identity/src/audit/retention-purge.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { PrismaClient as AgentsClient } from '../../subgraphs/agents/src/db.ts';

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
const ORG = `org_p${randomBytes(5).toString('hex')}`;
const YEAR = 365 * 86_400_000;
/** The wire type is `audit.<action>` and the action is itself `audit.retention.purged`. */
const PURGED = 'audit.audit.retention.purged';
const keysDir = mkdtempSync(join(tmpdir(), 'purge-webhook-keys-'));

let db: Awaited<ReturnType<typeof freshDatabase>>;
let prisma: PrismaClient;
let agents: AgentsClient;
let events: EventsModule;
let rx: Receiver;
let api: EventsApiServer;
let relay: WebhookRelay;

const caller = (workspaceId: string): CallerIdentity =>
  ({
    userId: 'usr_p',
    orgId: ORG,
    workspaceId,
    clientId: null,
    tokenId: null,
    actingUserId: null,
  }) as unknown as CallerIdentity;
const until = async (what: () => Promise<boolean> | boolean, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 6, connectTimeoutMs: 10_000 });
  agents = createPrismaClient(AgentsClient, { url: db.url, poolMax: 4, connectTimeoutMs: 10_000 });
  events = await createEventsModule({
    url: db.url,
    prisma: agents,
    secrets: createSecretBox(randomBytes(32)),
    settings,
  });
  events.startDispatcher();
  rx = await startReceiver();
  api = await startEventsApi(events.api);
  relay = new WebhookRelay({
    rows: new WebhookRelayRepository(prisma, { leaseMs: 15_000 }),
    events: api.client('identity'),
    log: createLogger('relay-test', { level: 'silent' }),
    opts: { batchSize: 100, intervalMs: 50, retryBaseMs: 100, retryMaxMs: 1000 },
  });
  relay.start();
}, 120_000);
afterAll(async () => {
  await relay?.stop();
  await api?.stop();
  await events?.stop();
  await prisma?.$disconnect();
  await agents?.$disconnect();
  await rx?.close();
  await db?.drop();
});

async function subscribe(ws: string, path: string) {
  const s = await events.service.create(caller(ws), {
    destinationUrl: rx.url(path),
    eventTypes: [PURGED],
    transport: 'WEBHOOK',
  });
  return (await events.service.revealSecret(caller(ws), s.id)).signingSecret!;
}

/** `n` events on a chain, stamped eight years ago. */
async function oldEvents(workspaceId: string | null, n: number) {
  const trail = new AuditTrail({ keys: new FileAuditKeyProvider(keysDir), now: () => Date.now() - 8 * YEAR });
  for (let i = 0; i < n; i++) {
    await prisma.$transaction((tx) =>
      trail.append(tx, {
        organizationId: ORG,
        workspaceId,
        category: 'AUTHENTICATION',
        action: 'token.issued',
        outcome: 'SUCCESS',
        actorPrincipal: `client/c${i}`,
        emitterService: 'test',
      }),
    );
  }
}

describe('retention purge → webhooks', () => {
  it("a workspace chain's purge is delivered, signed, to its subscriber; a chain that does not verify and an organization chain queue nothing", async () => {
    const [wsGood, wsTampered] = ['ws_purge_ok', 'ws_purge_bad'];
    await oldEvents(wsGood, 5);
    await oldEvents(wsTampered, 3);
    await oldEvents(null, 2);
    // Subscribing appends events.subscription.created (stamped now) after the old prefix.
    const secret = await subscribe(wsGood, '/purged');
    await subscribe(wsTampered, '/tampered');
    // An edited event on one chain: the purge refuses that chain (fail closed) and so sends nothing for it.
    await prisma.auditEvent.updateMany({
      where: { chainKey: `${ORG}/${wsTampered}`, seq: 1n },
      data: { actorPrincipal: 'client/forged' },
    });
    const outboxBefore = await agents.outboxEvent.count({ where: { orgId: ORG } });

    // As `npm run audit:purge` runs it: no cache, every workspace purge event is relayed.
    const hook = auditWebhookRelayHook(new SubscribedTypes({ source: null, ttlMs: 0 }));
    const result = await purgeExpiredAuditEvents(prisma, {
      keys: new FileAuditKeyProvider(keysDir),
      retentionDays: 2557,
      chainKeys: [`${ORG}/${wsGood}`, `${ORG}/${wsTampered}`, ORG],
      onAppend: hook,
    });
    const byChain = new Map(result.chains.map((c) => [c.chainKey, c]));
    // The subscription's own creation event (stamped now) stays: only the old prefix goes.
    expect(byChain.get(`${ORG}/${wsGood}`)).toMatchObject({ purged: 5, problem: null });
    expect(byChain.get(`${ORG}/${wsTampered}`)).toMatchObject({ purged: 0, problem: { kind: 'hash_mismatch' } });
    expect(byChain.get(ORG)).toMatchObject({ purged: 2, problem: null });

    const purgedEvent = await prisma.auditEvent.findFirstOrThrow({
      where: { chainKey: `${ORG}/${wsGood}`, action: 'audit.retention.purged' },
    });
    await until(() => rx.received('/purged').length >= 1);
    const got = rx.received('/purged');
    expect(got).toHaveLength(1);
    const body = new Webhook(secret).verify(got[0]!.body, got[0]!.headers) as {
      type: string;
      workspaceId: string;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      type: PURGED,
      workspaceId: wsGood,
      data: {
        auditEventId: purgedEvent.id,
        action: 'audit.retention.purged',
        category: 'SYSTEM',
        outcome: 'SUCCESS',
        actorPrincipal: 'system/identity',
        chainKey: `${ORG}/${wsGood}`,
        seq: purgedEvent.seq.toString(),
      },
    });
    // The relay took it (and deleted its row).
    await until(async () => (await prisma.auditWebhookRelay.count({ where: { organizationId: ORG } })) === 0);
    // Exactly one outbox row: none for the refused chain, none for the organization chain (no workspace).
    const queued = await agents.outboxEvent.findMany({ where: { orgId: ORG, type: PURGED } });
    expect(queued.map((q) => q.workspaceId)).toEqual([wsGood]);
    expect(await agents.outboxEvent.count({ where: { orgId: ORG } })).toBe(outboxBefore + 1);
    expect(await prisma.auditEvent.count({ where: { chainKey: ORG, action: 'audit.retention.purged' } })).toBe(1);

    // Purging again finds nothing to do and queues nothing more.
    await purgeExpiredAuditEvents(prisma, {
      keys: new FileAuditKeyProvider(keysDir),
      retentionDays: 2557,
      chainKeys: [`${ORG}/${wsGood}`],
      onAppend: hook,
    });
    expect(await agents.outboxEvent.count({ where: { orgId: ORG } })).toBe(outboxBefore + 1);
    expect(rx.received('/tampered')).toHaveLength(0);
  });
});
