/**
 * The group-commit appender against PostgreSQL: exact seq and links with several writers (each
 * its own client and pool, as separate processes would be) batching onto one chain, and onto many
 * chains with plain appends interleaved; no deadlock between instances whose batches overlap; an
 * item whose change fails is rolled back alone, also in a batch of several chains; a batch whose
 * COMMIT fails rejects every caller in it and leaves the chain as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { freshDatabase } from '../../../test/helpers/fresh-database.ts';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import {
  AuditRecorder,
  AuditTrail,
  auditWebhookRelayHook,
  FileAuditKeyProvider,
  AuditInputError,
  type AuditEventInput,
} from './index.ts';
import { AuditEventRepository } from './audit-event-repository.ts';
import { SubscribedTypes } from './subscribed-types.ts';
import { verifyLiveChain } from './live-chain-verification.ts';
import { PrismaClient } from '../db.ts';
import type { SqlTx } from './sql-tx.ts';

let prisma: PrismaClient;
let trail: AuditTrail;
let recorder: AuditRecorder;
let repo: AuditEventRepository;

beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  trail = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()) });
  recorder = new AuditRecorder(prisma, trail);
  repo = new AuditEventRepository(prisma);
});
afterAll(() => prisma.$disconnect());

const org = () => `org_${randomBytes(6).toString('hex')}`;
const event = (organizationId: string, details: AuditEventInput['details'] = {}): AuditEventInput => ({
  organizationId,
  workspaceId: 'ws_gc',
  category: 'AUTHENTICATION',
  action: 'token.issued',
  outcome: 'SUCCESS',
  actorPrincipal: 'client/cli_gc',
  resourceOrn: 'client/cli_gc',
  correlationKey: 'req-gc',
  emitterService: 'identity',
  details,
});
const chainOf = (o: string) => `${o}/ws_gc`;
const refreshRow = (o: string, tokenHash: string) => ({
  id: `rt_${randomBytes(8).toString('hex')}`,
  familyId: `fam_${o}`,
  tokenHash,
  clientId: 'cli_gc',
  userId: 'usr_gc',
  workspaceId: 'ws_gc',
  scope: 'svc:iam:user:read',
  expiresAt: new Date(Date.now() + 3_600_000),
});
/** A refresh-token row written by a batch's change (changes are raw SQL: they run on either driver, sql-tx.ts). */
const insertRefresh = (tx: SqlTx, r: ReturnType<typeof refreshRow>) =>
  tx.$executeRaw`INSERT INTO identity.refresh_tokens (id, family_id, token_hash, client_id, user_id, workspace_id, scope, expires_at, created_at)
    VALUES (${r.id}, ${r.familyId}, ${r.tokenHash}, ${r.clientId}, ${r.userId}, ${r.workspaceId}, ${r.scope}, ${r.expiresAt.toISOString()}::timestamp(3), now())`;
const settle = <T>(ps: Promise<T>[]) => Promise.allSettled(ps);

