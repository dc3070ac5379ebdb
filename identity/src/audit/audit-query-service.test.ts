import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import { AuditRecorder, AuditTrail, FileAuditKeyProvider, type AuditEventInput } from './index.ts';
import { AuditReadRepository } from './audit-read-repository.ts';
import { AuditQueryService } from './audit-query-service.ts';
import { PrismaClient } from '../db.ts';

let prisma: PrismaClient;
let svc: AuditQueryService;
const org = `org_q${randomBytes(5).toString('hex')}`;
const ws = 'ws_q1';
const other = { orgId: `org_o${randomBytes(5).toString('hex')}`, workspaceId: 'ws_o1' };
let clock = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  svc = new AuditQueryService(new AuditReadRepository(prisma));
  // 25 events one second apart, then 5 sharing one millisecond (the seq breaks the tie).
  const audit = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()), now: () => clock });
  const ev = (i: number): AuditEventInput =>
    ({
      organizationId: org,
      workspaceId: ws,
      emitterService: 'identity',
      actorPrincipal: `user/u${i}`,
      ...(i % 3 === 0
        ? { category: 'AUTHENTICATION', action: 'auth.sign_in.failed', outcome: 'FAILURE' }
        : { category: 'ADMINISTRATION', action: 'apikey.created', outcome: 'SUCCESS' }),
    }) as AuditEventInput;
  for (let i = 0; i < 30; i++) {
    if (i < 25) clock += 1000;
    await prisma.$transaction((tx) => audit.append(tx, ev(i)));
  }
  await prisma.$transaction((tx) =>
    audit.append(tx, { ...ev(99), organizationId: other.orgId, workspaceId: other.workspaceId }),
  );
});
afterAll(() => prisma.$disconnect());

