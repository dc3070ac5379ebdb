/**
 * The audit relay against PostgreSQL: rows written in a transaction that rolls back never exist;
 * two relays draining at once (two replicas) send every row exactly once; a failed send keeps the
 * rows with their attempt count and a backed-off next attempt, and nothing is lost. It runs on a
 * database of its own: "exactly once" counts every row of the outbox, and the billing subgraph of
 * any platform running on the run's database (a shared one, between files) drains that outbox too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { AuditOutboxRepository, writeAuditEvent } from '../repositories/audit-outbox-repository.ts';
import { AuditRelay, retryDelayMs } from '@svc/grpc';
import { PrismaClient } from '../db.ts';
import { freshDatabase } from '../../../../test/helpers/fresh-database.ts';

let prisma: PrismaClient;
let db: Awaited<ReturnType<typeof freshDatabase>>;
const org = `org_relay_${Date.now()}`;
const event = (i: number) => ({
  action: 'billing.budget.created' as const,
  organizationId: org,
  workspaceId: 'ws_1',
  actorPrincipal: 'user/u1',
  resourceOrn: `budget/${i}`,
  details: { i },
});
const opts = { batchSize: 7, intervalMs: 50, retryBaseMs: 1_000, retryMaxMs: 60_000 };
const log = createLogger('relay-test', { level: 'silent' });

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 6 });
}, 120_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

describe('billing audit relay', () => {
  it('a rolled-back change leaves no outbox row', async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await writeAuditEvent(tx, event(-1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await prisma.billingAuditOutbox.count({ where: { organizationId: org } })).toBe(0);
  });

  it('two relays at once send every row exactly once, then delete it', async () => {
    for (let i = 0; i < 40; i++) await prisma.$transaction((tx) => writeAuditEvent(tx, event(i)));
    const sent: string[] = [];
    const relay = () =>
      new AuditRelay({
        outbox: new AuditOutboxRepository(prisma, { leaseMs: 10_000 }),
        table: 'billing.audit_outbox',
        log,
        opts,
        identity: {
          appendServiceEvents: async (events) => {
            sent.push(...events.map((e) => e.idempotency_key));
            await new Promise((r) => setTimeout(r, 20));
            return [];
          },
        },
      });
    await Promise.all([relay().drain(), relay().drain(), relay().drain()]);
    expect(sent).toHaveLength(new Set(sent).size);
    expect(sent.length).toBeGreaterThanOrEqual(40);
    expect(await prisma.billingAuditOutbox.count({ where: { organizationId: org } })).toBe(0);
  });

  it('a failed send keeps the rows, counts the attempt and backs off', async () => {
    await prisma.$transaction((tx) => writeAuditEvent(tx, event(100)));
    const relay = new AuditRelay({
      outbox: new AuditOutboxRepository(prisma, { leaseMs: 10_000 }),
      table: 'billing.audit_outbox',
      log,
      opts,
      identity: {
        appendServiceEvents: async () => {
          throw new Error('identity unavailable');
        },
      },
    });
    await relay.drain();
    const [row] = await prisma.billingAuditOutbox.findMany({ where: { organizationId: org } });
    expect(row).toMatchObject({ attempts: 1, lastError: 'identity unavailable' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 500);
    // Not due yet: a second round sends nothing and changes nothing.
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(retryDelayMs(1, opts)).toBe(1_000);
    expect(retryDelayMs(3, opts)).toBe(4_000);
    expect(retryDelayMs(50, opts)).toBe(60_000);
  });
});
