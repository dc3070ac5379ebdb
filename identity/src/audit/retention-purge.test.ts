/**
 * Retention purge and litigation holds against PostgreSQL, with injected clocks instead of years
 * of waiting: old un-held events go, held ones (and everything after them) stay, each cut is a
 * signed checkpoint the verifier starts from, tampering after a purge is still reported at the
 * right seq, a purge is idempotent, two purges at once neither double-delete nor fork a chain, and
 * a chain that does not verify is not purged at all. `npm run audit:purge` and `audit:verify` are
 * run once each on a purged chain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createPrismaClient, withTryAdvisoryLock } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import { AuditTrail, FileAuditKeyProvider } from './index.ts';
import { AuditEventRepository } from './audit-event-repository.ts';
import { verifyLiveChain } from './live-chain-verification.ts';
import { purgeExpiredAuditEvents, RETENTION_PURGE_LOCK_ID } from './retention-purge.ts';
import { LitigationHoldService, type HoldCaller } from './litigation-holds.ts';
import { LitigationHoldRepository } from './litigation-hold-repository.ts';
import { PrismaClient } from '../db.ts';
import { allOwnersPrisma } from '../../../test/helpers/db.ts';

const DAY = 86_400_000;
const T2015 = Date.parse('2015-03-01T00:00:00Z');
const NOW = new Date('2024-06-01T00:00:00Z'); // cutoff with 2557 days: 2017-06-01 or so
const RETENTION = 2557;

let prisma: PrismaClient;
let prisma2: PrismaClient;
let repo: AuditEventRepository;
let keysDir: string;
let keys: FileAuditKeyProvider;

beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  prisma2 = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  repo = new AuditEventRepository(prisma);
  keysDir = tempKeysDir();
  keys = new FileAuditKeyProvider(keysDir);
});
afterAll(async () => {
  await prisma.$disconnect();
  await prisma2.$disconnect();
});

/** A clock that starts at `start` and advances one day per reading. */
const clock = (start: number) => {
  let t = start;
  return () => (t += DAY);
};

/** A tenant whose workspace chain has `old` events in 2015 and `recent` in 2023; returns its caller and chain key. */
async function chain(
  old: number,
  recent = 0,
): Promise<{ caller: HoldCaller; chainKey: string; holds: LitigationHoldService }> {
  const orgId = `org_r${randomBytes(5).toString('hex')}`;
  const workspaceId = `ws_r${randomBytes(5).toString('hex')}`;
  const oldClock = clock(T2015);
  const oldTrail = new AuditTrail({ keys, now: oldClock });
  const append = (trail: AuditTrail, i: number) =>
    prisma.$transaction((tx) =>
      trail.append(tx, {
        organizationId: orgId,
        workspaceId,
        category: 'ADMINISTRATION',
        action: 'apikey.created',
        outcome: 'SUCCESS',
        actorPrincipal: `user/u${i}`,
        resourceOrn: `apikey/k${i}`,
        emitterService: 'identity',
        details: { i },
      }),
    );
  for (let i = 0; i < old; i++) await append(oldTrail, i);
  const recentTrail = new AuditTrail({ keys, now: clock(Date.parse('2023-01-01T00:00:00Z')) });
  for (let i = 0; i < recent; i++) await append(recentTrail, old + i);
  // Holds placed "in 2015" too (their events are as old as the rest).
  const holds = new LitigationHoldService(new LitigationHoldRepository(prisma), oldTrail, { now: oldClock });
  return {
    caller: { orgId, workspaceId, actorPrincipal: 'user/usr_legal', requestId: 'req-hold' },
    chainKey: `${orgId}/${workspaceId}`,
    holds,
  };
}

const purge = (chainKey: string, over: { batchSize?: number; client?: PrismaClient; now?: Date } = {}) =>
  purgeExpiredAuditEvents(over.client ?? prisma, {
    keys,
    retentionDays: RETENTION,
    now: over.now ?? NOW,
    batchSize: over.batchSize,
    chainKeys: [chainKey],
  }).then((r) => r.chains[0]);
const seqs = async (chainKey: string) =>
  (await prisma.auditEvent.findMany({ where: { chainKey }, orderBy: { seq: 'asc' }, select: { seq: true } })).map((r) =>
    Number(r.seq),
  );
const actions = async (chainKey: string) =>
  (await prisma.auditEvent.findMany({ where: { chainKey }, orderBy: { seq: 'asc' }, select: { action: true } })).map(
    (r) => r.action,
  );
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: { code?: string; message: string }) => e.code ?? e.message,
  );