describe('AuditGroupCommitter', () => {
  it('three writers with their own pools append 10,000 events to one chain: seq 0..9999, every link valid', async () => {
    const o = org();
    const total = 10_000;
    const writers = Array.from({ length: 3 }, () => {
      const client = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
      return { client, recorder: new AuditRecorder(client, trail) };
    });
    try {
      let next = 0;
      await Promise.all(
        writers.map(async (w, wi) => {
          // 64 appends in flight per writer: each writer's committer batches them, and the three
          // writers' batches queue on the chain head's row lock.
          await Promise.all(
            Array.from({ length: 64 }, async () => {
              while (next < total) {
                const i = next++;
                await w.recorder.record(event(o, { writer: wi, i }));
              }
            }),
          );
        }),
      );
    } finally {
      await Promise.all(writers.map((w) => w.client.$disconnect()));
    }
    const stats = await prisma.$queryRaw<
      { n: bigint; lo: bigint; hi: bigint; distinct_seq: bigint; distinct_i: bigint }[]
    >`
      SELECT count(*) AS n, min(seq) AS lo, max(seq) AS hi, count(DISTINCT seq) AS distinct_seq, count(DISTINCT details->>'i') AS distinct_i
      FROM audit.audit_events WHERE chain_key = ${chainOf(o)}`;
    expect(stats[0]).toEqual({ n: 10_000n, lo: 0n, hi: 9_999n, distinct_seq: 10_000n, distinct_i: 10_000n });
    // The writers' batches really interleaved on the chain.
    const switches = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (SELECT details->>'writer' AS w, lag(details->>'writer') OVER (ORDER BY seq) AS prev FROM audit.audit_events WHERE chain_key = ${chainOf(o)}) x WHERE w <> prev`;
    expect(switches[0].n).toBeGreaterThan(10n);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 10_000, lastSeq: 9_999n });
  }, 600_000);

  it('three writers and plain appends from another pool on 40 chains: batches span chains, every chain is seq 0..n-1 with valid links and signatures', async () => {
    const chains = Array.from({ length: 40 }, () => org());
    const perWriter = 1_500;
    const writers = Array.from({ length: 3 }, () => {
      const client = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
      return { client, recorder: new AuditRecorder(client, trail) };
    });
    // Plain AuditTrail.append transactions (one head each) on the same chains, as the rest of
    // identity writes them, from a pool of their own.
    const plain = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
    const sent = new Map<string, number>(chains.map((c) => [c, 0]));
    const pick = (i: number) => chains[(i * 7919 + (i >> 3)) % chains.length]!;
    try {
      await Promise.all([
        ...writers.map(async (w, wi) => {
          let next = 0;
          await Promise.all(
            Array.from({ length: 64 }, async () => {
              while (next < perWriter) {
                const i = next++;
                const o = pick(wi * perWriter + i);
                sent.set(o, sent.get(o)! + 1);
                await w.recorder.record(event(o, { writer: wi, i }));
              }
            }),
          );
        }),
        (async () => {
          for (let i = 0; i < 200; i++) {
            const o = chains[i % chains.length]!;
            sent.set(o, sent.get(o)! + 1);
            await plain.$transaction((tx) => trail.append(tx, event(o, { writer: 'plain', i })));
          }
        })(),
      ]);
    } finally {
      await Promise.all([...writers.map((w) => w.client.$disconnect()), plain.$disconnect()]);
    }
    for (const o of chains) {
      const n = sent.get(o)!;
      expect(await verifyLiveChain(repo, chainOf(o)), o).toMatchObject({ ok: true, events: n, lastSeq: BigInt(n - 1) });
    }
    const plainWritten = await prisma.auditEvent.count({
      where: { organizationId: { in: chains }, details: { path: ['writer'], equals: 'plain' } },
    });
    expect(plainWritten).toBe(200);
    // Batches really spanned chains: one transaction (one xmin) wrote events of many chains.
    const widest = await prisma.$queryRaw<{ chains: bigint }[]>`
      SELECT count(DISTINCT chain_key) AS chains FROM audit.audit_events WHERE organization_id = ANY(${chains}::text[])
      GROUP BY xmin::text ORDER BY 1 DESC LIMIT 1`;
    expect(widest[0]!.chains).toBeGreaterThan(5n);
  }, 600_000);

  it('two appender instances whose batches name overlapping chains in opposite orders never deadlock (heads are locked in chain-key order)', async () => {
    // Five chains, all with a head. A third transaction holds the middle chain's head; instance A
    // queues p, q, m, r, s in one turn (one batch) and instance B s, r, m, q, p. Were heads locked
    // in queue order, A would hold p and q and B s and r, both waiting for m; once m is free,
    // whichever takes it would wait for the other's rows: a deadlock, which PostgreSQL breaks by
    // aborting one of them (rejecting its whole batch). Locked in chain-key order, both wait
    // without holding what the other needs, and every append commits.
    const five = Array.from({ length: 5 }, () => org());
    for (const o of five) await recorder.record(event(o, { i: -1 }));
    const [p, q, m, r, s] = five;
    const instances = [
      [p, q, m, r, s],
      [s, r, m, q, p],
    ].map((order) => {
      const client = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
      return { client, order, recorder: new AuditRecorder(client, trail) };
    });
    const holder = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    let release!: () => void;
    const released = new Promise<void>((res) => (release = res));
    let locked!: () => void;
    const isLocked = new Promise<void>((res) => (locked = res));
    try {
      const held = holder.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT chain_key FROM audit.audit_chain_heads WHERE chain_key = ${chainOf(m!)} FOR UPDATE`;
          locked();
          await released;
        },
        { timeout: 60_000 },
      );
      await isLocked;
      const results = settle(instances.flatMap((x) => x.order.map((o) => x.recorder.record(event(o!, { i: 0 })))));
      // Both batches are queued on head locks before the middle head is released.
      for (let waited = 0; ; waited++) {
        const waiting = await prisma.$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO audit.audit_chain_heads%'`;
        if (waiting[0]!.n >= 2n) break;
        if (waited > 600) throw new Error('the two batches never waited on the head locks');
        await new Promise((res) => setTimeout(res, 50));
      }
      release();
      await held;
      const refused = (await results).filter((x) => x.status === 'rejected') as PromiseRejectedResult[];
      expect(refused.map((x) => String(x.reason))).toEqual([]);
    } finally {
      release();
      await Promise.all([...instances.map((x) => x.client.$disconnect()), holder.$disconnect()]);
    }
    for (const o of five)
      expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 3, lastSeq: 2n });
  }, 120_000);

  it('two appender instances on overlapping chain sets under load: no batch fails, every chain verifies', async () => {
    const chains = Array.from({ length: 45 }, () => org());
    const instances = [chains.slice(0, 30), chains.slice(15).reverse()].map((set) => {
      const client = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 3 });
      return { client, set, recorder: new AuditRecorder(client, trail, { writers: 3 }) };
    });
    const sent = new Map<string, number>(chains.map((c) => [c, 0]));
    try {
      const results = await Promise.all(
        instances.map(async (x) => {
          let next = 0;
          return settle(
            Array.from({ length: 90 }, async () => {
              while (next < 1_200) {
                const i = next++;
                const o = x.set[i % x.set.length]!;
                sent.set(o, sent.get(o)! + 1);
                await x.recorder.record(event(o, { i }));
              }
            }),
          );
        }),
      );
      const refused = results.flat().filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(refused.map((r) => String(r.reason))).toEqual([]);
    } finally {
      await Promise.all(instances.map((x) => x.client.$disconnect()));
    }
    for (const o of chains) {
      const n = sent.get(o)!;
      expect(await verifyLiveChain(repo, chainOf(o)), o).toMatchObject({ ok: true, events: n });
    }
  }, 600_000);

  it('a change that fails in a batch of several chains rejects only itself; the other chains commit in one transaction', async () => {
    const [a, b, c, d] = [org(), org(), org(), org()];
    for (const o of [a, b, c]) await recorder.record(event(o, { i: -1 })); // seq 0 on each
    const change = (o: string, fail: boolean) =>
      recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async (tx) => {
        await insertRefresh(tx, refreshRow(o, `hash_${o}_1`));
        if (fail) throw new Error(`change of ${o} failed`);
        return { result: o, event: event(o, { i: 1 }) };
      });
    // Issued in one turn: one batch over four chains.
    const results = await settle([
      change(a, false),
      change(b, true),
      change(c, false),
      recorder.record(event(d, { i: 1 })).then((e) => ({ result: d, event: e })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe(`change of ${b} failed`);
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(ok.map((r) => r.event!.seq)).toEqual([1n, 1n, 0n]);
    expect(await prisma.refreshToken.count({ where: { familyId: `fam_${b}` } })).toBe(0);
    expect(await prisma.refreshToken.count({ where: { familyId: { in: [`fam_${a}`, `fam_${c}`] } } })).toBe(2);
    const txs = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT xmin::text) AS n FROM audit.audit_events WHERE chain_key = ANY(${[a, c, d].map(chainOf)}::text[]) AND details->>'i' = '1'`;
    expect(txs[0]!.n).toBe(1n);
    for (const o of [a, c])
      expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 2, lastSeq: 1n });
    expect(await verifyLiveChain(repo, chainOf(b))).toMatchObject({ ok: true, events: 1, lastSeq: 0n });
    expect(await verifyLiveChain(repo, chainOf(d))).toMatchObject({ ok: true, events: 1, lastSeq: 0n });
  });

  it('an item whose change throws is rolled back alone; the others in its batch commit with consecutive seqs', async () => {
    const o = org();
    await recorder.record(event(o, { i: -1 })); // seq 0: the chain exists
    const dup = `hash_${o}_dup`;
    await prisma.refreshToken.create({ data: refreshRow(o, dup) });
    const written = (i: number) => `hash_${o}_${i}`;
    // Issued in one turn, so they join one batch.
    const results = await settle(
      Array.from({ length: 6 }, (_, i) =>
        recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async (tx) => {
          await insertRefresh(tx, refreshRow(o, written(i)));
          if (i === 1) throw new Error('the change failed after writing');
          if (i === 3) await insertRefresh(tx, refreshRow(o, dup)); // unique violation: a database error inside the batch
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
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('the change failed after writing');
    expect((results[4] as PromiseRejectedResult).reason).toBeInstanceOf(AuditInputError);
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(ok.map((r) => r.result)).toEqual([0, 2, 5]);
    expect(ok.map((r) => r.event!.seq)).toEqual([1n, 2n, 3n]);
    // The failed items' writes are gone, the others' stayed; their events are not in the chain.
    const stored = await prisma.refreshToken.findMany({ where: { familyId: `fam_${o}` }, select: { tokenHash: true } });
    expect(stored.map((r) => r.tokenHash).sort()).toEqual([dup, written(0), written(2), written(5)].sort());
    const events = await prisma.auditEvent.findMany({ where: { chainKey: chainOf(o) }, orderBy: { seq: 'asc' } });
    expect(events.map((e) => (e.details as { i: number }).i)).toEqual([-1, 0, 2, 5]);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 4, lastSeq: 3n });
  });

  it('a change that records nothing (event null) commits its result without consuming a seq', async () => {
    const o = org();
    const [a, b] = await Promise.all([
      recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async () => ({
        result: 'nothing',
        event: null,
      })),
      recorder.record(event(o, { i: 1 })),
    ]);
    expect(a).toEqual({ result: 'nothing', event: null });
    expect(b.seq).toBe(0n);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 1 });
  });

  it('a batch whose COMMIT fails rejects every caller in it and leaves the chain and the changes as they were', async () => {
    const o = org();
    await recorder.record(event(o, { i: 0 }));
    const before = await repo.head(chainOf(o));
    const results = await settle(
      Array.from({ length: 5 }, (_, i) =>
        recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async (tx) => {
          await insertRefresh(tx, refreshRow(o, `hash_${o}_${i}`));
          if (i === 2) {
            // A deferred unique constraint: both rows insert, the violation is raised at COMMIT.
            await tx.$executeRawUnsafe(
              'CREATE TEMP TABLE gc_commit_fails (k int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP',
            );
            await tx.$executeRawUnsafe('INSERT INTO gc_commit_fails VALUES (1), (1)');
          }
          return { result: i, event: event(o, { i: 10 + i }) };
        }),
      ),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of results)
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/gc_commit_fails|unique|duplicate/i);
    expect(await prisma.refreshToken.count({ where: { familyId: `fam_${o}` } })).toBe(0);
    expect(await prisma.auditEvent.count({ where: { chainKey: chainOf(o) } })).toBe(1);
    expect(await repo.head(chainOf(o))).toEqual(before);
    // The chain goes on from where it was.
    const next = await recorder.record(event(o, { i: 99 }));
    expect(next.seq).toBe(1n);
    expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: 2, lastSeq: 1n });
  });

  it('refuses bad input before queueing and stores nothing; the process keeps appending', async () => {
    const o = org();
    await expect(recorder.record({ ...event(o), category: 'BILLING' as never })).rejects.toBeInstanceOf(
      AuditInputError,
    );
    await expect(recorder.record({ ...event(o), actorPrincipal: 'a\u0000b' })).rejects.toBeInstanceOf(AuditInputError);
    expect(await prisma.auditEvent.count({ where: { organizationId: o } })).toBe(0);
    // An event for another chain than the one the change was queued on is refused, and nothing of it stays.
    await expect(
      recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async (tx) => {
        await insertRefresh(tx, refreshRow(o, `hash_${o}_x`));
        return { result: 1, event: { ...event(o), workspaceId: 'ws_other' } };
      }),
    ).rejects.toBeInstanceOf(AuditInputError);
    expect(await prisma.refreshToken.count({ where: { familyId: `fam_${o}` } })).toBe(0);
    expect((await recorder.record(event(o))).seq).toBe(0n);
  });

  it('any mix of items in one batch: exactly the items that succeed with an event get consecutive seqs, nothing of the others stays', async () => {
    // ok: writes a row and records; none: writes nothing, records nothing; throw: writes, then
    // throws; dberror: a unique violation; bad: a refused event; plain: an event-only record.
    const kinds = fc.constantFrom('ok', 'none', 'throw', 'dberror', 'bad', 'plain');
    await fc.assert(
      fc.asyncProperty(fc.array(kinds, { minLength: 1, maxLength: 25 }), async (plan) => {
        const o = org();
        const dup = `hash_${o}_dup`;
        await prisma.refreshToken.create({ data: refreshRow(o, dup) });
        const results = await settle(
          plan.map((kind, i) =>
            kind === 'plain'
              ? recorder.record(event(o, { i })).then((e) => ({ result: i, event: e }))
              : recorder.commitWith({ organizationId: o, workspaceId: 'ws_gc' }, async (tx) => {
                  if (kind === 'none') return { result: i, event: null };
                  await insertRefresh(tx, refreshRow(o, `hash_${o}_${i}`));
                  if (kind === 'throw') throw new Error('change failed');
                  if (kind === 'dberror') await insertRefresh(tx, refreshRow(o, dup));
                  return {
                    result: i,
                    event: kind === 'bad' ? { ...event(o), outcome: 'MAYBE' as never } : event(o, { i }),
                  };
                }),
          ),
        );
        const expectOk = plan.map((k) => k === 'ok' || k === 'none' || k === 'plain');
        expect(results.map((r) => r.status === 'fulfilled')).toEqual(expectOk);
        const recordedIdx = plan.flatMap((k, i) => (k === 'ok' || k === 'plain' ? [i] : []));
        const events = await prisma.auditEvent.findMany({ where: { chainKey: chainOf(o) }, orderBy: { seq: 'asc' } });
        expect(events.map((e) => (e.details as { i: number }).i)).toEqual(recordedIdx);
        expect(events.map((e) => e.seq)).toEqual(recordedIdx.map((_, n) => BigInt(n)));
        const rows = await prisma.refreshToken.findMany({
          where: { familyId: `fam_${o}` },
          select: { tokenHash: true },
        });
        expect(rows.map((r) => r.tokenHash).sort()).toEqual(
          [dup, ...plan.flatMap((k, i) => (k === 'ok' ? [`hash_${o}_${i}`] : []))].sort(),
        );
        if (events.length)
          expect(await verifyLiveChain(repo, chainOf(o))).toMatchObject({ ok: true, events: events.length });
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it("relays a batch's events for exactly the subscribed workspace and type, in the append's transaction", async () => {
    // A database of its own: a running identity's relay (other test files share the run's) would take the rows.
    const own = await freshDatabase();
    await migrate({ url: own.url, dir: MIGRATIONS_DIR });
    const prisma = createPrismaClient(PrismaClient, { url: own.url, poolMax: 4 });
    try {
      const o = org();
      const [wsSub, wsNone] = [`ws_${randomBytes(6).toString('hex')}`, `ws_${randomBytes(6).toString('hex')}`];
      // What the events API answers for these workspaces (test/events/events-api.test.ts asks the real one).
      const asked: string[][] = [];
      const subscribed = new SubscribedTypes({
        ttlMs: 60_000,
        source: {
          subscribedTypes: async (ids) => {
            asked.push(ids);
            return ids.map((w) => ({
              workspace_id: w,
              types: w === wsSub ? ['audit.apikey.created', 'audit.token.issued'] : [],
            }));
          },
        },
      });
      // Unknown workspaces are relayed (agents drops what nobody wants) and fetched in the background, once.
      expect(subscribed.mayWant(wsSub, 'audit.token.issued') && subscribed.mayWant(wsNone, 'audit.token.issued')).toBe(
        true,
      );
      await subscribed.settled();
      expect(asked).toEqual([[wsSub, wsNone]]);
      const hooked = new AuditRecorder(
        prisma,
        new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()), onAppend: auditWebhookRelayHook(subscribed) }),
      );
      const at = (workspaceId: string, i: number): AuditEventInput => ({ ...event(o, { i }), workspaceId });
      // Concurrent records batch onto each workspace's chain.
      await Promise.all(Array.from({ length: 24 }, (_, i) => hooked.record(at(i % 2 ? wsSub : wsNone, i))));
      const relayed = await prisma.auditWebhookRelay.findMany({ where: { organizationId: o } });
      expect(relayed).toHaveLength(12);
      expect(relayed.every((q) => q.workspaceId === wsSub && q.type === 'audit.token.issued')).toBe(true);
      // Each row is its audit event (same id), written with it.
      const audited = await prisma.auditEvent.findMany({ where: { id: { in: relayed.map((r) => r.id) } } });
      expect(audited).toHaveLength(12);
      expect(new Set(relayed.map((q) => (q.data as { seq: string }).seq)).size).toBe(12);
      expect(asked).toHaveLength(1); // warm: no call per append
    } finally {
      await prisma.$disconnect();
      await own.drop();
    }
  }, 120_000);
});
