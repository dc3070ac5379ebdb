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
 *   --export <file>      an .audit.zip (export/export-verification.ts), checked against trusted keys:
 *     --trusted-keys <f>   the audit public key file (`npm run audit:public-keys`); without it the
 *                          keys in audit.audit_signing_keys (DATABASE_URL). With neither, nothing
 *                          says whose signature the archive carries: exit 2, no verdict.
 *     --against <old.zip>  an earlier export of the same chain: its head must lie on this one's
 *     --expect-head <seq>:<contentHash>   the same, from a receipt
 *
 * Exit codes: 0 verified, 1 a verdict that failed, 2 a usage error or no trusted keys.
 */
import { loadConfig, url } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AuditEventRepository } from '../audit/audit-event-repository.ts';
import { verifyLiveChain } from '../audit/live-chain-verification.ts';
import { verifyExport, verifyExportAgainst, type ChainPosition } from '../audit/export/export-verification.ts';
import { parseTrustedKeys } from '../audit/export/trusted-keys.ts';
import { PrismaClient } from '../db.ts';

const USAGE =
  'usage: audit:verify --chain <chainKey> | --org <orgId> | --all | --export <file.audit.zip> [--trusted-keys <file>] [--against <older.audit.zip> | --expect-head <seq>:<contentHash>]';

interface Request {
  chain?: string;
  org?: string;
  all?: boolean;
  exportFile?: string;
  trustedKeys?: string;
  against?: string;
  expectHead?: ChainPosition;
}

function parse(argv: string[]): Request {
  const { values: v } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      chain: { type: 'string' },
      org: { type: 'string' },
      all: { type: 'boolean' },
      export: { type: 'string' },
      'trusted-keys': { type: 'string' },
      against: { type: 'string' },
      'expect-head': { type: 'string' },
    },
  });
  const modes = [v.chain, v.org, v.all, v.export].filter((x) => x !== undefined);
  if (modes.length !== 1) throw new Error(USAGE);
  const exportOnly = [v['trusted-keys'], v.against, v['expect-head']].some((x) => x !== undefined);
  if (exportOnly && !v.export) throw new Error(USAGE);
  if (v.against && v['expect-head']) throw new Error('--against and --expect-head exclude each other');
  let expectHead: ChainPosition | undefined;
  if (v['expect-head'] !== undefined) {
    const m = /^(0|[1-9][0-9]{0,18}):([0-9a-f]{64})$/.exec(v['expect-head']);
    if (!m) throw new Error('--expect-head is <seq>:<contentHash> (a decimal seq, 64 lowercase hex)');
    expectHead = { seq: BigInt(m[1]), contentHash: m[2] };
  }
  return {
    chain: v.chain,
    org: v.org,
    all: v.all,
    exportFile: v.export,
    trustedKeys: v['trusted-keys'],
    against: v.against,
    expectHead,
  };
}

async function trustedKeysFor(what: Request): Promise<{ keys: Set<string>; from: string }> {
  if (what.trustedKeys) return { keys: parseTrustedKeys(readFileSync(what.trustedKeys, 'utf8')), from: 'file' };
  if (!process.env.DATABASE_URL)
    throw new Error(
      'cannot check who signed the archive: pass --trusted-keys <file> (npm run audit:public-keys writes it) or set DATABASE_URL',
    );
  const prisma = createPrismaClient(PrismaClient, { url: process.env.DATABASE_URL, poolMax: 1 });
  try {
    return { keys: new Set((await new AuditEventRepository(prisma).publicKeys()).values()), from: 'database' };
  } finally {
    await prisma.$disconnect();
  }
}

const replacer = (_k: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

try {
  const what = parse(process.argv.slice(2));
  if (what.exportFile) {
    const trusted = await trustedKeysFor(what);
    const bytes = readFileSync(what.exportFile);
    const r = what.against
      ? verifyExportAgainst(bytes, readFileSync(what.against), trusted.keys)
      : verifyExport(bytes, { trustedKeys: trusted.keys, expectHead: what.expectHead });
    console.log(JSON.stringify({ ...r, trustedKeysFrom: trusted.from }, replacer));
    process.exit(r.ok ? 0 : 1);
  }
  const cfg = loadConfig({ DATABASE_URL: url(undefined, ['postgres:', 'postgresql:']) });
  const prisma = createPrismaClient(PrismaClient, { url: cfg.DATABASE_URL, poolMax: 2 });
  let failed = 0;
  try {
    const repo = new AuditEventRepository(prisma);
    const chains = what.chain ? [what.chain] : await repo.chainKeys(what.org);
    for (const chainKey of chains) {
      const r = await verifyLiveChain(repo, chainKey);
      // Empty is only acceptable when a signed checkpoint says everything up to the head was purged.
      const empty = r.ok && r.events === 0 && !(await repo.latestCheckpoint(chainKey));
      if (!r.ok || empty) failed++;
      console.log(
        JSON.stringify(
          empty
            ? { ...r, ok: false, problem: { kind: 'empty_chain', seq: null, detail: 'no events in this chain' } }
            : r,
          replacer,
        ),
      );
    }
  } finally {
    await prisma.$disconnect();
  }
  process.exit(failed > 0 ? 1 : 0);
} catch (e) {
  process.stderr.write(`audit:verify: ${(e as Error).message}\n`);
  process.exit(2);
}
