import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import { AuditTrail, FileAuditKeyProvider, AuditInputError, type AuditEventInput } from './index.ts';
import { AuditEventRepository } from './audit-event-repository.ts';
import { verifyLiveChain } from './live-chain-verification.ts';
import { PrismaClient } from '../db.ts';

let prisma: PrismaClient;
let audit: AuditTrail;
let repo: AuditEventRepository;

beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 8 });
  audit = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()) });
  repo = new AuditEventRepository(prisma);
});
afterAll(() => prisma.$disconnect());

const org = () => `org_${randomBytes(6).toString('hex')}`;
const event = (organizationId: string, over: Partial<AuditEventInput> = {}): AuditEventInput => ({
  organizationId,
  category: 'ADMINISTRATION',
  action: 'apikey.revoked',
  outcome: 'SUCCESS',
  actorPrincipal: 'user/usr_1',
  resourceOrn: 'apikey/key_1',
  correlationKey: 'req-1',
  emitterService: 'identity',
  ...over,
});

const verify = (chainKey: string) => verifyLiveChain(repo, chainKey);

describe('AuditTrail.append', () => {
  it('chains events of one tenant from genesis and signs them', async () => {
    const o = org();
    const first = await prisma.$transaction((tx) => audit.append(tx, event(o)));
    const second = await prisma.$transaction((tx) =>
      audit.append(
        tx,
        event(o, { workspaceId: null, outcome: 'DENIED', action: 'access.scope.denied', category: 'AUTHORIZATION' }),
      ),
    );
    expect(first.seq).toBe(0n);
    expect(second.seq).toBe(1n);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    const stored = await prisma.auditEvent.findUniqueOrThrow({ where: { id: second.id } });
    expect(stored.prevHash).toBe(first.contentHash);
    expect(await verify(o)).toMatchObject({ ok: true, events: 2, lastSeq: 1n });
    // A workspace has its own chain, also from genesis.
    const ws = await prisma.$transaction((tx) => audit.append(tx, event(o, { workspaceId: 'ws_1' })));
    expect(ws).toMatchObject({ chainKey: `${o}/ws_1`, seq: 0n });
  });

  it('leaves no event and consumes no seq when the change rolls back', async () => {
    const o = org();
    await prisma.$transaction((tx) => audit.append(tx, event(o)));
    await expect(
      prisma.$transaction(async (tx) => {
        await audit.append(tx, event(o, { resourceOrn: 'apikey/rolled-back' }));
        throw new Error('the change failed after the event was appended');
      }),
    ).rejects.toThrow('the change failed');
    expect(await prisma.auditEvent.count({ where: { resourceOrn: 'apikey/rolled-back' } })).toBe(0);
    const next = await prisma.$transaction((tx) => audit.append(tx, event(o)));
    expect(next.seq).toBe(1n);
    expect(await verify(o)).toMatchObject({ ok: true, events: 2 });
  });

  it('a key rotation by another process is picked up, and the chain verifies across both keys', async () => {
    const dir = tempKeysDir();
    let clock = Date.now();
    const writer = new AuditTrail({ keys: new FileAuditKeyProvider(dir), now: () => clock });
    const o = org();
    const before = await prisma.$transaction((tx) => writer.append(tx, event(o)));
    const newKeyId = new FileAuditKeyProvider(dir).rotate(); // as `npm run audit:rotate-key` does
    clock += 1500; // the writer re-reads its key file at most once a second
    const after = await prisma.$transaction((tx) => writer.append(tx, event(o)));
    const rows = await prisma.auditEvent.findMany({
      where: { id: { in: [before.id, after.id] } },
      orderBy: { seq: 'asc' },
    });
    expect(rows[0].keyId).not.toBe(newKeyId);
    expect(rows[1].keyId).toBe(newKeyId);
    expect(await verify(o)).toMatchObject({ ok: true, events: 2 });
  });

  it('refuses input the catalogue does not allow and stores nothing', async () => {
    const o = org();
    const bad: Partial<AuditEventInput>[] = [
      { action: 'no.such.action' as never },
      { category: 'BILLING' },
      { outcome: 'FAILURE', isSystem: true },
      { actorPrincipal: '' },
      { resourceOrn: 'a\u0000b' },
      { details: { nested: { a: 1 } as never } },
      { details: { f: 1.5 } },
      { details: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) },
    ];
    for (const b of bad)
      await expect(prisma.$transaction((tx) => audit.append(tx, event(o, b)))).rejects.toBeInstanceOf(AuditInputError);
    expect(await prisma.auditEvent.count({ where: { organizationId: o } })).toBe(0);
    // A hostile client correlation id is cleaned, never a reason to refuse the audited change.
    const ok = await prisma.$transaction((tx) =>
      audit.append(tx, event(o, { correlationId: 'x\u0000\ny'.repeat(100) })),
    );
    const row = await prisma.auditEvent.findUniqueOrThrow({ where: { id: ok.id } });
    expect(row.correlationId).toMatch(/^(xy)+x?$/);
    expect(row.correlationId.length).toBeLessThanOrEqual(200);
  });

  it('three concurrent writers appending 10,000 events to one chain never fork it', async () => {
    const o = org();
    // 10,000 in all, as the audit trail's requirement says: 3,334 + 3,333 + 3,333.
    const counts = [3334, 3333, 3333];
    // Separate clients: three processes' worth of connections competing for one chain head.
    const writers = Array.from({ length: 3 }, () =>
      createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 }),
    );
    try {
      await Promise.all(
        writers.map(async (client, w) => {
          // Four transactions in flight per writer (twelve compete for the head at once), each
          // appending ten events, so about 1,000 transactions interleave; one event per transaction is
          // proved by the sign-in and token tests, and this keeps the run within minutes on a loaded machine.
          const perWriter = counts[w];
          let next = 0;
          await Promise.all(
            Array.from({ length: 4 }, async () => {
              while (next < perWriter) {
                const from = next;
                next += 10;
                // Waiting for the head lock counts toward Prisma's 5 s interactive-transaction timeout;
                // twelve queued writers on a loaded machine can exceed it, so the test allows more.
                await client.$transaction(
                  async (tx) => {
                    for (let i = from; i < Math.min(from + 10, perWriter); i++)
                      await audit.append(tx, event(o, { details: { writer: w, i } }));
                  },
                  { timeout: 120_000, maxWait: 120_000 },
                );
              }
            }),
          );
        }),
      );
    } finally {
      await Promise.all(writers.map((c) => c.$disconnect()));
    }
    const seqs = await prisma.$queryRaw<{ n: bigint; lo: bigint; hi: bigint; distinct_seq: bigint }[]>`
      SELECT count(*) AS n, min(seq) AS lo, max(seq) AS hi, count(DISTINCT seq) AS distinct_seq FROM audit.audit_events WHERE chain_key = ${o}`;
    expect(seqs[0]).toEqual({ n: 10_000n, lo: 0n, hi: 9_999n, distinct_seq: 10_000n });
    // Every writer's events all landed, and the writers really interleaved (no writer ran alone).
    const perW = await prisma.$queryRaw<
      { w: string; n: bigint }[]
    >`SELECT details->>'writer' AS w, count(*) AS n FROM audit.audit_events WHERE chain_key = ${o} GROUP BY 1 ORDER BY 1`;
    expect(perW).toEqual([
      { w: '0', n: 3334n },
      { w: '1', n: 3333n },
      { w: '2', n: 3333n },
    ]);
    const switches = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (SELECT details->>'writer' AS w, lag(details->>'writer') OVER (ORDER BY seq) AS prev FROM audit.audit_events WHERE chain_key = ${o}) x WHERE w <> prev`;
    expect(switches[0].n).toBeGreaterThan(100n);
    expect(await verify(o)).toMatchObject({ ok: true, events: 10_000, lastSeq: 9_999n });
  }, 600_000);
});