describe('AuditQueryService', () => {
  it('pages the whole chain by keyset, time then seq descending, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const p = await svc.events({ orgId: org, workspaceId: ws }, { cursor, limit: 7 });
      expect(p.totalCount).toBe('30');
      seen.push(...p.nodes.map((n) => n.seq));
      pages++;
      if (!p.hasMore) {
        expect(p.nextCursor).toBeNull();
        break;
      }
      cursor = p.nextCursor!;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => String(29 - i)));
  });

  it('filters by category, outcome and a time range, with exact counts', async () => {
    const failed = await svc.events(
      { orgId: org, workspaceId: ws },
      { category: 'AUTHENTICATION', outcome: 'FAILURE', limit: 100 },
    );
    expect(failed.totalCount).toBe('10');
    expect(failed.nodes.every((n) => n.action === 'auth.sign_in.failed' && n.label === 'Sign-in failed')).toBe(true);
    const start = Date.UTC(2026, 0, 1);
    const window = await svc.events(
      { orgId: org, workspaceId: ws },
      { since: new Date(start + 5000), until: new Date(start + 10_000), limit: 100 },
    );
    expect(window.nodes.map((n) => n.seq)).toEqual(['8', '7', '6', '5', '4']);
    expect(window.totalCount).toBe('5');
  });

  it('counts every time window exactly (the span of seqs equals the rows counted one by one)', async () => {
    const start = Date.UTC(2026, 0, 1);
    const t = { orgId: org, workspaceId: ws };
    // Every window on a 2.5 s grid across the chain, including the tail where 6 events share one millisecond.
    for (let a = 0; a <= 27_500; a += 2500) {
      for (let b = a; b <= 30_000; b += 2500) {
        const since = new Date(start + a);
        const until = new Date(start + b);
        const counted = await prisma.auditEvent.count({
          where: { chainKey: `${org}/${ws}`, occurredAt: { gte: since, lt: until } },
        });
        expect((await svc.events(t, { since, until, limit: 1 })).totalCount).toBe(String(counted));
      }
    }
    expect((await svc.events(t, { since: new Date(start + 25_000), limit: 1 })).totalCount).toBe('6');
  });

  it('never shows another tenant: its events, its ids', async () => {
    const mine = await svc.events({ orgId: org, workspaceId: ws }, { limit: 100 });
    expect(mine.nodes.every((n) => n.chainKey === `${org}/${ws}`)).toBe(true);
    const theirs = await svc.events(other, { limit: 100 });
    expect(theirs.totalCount).toBe('1');
    expect(await svc.event(other, mine.nodes[0].id)).toBeNull();
    expect(await svc.event({ orgId: org, workspaceId: ws }, mine.nodes[0].id)).toMatchObject({ id: mine.nodes[0].id });
    // Same workspace id under another organization is another tenant.
    expect((await svc.events({ orgId: other.orgId, workspaceId: ws }, {})).totalCount).toBe('0');
  });

  it('filtered pages and counts over several UTC days: every window and filter equals the rows counted one by one, also after deletes and an edit', async () => {
    // 60 events 75 minutes apart from 22:00 (about three UTC days and a half), rotating over
    // three categories and three outcomes (not in step), half appended by a cross-chain batch.
    const t0 = Date.UTC(2026, 2, 1, 22);
    const tenant = { orgId: `org_f${randomBytes(5).toString('hex')}`, workspaceId: 'ws_f1' };
    const chainKey = `${tenant.orgId}/${tenant.workspaceId}`;
    const cats = ['AUTHENTICATION', 'ADMINISTRATION', 'COMPLIANCE'] as const;
    const outs = ['SUCCESS', 'FAILURE', 'DENIED'] as const;
    let at = t0;
    const dayTrail = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()), now: () => at });
    const recorder = new AuditRecorder(prisma, dayTrail);
    const ev = (i: number): AuditEventInput =>
      ({
        organizationId: tenant.orgId,
        workspaceId: tenant.workspaceId,
        emitterService: 'identity',
        actorPrincipal: `user/u${i}`,
        category: cats[i % 3],
        action: i % 3 === 0 ? 'auth.sign_in.failed' : i % 3 === 1 ? 'apikey.created' : 'audit.export.created',
        outcome: outs[(i >> 1) % 3],
      }) as AuditEventInput;
    for (let i = 0; i < 60; i++) {
      at = t0 + i * 75 * 60_000;
      if (i % 2) await recorder.record(ev(i));
      else await prisma.$transaction((tx) => dayTrail.append(tx, ev(i)));
    }
    const filters = [
      { category: 'AUTHENTICATION' },
      { outcome: 'FAILURE' },
      { category: 'COMPLIANCE', outcome: 'DENIED' },
      { category: 'SYSTEM' },
    ];
    const hour = 3_600_000;
    const grid = [
      undefined,
      ...Array.from({ length: 14 }, (_, k) => t0 - 3 * hour + k * 7 * hour),
      Date.UTC(2026, 2, 2),
      Date.UTC(2026, 2, 4),
    ];
    const check = async () => {
      for (const f of filters) {
        for (const a of grid) {
          for (const b of grid) {
            if (a !== undefined && b !== undefined && b < a) continue;
            const since = a === undefined ? undefined : new Date(a);
            const until = b === undefined ? undefined : new Date(b);
            const where = {
              chainKey,
              ...f,
              occurredAt: { ...(since ? { gte: since } : {}), ...(until ? { lt: until } : {}) },
            };
            const counted = await prisma.auditEvent.count({ where });
            const page = await svc.events(tenant, { ...f, since, until, limit: 5 });
            expect(page.totalCount, JSON.stringify({ f, a, b })).toBe(String(counted));
            const newest = await prisma.auditEvent.findMany({
              where,
              orderBy: [{ occurredAt: 'desc' }, { seq: 'desc' }],
              take: 5,
              select: { seq: true },
            });
            expect(page.nodes.map((n) => n.seq)).toEqual(newest.map((r) => String(r.seq)));
          }
        }
      }
    };
    await check();
    // Keyset pages of a filter walk exactly its rows, newest first.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await svc.events(tenant, { outcome: 'FAILURE', cursor, limit: 4 });
      seen.push(...p.nodes.map((n) => n.seq));
      cursor = p.nextCursor ?? undefined;
    } while (cursor);
    const failures = await prisma.auditEvent.findMany({
      where: { chainKey, outcome: 'FAILURE' },
      orderBy: { seq: 'desc' },
      select: { seq: true },
    });
    expect(seen).toEqual(failures.map((r) => String(r.seq)));
    // Any bounds (reversed, empty, beyond what PostgreSQL stores) and any filter value: the count
    // and the page are the chain's matching rows, filtered here in memory.
    const all = await prisma.auditEvent.findMany({
      where: { chainKey },
      orderBy: [{ occurredAt: 'desc' }, { seq: 'desc' }],
    });
    const bound = fc.option(
      fc.oneof(
        fc.integer({ min: t0 - 2 * 86_400_000, max: t0 + 6 * 86_400_000 }),
        fc.integer({ min: -8.64e15, max: 8.64e15 }),
      ),
      { nil: undefined },
    );
    const value = (known: readonly string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 })), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        bound,
        bound,
        value([...cats, 'SYSTEM']),
        value([...outs, 'ERROR']),
        async (a, b, category, outcome) => {
          const q = {
            since: a === undefined ? undefined : new Date(a),
            until: b === undefined ? undefined : new Date(b),
            category: category || undefined,
            outcome: outcome || undefined,
          };
          const expected = all.filter(
            (e) =>
              (!q.category || e.category === q.category) &&
              (!q.outcome || e.outcome === q.outcome) &&
              (a === undefined || e.occurredAt.getTime() >= a) &&
              (b === undefined || e.occurredAt.getTime() < b),
          );
          const page = await svc.events(tenant, { ...q, limit: 3 });
          expect(page.totalCount).toBe(String(expected.length));
          expect(page.nodes.map((n) => n.seq)).toEqual(expected.slice(0, 3).map((e) => String(e.seq)));
        },
      ),
      { numRuns: 150 },
    );
    // A purged prefix (the retention purge deletes one) and an edited event (tampering) change the counters with the rows.
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${chainKey} AND seq < 17`;
    await prisma.$executeRaw`UPDATE audit.audit_events SET category = 'SYSTEM' WHERE chain_key = ${chainKey} AND seq IN (30, 31)`;
    await check();
  }, 120_000);

  it('refuses a malformed backend cursor with a typed error', async () => {
    await expect(svc.events({ orgId: org, workspaceId: ws }, { cursor: 'x.1' })).rejects.toMatchObject({
      code: 'SVC-VALID-4000',
    });
  });
});