describe('retention purge', () => {
  it('removes the events older than the retention, keeps the recent ones, and the chain verifies from the signed checkpoint', async () => {
    const { chainKey } = await chain(6, 4);
    const r = await purge(chainKey);
    expect(r).toMatchObject({ purged: 6, fromSeq: 0n, toSeq: 5n, keptFrom: 6n, stoppedBy: 'retention', problem: null });
    // 6..9 kept; 10 is the purge's own event, stamped with the purge's clock.
    expect(await seqs(chainKey)).toEqual([6, 7, 8, 9, 10]);
    const purgeEvent = await prisma.auditEvent.findFirstOrThrow({ where: { chainKey, seq: 10n } });
    expect(purgeEvent).toMatchObject({
      action: 'audit.retention.purged',
      category: 'SYSTEM',
      isSystem: true,
      actorPrincipal: 'system/identity',
      occurredAt: NOW,
    });
    expect(purgeEvent.details).toMatchObject({ fromSeq: '0', toSeq: '5', events: 6, retentionDays: RETENTION });
    const cp = await repo.latestCheckpoint(chainKey);
    const fifth = await prisma.auditEvent.findFirstOrThrow({ where: { chainKey, seq: 6n } });
    expect(cp).toMatchObject({ seq: 5n, eventsPurged: 6n, contentHash: fifth.prevHash });
    expect(await verifyLiveChain(repo, chainKey)).toMatchObject({ ok: true, events: 5, lastSeq: 10n, problem: null });
  });

  it('keeps what an active hold covers and everything after it; a released hold lets the purge continue', async () => {
    const { chainKey, caller, holds } = await chain(10);
    const hold = await holds.place(caller, { caseRef: 'Case 2024-17', fromSeq: '4', toSeq: '6' }); // its event is seq 10
    expect(hold).toMatchObject({ chainKey, fromSeq: '4', toSeq: '6', status: 'ACTIVE', placedBy: 'user/usr_legal' });
    expect(await purge(chainKey)).toMatchObject({ purged: 4, toSeq: 3n, keptFrom: 4n, stoppedBy: 'hold' });
    expect(await seqs(chainKey)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await verifyLiveChain(repo, chainKey)).toMatchObject({ ok: true, lastSeq: 11n });
    // A hold over a purged range is refused; one over what is left is accepted.
    expect(await code(holds.place(caller, { caseRef: 'late', fromSeq: '3', toSeq: '9' }))).toBe(
      'SVC-AUDIT-HOLD-PURGED',
    );
    await holds.release(caller, hold.holdId); // seq 12, stamped no earlier than the purge event
    expect(await purge(chainKey)).toMatchObject({
      purged: 7,
      fromSeq: 4n,
      toSeq: 10n,
      keptFrom: 11n,
      stoppedBy: 'retention',
    });
    expect(await actions(chainKey)).toEqual([
      'audit.retention.purged',
      'audit.hold.released',
      'audit.retention.purged',
    ]);
    expect(await verifyLiveChain(repo, chainKey)).toMatchObject({ ok: true, events: 3, lastSeq: 13n });
    expect(await prisma.auditChainCheckpoint.count({ where: { chainKey } })).toBe(2);
  });

  it('is idempotent: a second purge as of the same instant changes nothing', async () => {
    const { chainKey } = await chain(5, 2);
    expect((await purge(chainKey)).purged).toBe(5);
    const before = {
      seqs: await seqs(chainKey),
      cps: await prisma.auditChainCheckpoint.count({ where: { chainKey } }),
    };
    expect(await purge(chainKey)).toMatchObject({ purged: 0, keptFrom: 5n, stoppedBy: 'retention' });
    expect({
      seqs: await seqs(chainKey),
      cps: await prisma.auditChainCheckpoint.count({ where: { chainKey } }),
    }).toEqual(before);
    expect((await verifyLiveChain(repo, chainKey)).ok).toBe(true);
  });

  it('tampering after a purge is still caught at the right seq', async () => {
    const { chainKey } = await chain(4, 5); // after the purge: 4..8 and the purge event 9, checkpoint at 3
    await purge(chainKey);
    await prisma.$executeRaw`UPDATE audit.audit_events SET actor_principal = 'user/forged' WHERE chain_key = ${chainKey} AND seq = 6`;
    expect((await verifyLiveChain(repo, chainKey)).problem).toMatchObject({ kind: 'hash_mismatch', seq: 6n });

    const b = await chain(4, 5);
    await purge(b.chainKey);
    // The first event after the cut deleted by hand (not by a purge): the gap is at checkpoint + 1.
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${b.chainKey} AND seq = 4`;
    expect((await verifyLiveChain(repo, b.chainKey)).problem).toMatchObject({ kind: 'seq_gap', seq: 4n });

    const c = await chain(4, 5);
    await purge(c.chainKey);
    // Moving the checkpoint without the key: its signature no longer verifies.
    await prisma.$executeRaw`UPDATE audit.audit_chain_checkpoints SET seq = 5 WHERE chain_key = ${c.chainKey}`;
    expect((await verifyLiveChain(repo, c.chainKey)).problem).toMatchObject({ kind: 'bad_checkpoint', seq: 5n });

    const d = await chain(4, 5);
    await purge(d.chainKey);
    // The checkpoint deleted: the chain claims genesis again and is missing seq 0.
    await prisma.$executeRaw`DELETE FROM audit.audit_chain_checkpoints WHERE chain_key = ${d.chainKey}`;
    expect((await verifyLiveChain(repo, d.chainKey)).problem).toMatchObject({ kind: 'seq_gap', seq: 0n });
  });

  it('does not purge a chain whose old prefix does not verify, and reports where', async () => {
    const { chainKey } = await chain(8);
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${chainKey} AND seq = 3`;
    const r = await purge(chainKey);
    expect(r).toMatchObject({ purged: 0, stoppedBy: 'problem', problem: { kind: 'seq_gap', seq: 3n } });
    expect(await seqs(chainKey)).toEqual([0, 1, 2, 4, 5, 6, 7]);
    expect(await prisma.auditChainCheckpoint.count({ where: { chainKey } })).toBe(0);
  });

  it('two purges at once (two connection pools, small batches): every event deleted once, one unforked chain', async () => {
    const { chainKey } = await chain(30, 2);
    const [a, b] = await Promise.all([
      purge(chainKey, { batchSize: 4 }),
      purge(chainKey, { batchSize: 4, client: prisma2 }),
    ]);
    expect(a.problem).toBeNull();
    expect(b.problem).toBeNull();
    expect(a.purged + b.purged).toBe(30);
    const cps = await prisma.auditChainCheckpoint.findMany({ where: { chainKey }, orderBy: { seq: 'asc' } });
    expect(cps.reduce((n, c) => n + Number(c.eventsPurged), 0)).toBe(30);
    // Each cut continues where the previous one ended.
    cps.forEach((c, i) => expect(c.seq).toBe(i === 0 ? 3n : cps[i - 1].seq + c.eventsPurged));
    const remaining = await seqs(chainKey);
    expect(remaining[0]).toBe(30);
    expect(remaining).toEqual(Array.from({ length: remaining.length }, (_, i) => 30 + i));
    expect(await verifyLiveChain(repo, chainKey)).toMatchObject({ ok: true, events: remaining.length });
    // And a third purge finds nothing.
    expect((await purge(chainKey)).purged).toBe(0);
  });

  it("the periodic run's advisory lock admits one holder: a second replica skips while the first purges", async () => {
    const lock = BigInt(RETENTION_PURGE_LOCK_ID) + 1n; // not the real id: other tests' identities may run a purge
    const outer = await withTryAdvisoryLock(databaseUrl(), lock, () =>
      withTryAdvisoryLock(databaseUrl(), lock, async () => 'inner ran'),
    );
    expect(outer).toEqual({ ran: true, result: { ran: false } });
    expect(await withTryAdvisoryLock(databaseUrl(), lock, async () => 'again')).toEqual({ ran: true, result: 'again' });
  });

  it("npm run audit:purge (its purge event written for identity's webhook relay) and audit:verify on a purged chain", async () => {
    const { chainKey, caller } = await chain(3);
    // A held (SLACK) subscription: when an identity of another test file relays the row first (the
    // run's database is shared), its agents records the event and its delivery, no dispatcher needed.
    const owners = allOwnersPrisma(databaseUrl());
    await owners.eventSubscription.create({
      data: {
        id: `sub_${randomBytes(6).toString('hex')}`,
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        destinationUrl: 'https://hooks.example.com/x',
        eventTypes: ['audit.audit.retention.purged'],
        transport: 'SLACK',
        enabled: true,
        createdBy: 'usr_r',
        updatedAt: new Date(),
      },
    });
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: databaseUrl(), AUDIT_KEYS_DIR: keysDir, AUDIT_RETENTION_DAYS: '365' };
    const purged = await run('npm', ['run', '-s', 'audit:purge', '--', '--chain', chainKey], { env });
    expect(JSON.parse(purged.stdout.trim())).toMatchObject({
      chainKey,
      purged: 3,
      fromSeq: '0',
      toSeq: '2',
      problem: null,
    });
    // The CLI asks agents nothing: the workspace's purge event waits in the relay table for identity's relay (ADR 011).
    const written = async () => [
      ...(await prisma.auditWebhookRelay.findMany({ where: { workspaceId: caller.workspaceId } })).map((q) => [
        q.type,
        (q.data as { seq: string }).seq,
      ]),
      ...(await owners.outboxEvent.findMany({ where: { workspaceId: caller.workspaceId } })).map((q) => [
        q.type,
        (q.payload as { seq: string }).seq,
      ]),
    ];
    expect(await written()).toEqual([['audit.audit.retention.purged', '3']]);
    await owners.$disconnect();
    const ok = await run('npm', ['run', '-s', 'audit:verify', '--', '--chain', chainKey], { env });
    expect(JSON.parse(ok.stdout.trim())).toMatchObject({ chainKey, ok: true, events: 1, lastSeq: '3' });
  }, 120_000);
});

