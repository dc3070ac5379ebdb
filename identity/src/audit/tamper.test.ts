/**
 * Tampering with stored audit rows is caught, at the right seq, by the verifier the
 * `npm run audit:verify` command runs: an edited byte, a deleted event, two events swapped, a
 * recomputed hash without the key, events cut from the end. The command itself is run once on a
 * tampered chain (exit code 1, the seq in its output) and once on an intact one (exit code 0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../test/helpers/env.ts';
import { AuditTrail, FileAuditKeyProvider } from './index.ts';
import { AuditEventRepository } from './audit-event-repository.ts';
import { verifyLiveChain } from './live-chain-verification.ts';
import { preimageOf, sha256Hex } from './preimage.ts';
import { PrismaClient } from '../db.ts';

let prisma: PrismaClient;
let repo: AuditEventRepository;
let audit: AuditTrail;
beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  repo = new AuditEventRepository(prisma);
  audit = new AuditTrail({ keys: new FileAuditKeyProvider(tempKeysDir()) });
});
afterAll(() => prisma.$disconnect());

/** A fresh chain of `n` events; returns its key. */
async function chain(n = 12): Promise<string> {
  const org = `org_t${randomBytes(5).toString('hex')}`;
  for (let i = 0; i < n; i++) {
    await prisma.$transaction((tx) =>
      audit.append(tx, {
        organizationId: org,
        category: 'ADMINISTRATION',
        action: 'apikey.created',
        outcome: 'SUCCESS',
        actorPrincipal: `user/u${i}`,
        resourceOrn: `apikey/k${i}`,
        emitterService: 'identity',
        details: { i },
      }),
    );
  }
  return org;
}

const verify = (c: string) => verifyLiveChain(repo, c);

describe('tamper detection', () => {
  it('an intact chain verifies', async () => {
    expect(await verify(await chain())).toMatchObject({ ok: true, events: 12, lastSeq: 11n, problem: null });
  });

  it('one altered byte in a stored event: hash_mismatch at its seq', async () => {
    const c = await chain();
    await prisma.$executeRaw`UPDATE audit.audit_events SET actor_principal = 'user/u5x' WHERE chain_key = ${c} AND seq = 5`;
    expect((await verify(c)).problem).toMatchObject({ kind: 'hash_mismatch', seq: 5n });
  });

  it('an edit whose hash was recomputed without the signing key: bad_signature at its seq', async () => {
    const c = await chain();
    const row = await prisma.auditEvent.findFirstOrThrow({ where: { chainKey: c, seq: 4n } });
    const forged = { ...row, outcome: 'FAILURE', details: row.details as Record<string, number> };
    await prisma.auditEvent.update({
      where: { id: row.id },
      data: { outcome: 'FAILURE', contentHash: sha256Hex(preimageOf(forged)) },
    });
    expect((await verify(c)).problem).toMatchObject({ kind: 'bad_signature', seq: 4n });
  });

  it('a deleted event: seq_gap at the missing seq', async () => {
    const c = await chain();
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${c} AND seq = 7`;
    expect((await verify(c)).problem).toMatchObject({ kind: 'seq_gap', seq: 7n });
  });

  it('two events swapped (their seqs exchanged): caught at the first of them', async () => {
    const c = await chain();
    await prisma.$transaction([
      prisma.$executeRaw`UPDATE audit.audit_events SET seq = -1 WHERE chain_key = ${c} AND seq = 3`,
      prisma.$executeRaw`UPDATE audit.audit_events SET seq = 3 WHERE chain_key = ${c} AND seq = 2`,
      prisma.$executeRaw`UPDATE audit.audit_events SET seq = 2 WHERE chain_key = ${c} AND seq = -1`,
    ]);
    expect((await verify(c)).problem).toMatchObject({ kind: 'hash_mismatch', seq: 2n });
  });

  it('events cut from the end: truncated at the first missing seq', async () => {
    const c = await chain();
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${c} AND seq >= 10`;
    expect((await verify(c)).problem).toMatchObject({ kind: 'truncated', seq: 10n });
  });

  it('npm run audit:verify: exit 1 with the seq on a tampered chain, exit 0 on an intact one', async () => {
    const run = promisify(execFile);
    const bad = await chain(6);
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${bad} AND seq = 2`;
    const env = { ...process.env, DATABASE_URL: databaseUrl() };
    const failed = await run('npm', ['run', '-s', 'audit:verify', '--', '--chain', bad], { env }).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(JSON.parse(failed!.stdout.trim())).toMatchObject({
      chainKey: bad,
      ok: false,
      problem: { kind: 'seq_gap', seq: '2' },
    });
    const good = await chain(3);
    const ok = await run('npm', ['run', '-s', 'audit:verify', '--', '--chain', good], { env });
    expect(JSON.parse(ok.stdout.trim())).toMatchObject({ chainKey: good, ok: true, events: 3, lastSeq: '2' });
  }, 120_000);
});
