/**
 * The group-commit appender with batches on a node-postgres pool (identity's hot path,
 * sql-tx.ts): the same guarantees as on Prisma (group-commit-appender.test.ts), and the two
 * drivers' batches interleave on one chain's head lock without a gap or a fork.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import { createHotPathPool } from '../repositories/hot-path-sql.ts';
import {
  AuditRecorder,
  AuditTrail,
  auditWebhookRelayHook,
  FileAuditKeyProvider,
  type AuditEventInput,
} from './index.ts';
import { AuditEventRepository } from './audit-event-repository.ts';
import { verifyLiveChain } from './live-chain-verification.ts';
import type { SqlTx } from './sql-tx.ts';
import { PrismaClient } from '../db.ts';

let prisma: PrismaClient;
let trail: AuditTrail;
let repo: AuditEventRepository;
const pools: pg.Pool[] = [];
const pool = () => {
  const p = createHotPathPool(databaseUrl(), 2);
  pools.push(p);
  return p;
};

beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  trail = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()) });
  repo = new AuditEventRepository(prisma);
});
afterAll(async () => {
  await prisma.$disconnect();
  await Promise.all(pools.map((p) => p.end()));
});

const org = () => `org_${randomBytes(6).toString('hex')}`;
const event = (organizationId: string, details: AuditEventInput['details'] = {}): AuditEventInput => ({
  organizationId,
  workspaceId: 'ws_gcpg',
  category: 'AUTHENTICATION',
  action: 'token.issued',
  outcome: 'SUCCESS',
  actorPrincipal: 'client/cli_gcpg',
  resourceOrn: 'client/cli_gcpg',
  correlationKey: 'req-gcpg',
  emitterService: 'identity',
  details,
});
const chainOf = (o: string) => `${o}/ws_gcpg`;
const insertRefresh = (tx: SqlTx, o: string, tokenHash: string) =>
  tx.$executeRaw`INSERT INTO identity.refresh_tokens (id, family_id, token_hash, client_id, user_id, workspace_id, scope, expires_at, created_at)
    VALUES (${`rt_${randomBytes(8).toString('hex')}`}, ${`fam_${o}`}, ${tokenHash}, 'cli_gcpg', 'usr_gcpg', 'ws_gcpg', 'svc:iam:user:read',
      ${new Date(Date.now() + 3_600_000).toISOString()}::timestamp(3), now())`;

describe('AuditGroupCommitter on a node-postgres pool', () => {
  it('two pool writers and a Prisma writer append 3,000 events to one chain: seq 0..2999, every link and signature valid', async () => {
    const o = org();
    const total = 3_000;
    const writers = [
      new AuditRecorder(prisma, trail, { pool: pool() }),
      new AuditRecorder(prisma, trail, { pool: pool() }),
      new AuditRecorder(prisma, trail),
    ];
    let next = 0;
    await Promise.all(
      writers.map((w, wi) =>
        Promise.all(
          Array.from({ length: 32 }, async () => {
            while (next < total) {
              const i = next++;
              await w.record(event(o, { writer: wi, i }));
            }
          }),
        ),
      ),
    );
    const [stats] = await prisma.$queryRaw<{ n: bigint; lo: bigint; hi: bigint; writers: bigint }[]>`
      SELECT count(*) AS n, min(seq) AS lo, max(seq) AS hi, count(DISTINCT details->>'writer') AS writers
      FROM audit.audit_events WHERE chain_key = ${chainOf(o)}`;
    expect(stats).toEqual({ n: 3_000n, lo: 0n, hi: 2_999n, writers: 3n });
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 3_000, lastSeq: 2_999n });
  }, 300_000);

  it('an item whose change throws or hits a database error is rolled back alone; the rest commit with consecutive seqs', async () => {
    const recorder = new AuditRecorder(prisma, trail, { pool: pool() });
    const o = org();
    await recorder.record(event(o, { i: -1 })); // seq 0
    const dup = `hash_${o}_dup`;
    await prisma.$transaction((tx) => insertRefresh(tx, o, dup));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        recorder.commitWith({ organizationId: o, workspaceId: 'ws_gcpg' }, async (tx) => {
          await insertRefresh(tx, o, `hash_${o}_${i}`);
          if (i === 1) throw new Error('the change failed after writing');
          if (i === 3) await insertRefresh(tx, o, dup); // unique violation inside the batch
          return { result: i, event: i === 4 ? { ...event(o), action: 'no.such.action' as never } : event(o, { i }) };
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const seqs = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.event!.seq] : []));
    expect(seqs).toEqual([1n, 2n, 3n]);
    const stored = await prisma.refreshToken.findMany({ where: { familyId: `fam_${o}` }, select: { tokenHash: true } });
    expect(stored.map((r) => r.tokenHash).sort()).toEqual([dup, `hash_${o}_0`, `hash_${o}_2`, `hash_${o}_5`].sort());
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 4, lastSeq: 3n });
  }, 60_000);

  it('a change that aborts its transaction (a statement timeout) is refused alone; the connection goes back clean', async () => {
    const p = pool();
    const recorder = new AuditRecorder(prisma, trail, { pool: p });
    const o = org();
    await recorder.record(event(o, { i: 0 }));
    // A database error aborts the whole transaction, not just the statement: the batch is redone.
    const results = await Promise.allSettled([
      recorder.record(event(o, { i: 1 })),
      recorder.commitWith({ organizationId: o, workspaceId: 'ws_gcpg' }, async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL statement_timeout = 1');
        await tx.$executeRawUnsafe('SELECT pg_sleep(0.05)');
        return { result: 1, event: event(o, { i: 2 }) };
      }),
      recorder.record(event(o, { i: 3 })),
    ]);
    // The failing change is refused; the batch is redone with savepoints for the others.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 3, lastSeq: 2n });
    expect((await recorder.record(event(o, { i: 4 }))).seq).toBe(3n);
    expect(p.totalCount).toBeLessThanOrEqual(2);
  }, 60_000);

  it('a batch whose COMMIT fails rejects every caller in it and leaves the chain and the changes as they were', async () => {
    const recorder = new AuditRecorder(prisma, trail, { pool: pool() });
    const o = org();
    await recorder.record(event(o, { i: 0 }));
    const before = await repo.head(chainOf(o));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        recorder.commitWith({ organizationId: o, workspaceId: 'ws_gcpg' }, async (tx) => {
          await insertRefresh(tx, o, `hash_${o}_${i}`);
          if (i === 2) {
            // A deferred unique constraint: both rows insert, the violation is raised at COMMIT.
            await tx.$executeRawUnsafe(
              'CREATE TEMP TABLE gcpg_commit_fails (k int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP',
            );
            await tx.$executeRawUnsafe('INSERT INTO gcpg_commit_fails VALUES (1), (1)');
          }
          return { result: i, event: event(o, { i: 10 + i }) };
        }),
      ),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await prisma.refreshToken.count({ where: { familyId: `fam_${o}` } })).toBe(0);
    expect(await repo.head(chainOf(o))).toEqual(before);
    expect((await recorder.record(event(o, { i: 99 }))).seq).toBe(1n);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 2, lastSeq: 1n });
  }, 60_000);

  it('the webhook relay hook writes its rows in the batch, once per event, on this driver too', async () => {
    const o = org();
    const hooked = new AuditRecorder(
      prisma,
      new AuditTrail({
        keys: new FileAuditKeyProvider(tempKeysDir()),
        onAppend: auditWebhookRelayHook({ mayWant: () => true }),
      }),
      { pool: pool() },
    );
    const appended = await Promise.all(Array.from({ length: 8 }, (_, i) => hooked.record(event(o, { i }))));
    const relayed = await prisma.auditWebhookRelay.findMany({ where: { organizationId: o }, orderBy: { id: 'asc' } });
    expect(relayed.map((r) => r.id)).toEqual(appended.map((e) => e.id).sort());
    for (const r of relayed) {
      const e = appended.find((a) => a.id === r.id)!;
      expect(r).toMatchObject({ workspaceId: 'ws_gcpg', type: 'audit.token.issued', occurredAt: e.occurredAt });
      expect(r.data).toMatchObject({ auditEventId: e.id, seq: e.seq.toString(), chainKey: chainOf(o) });
    }
  }, 60_000);
});