describe('litigation holds', () => {
  it('refuse bad input with typed codes and store nothing', async () => {
    const { caller, holds, chainKey } = await chain(1);
    const cases: [unknown, string][] = [
      [{ caseRef: '', fromSeq: '0', toSeq: '1' }, 'SVC-VALID-4000'],
      [{ caseRef: 'x'.repeat(257), fromSeq: '0', toSeq: '1' }, 'SVC-VALID-4000'],
      [{ caseRef: 'nul\u0000', fromSeq: '0', toSeq: '1' }, 'SVC-VALID-4007'],
      [{ caseRef: 'lone \ud800', fromSeq: '0', toSeq: '1' }, 'SVC-VALID-4007'],
      [{ caseRef: 'c', fromSeq: '5', toSeq: '4' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c', fromSeq: '-1', toSeq: '4' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c', fromSeq: '0', toSeq: '9223372036854775808' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c', fromSeq: '01', toSeq: '4' }, 'SVC-VALID-4000'],
      [null, 'SVC-VALID-4000'],
    ];
    for (const [input, expected] of cases)
      expect(await code(holds.place(caller, input as never)), JSON.stringify(input)).toBe(expected);
    expect(await prisma.auditLitigationHold.count({ where: { chainKey } })).toBe(0);
    expect(await seqs(chainKey)).toEqual([0]);
    // The largest int64 is a valid end (a hold "from here on").
    expect(
      (await holds.place(caller, { caseRef: 'open-ended', fromSeq: '0', toSeq: '9223372036854775807' })).toSeq,
    ).toBe('9223372036854775807');
  });

  it('another tenant cannot see or release a hold; releasing twice is refused', async () => {
    const a = await chain(1);
    const b = await chain(1);
    const h = await a.holds.place(a.caller, { caseRef: 'A v. B', fromSeq: '0', toSeq: '0' });
    expect(await b.holds.list(b.caller)).toEqual([]);
    expect(await code(b.holds.release(b.caller, h.holdId))).toBe('SVC-VALID-4041');
    // Same organization, other workspace: still not found.
    expect(await code(b.holds.release({ ...b.caller, orgId: a.caller.orgId }, h.holdId))).toBe('SVC-VALID-4041');
    expect(await code(a.holds.release(a.caller, 'hold_' + '0'.repeat(32)))).toBe('SVC-VALID-4041');
    expect(await code(a.holds.release(a.caller, 'not a hold'))).toBe('SVC-VALID-4041');
    expect((await a.holds.list(a.caller)).map((x) => x.status)).toEqual(['ACTIVE']);
    expect((await a.holds.release(a.caller, h.holdId)).status).toBe('RELEASED');
    expect(await code(a.holds.release(a.caller, h.holdId))).toBe('SVC-AUDIT-HOLD-RELEASED');
    expect(await actions(a.chainKey)).toEqual(['apikey.created', 'audit.hold.placed', 'audit.hold.released']);
    expect(await actions(b.chainKey)).toEqual(['apikey.created']);
  });
});
