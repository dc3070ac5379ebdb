import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import type pg from 'pg';
import { databaseUrl } from '../../../test/helpers/env.ts';
import type { AuditRecorder } from '../audit/index.ts';
import { PrismaClient } from '../db.ts';
import { createHotPathPool } from './hot-path-sql.ts';
import { RefreshTokenRepository } from './refresh-token-repository.ts';

let prisma: PrismaClient;
let pool: pg.Pool;
beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  pool = createHotPathPool(databaseUrl(), 2);
});
afterAll(async () => {
  await prisma.$disconnect();
  await pool.end();
});

// insertSuccessor appends no audit event: the recorder is never reached.
const noAudit = {} as AuditRecorder;
const run = randomBytes(4).toString('hex');
const hex = () => randomBytes(32).toString('hex');

async function stored(over: { expiresAt?: Date; spentAt?: Date; revokedAt?: Date; familyId?: string } = {}) {
  const row = {
    id: randomUUID(),
    familyId: over.familyId ?? `fam_${run}_${randomBytes(4).toString('hex')}`,
    tokenHash: hex(),
    clientId: `cli_${run}`,
    userId: `usr_${run}`,
    workspaceId: `ws_${run}`,
    scope: 'openid svc:iam:user:read',
    // Millisecond precision, as timestamp(3) keeps it, at an odd instant of the UTC day.
    expiresAt: over.expiresAt ?? new Date(Date.UTC(2099, 0, 2, 23, 59, 58, 123)),
    spentAt: over.spentAt ?? null,
    revokedAt: over.revokedAt ?? null,
  };
  await prisma.refreshToken.create({ data: row });
  return row;
}

describe.each([
  ['node-postgres (hot path)', () => new RefreshTokenRepository(prisma, noAudit, pool)],
  ['Prisma (DB_HOT_POOL_MAX=0)', () => new RefreshTokenRepository(prisma, noAudit, null)],
])('RefreshTokenRepository.insertSuccessor through %s', (_name, repo) => {
  it('stores the successor in the family, copying user, workspace, scope and the absolute expiry exactly', async () => {
    const presented = await stored();
    const successor = { id: randomUUID(), tokenHash: hex() };
    const now = new Date();
    const got = await repo().insertSuccessor(presented.tokenHash, presented.clientId, successor, now);
    expect(got).toEqual({
      familyId: presented.familyId,
      userId: presented.userId,
      workspaceId: presented.workspaceId,
      scope: presented.scope,
      expiresAt: presented.expiresAt,
    });
    const back = await prisma.refreshToken.findUniqueOrThrow({ where: { id: successor.id } });
    expect(back).toMatchObject({
      familyId: presented.familyId,
      tokenHash: successor.tokenHash,
      clientId: presented.clientId,
      expiresAt: presented.expiresAt,
      spentAt: null,
      revokedAt: null,
    });
    expect(back.createdAt.getTime()).toBe(now.getTime());
    // The presented token is not spent by this: the spend is a separate, audited step.
    expect((await prisma.refreshToken.findUniqueOrThrow({ where: { id: presented.id } })).spentAt).toBeNull();
  });

  it('stores nothing for a spent, revoked, expired, revoked-family, unknown or other client’s token, or hostile text', async () => {
    const spent = await stored({ spentAt: new Date() });
    const revoked = await stored({ revokedAt: new Date() });
    const expired = await stored({ expiresAt: new Date(Date.now() - 1000) });
    const family = await stored();
    await prisma.tokenRevocation.create({
      data: { kind: 'fid', tokenId: family.familyId, reason: 'revoked', expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const live = await stored();
    const cases: [string, string][] = [
      [spent.tokenHash, spent.clientId],
      [revoked.tokenHash, revoked.clientId],
      [expired.tokenHash, expired.clientId],
      [family.tokenHash, family.clientId],
      [hex(), live.clientId],
      [live.tokenHash, `cli_other_${run}`],
      [`' OR '1'='1`, `' OR '1'='1`],
    ];
    for (const [hash, client] of cases) {
      const successor = { id: randomUUID(), tokenHash: hex() };
      expect(await repo().insertSuccessor(hash, client, successor, new Date())).toBeNull();
      expect(await prisma.refreshToken.findUnique({ where: { id: successor.id } })).toBeNull();
    }
  });
});
