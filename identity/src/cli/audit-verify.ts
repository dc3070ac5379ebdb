/**
 * `npm run audit:verify -- <what>`: verifies audit chains offline from PostgreSQL (DATABASE_URL),
 * with the public keys the writers registered, never the private key file. For each chain it
 * checks every seq is present in order, every content hash against the svc-attlog-v1 preimage,
 * every Ed25519 signature and every link to the previous hash, and reports the first seq where
 * the chain stops verifying. A chain a retention purge cut starts at its latest signed checkpoint
 * (audit:purge) instead of genesis; a checkpoint that does not verify is `bad_checkpoint`.
 * Prints one JSON line per chain; exits 1 when any chain fails.
 *
 *   --chain <chainKey>   one chain (organization id, or "<organization id>/<workspace id>")
 *   --org <orgId>        every chain of one organization
 *   --all                every chain
 *   --export <file>      an .audit.zip offline (no database); with DATABASE_URL set, its keys
 *                        must also be among the platform's registered audit keys
 */
import { loadConfig, url } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { AuditEventRepository } from '../audit/audit-event-repository.ts';
import { readFileSync } from 'node:fs';
import { verifyLiveChain } from '../audit/live-chain-verification.ts';
import { verifyExport } from '../audit/export/export-verification.ts';

const USAGE = 'usage: audit:verify --chain <chainKey> | --org <orgId> | --all | --export <file.audit.zip>';

function parse(argv: string[]): { chain?: string; org?: string; all?: boolean; exportFile?: string } {
  const [flag, value, ...rest] = argv;
  if (rest.length > 0) throw new Error(`unexpected argument ${rest[0]}`);
  if (flag === '--all' && value === undefined) return { all: true };
  if (flag === '--export' && value) return { exportFile: value };
  if ((flag === '--chain' || flag === '--org') && value) return flag === '--chain' ? { chain: value } : { org: value };
  throw new Error(USAGE);
}

const replacer = (_k: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

try {
  const what = parse(process.argv.slice(2));
  if (what.exportFile) {
    let trustedKeys: Set<string> | undefined;
    if (process.env.DATABASE_URL) {
      const prisma = createPrismaClient({ url: process.env.DATABASE_URL, poolMax: 1 });
      trustedKeys = new Set((await new AuditEventRepository(prisma).publicKeys()).values());
      await prisma.$disconnect();
    }
    const r = verifyExport(readFileSync(what.exportFile), { trustedKeys });
    console.log(JSON.stringify({ ...r, trustedKeysChecked: trustedKeys !== undefined }, replacer));
    process.exit(r.ok ? 0 : 1);
  }
  const cfg = loadConfig({ DATABASE_URL: url(undefined, ['postgres:', 'postgresql:']) });
  const prisma = createPrismaClient({ url: cfg.DATABASE_URL, poolMax: 2 });
  let failed = 0;
  try {
    const repo = new AuditEventRepository(prisma);
    const chains = what.chain ? [what.chain] : await repo.chainKeys(what.org);
    for (const chainKey of chains) {
      const r = await verifyLiveChain(repo, chainKey);
      // Empty is only acceptable when a signed checkpoint says everything up to the head was purged.
      const empty = r.ok && r.events === 0 && !(await repo.latestCheckpoint(chainKey));
      if (!r.ok || empty) failed++;
      console.log(JSON.stringify(empty ? { ...r, ok: false, problem: { kind: 'empty_chain', seq: null, detail: 'no events in this chain' } } : r, replacer));
    }
  } finally {
    await prisma.$disconnect();
  }
  process.exit(failed > 0 ? 1 : 0);
} catch (e) {
  process.stderr.write(`audit:verify: ${(e as Error).message}\n`);
  process.exit(2);
}
