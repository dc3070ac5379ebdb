/**
 * `npm run audit:purge [-- --chain <chainKey>] [-- --dry-run]`: the retention purge once, now
 * (identity/src/audit/retention-purge.ts). Deletes events older than AUDIT_RETENTION_DAYS (default
 * 2557 days, at least 7 years) that no ACTIVE litigation hold covers, a prefix of each chain at a
 * time, recording a signed checkpoint at each cut. Needs DATABASE_URL and the audit signing keys
 * (AUDIT_KEYS_DIR, else KEYS_DIR, as identity). Takes the same advisory lock as identity's periodic
 * run: when a replica is purging it exits 0 with {"skipped": true}.
 *
 * Prints one JSON line per chain it looked at; exits 1 when any chain does not verify (nothing is
 * purged from such a chain), 2 on a usage or configuration error.
 *
 *   --chain <chainKey>   one chain only
 *   --dry-run            list the chains with events older than the cutoff, purge nothing
 */
import { loadConfig, url, str, int } from '@svc/core';
import { createPrismaClient, REPO_ROOT, withTryAdvisoryLock } from '@svc/db';
import { join } from 'node:path';
import { FileAuditKeyProvider } from '../audit/audit-keys.ts';
import { auditWebhookRelayHook } from '../audit/webhook-relay-hook.ts';
import { SubscribedTypes } from '../audit/subscribed-types.ts';
import { purgeExpiredAuditEvents, retentionCutoff, RETENTION_PURGE_LOCK_ID } from '../audit/retention-purge.ts';
import { Prisma, PrismaClient } from '../db.ts';

const USAGE = 'usage: audit:purge [--chain <chainKey>] [--dry-run]';

function parse(argv: string[]): { chain?: string; dryRun: boolean } {
  const out: { chain?: string; dryRun: boolean } = { dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dry-run') out.dryRun = true;
    else if (argv[i] === '--chain' && argv[i + 1]) out.chain = argv[++i];
    else throw new Error(USAGE);
  }
  return out;
}

const replacer = (_k: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

try {
  const what = parse(process.argv.slice(2));
  const cfg = loadConfig({
    DATABASE_URL: url(undefined, ['postgres:', 'postgresql:']),
    KEYS_DIR: str(join(REPO_ROOT, '.dev', 'keys')),
    AUDIT_KEYS_DIR: str(''),
    AUDIT_RETENTION_DAYS: int(2557, { min: 1, max: 36_500, unit: 'days' }),
  });
  const prisma = createPrismaClient(PrismaClient, { url: cfg.DATABASE_URL, poolMax: 2 });
  let failed = 0;
  try {
    if (what.dryRun) {
      const cutoff = retentionCutoff(new Date(), cfg.AUDIT_RETENTION_DAYS);
      const rows = await prisma.$queryRaw<{ chain_key: string; n: bigint }[]>`
        SELECT chain_key, count(*) AS n FROM audit.audit_events WHERE occurred_at < ${cutoff} ${what.chain ? Prisma.sql`AND chain_key = ${what.chain}` : Prisma.empty}
        GROUP BY chain_key ORDER BY chain_key`;
      for (const r of rows)
        console.log(
          JSON.stringify(
            { chainKey: r.chain_key, olderThanCutoff: r.n, cutoff: cutoff.toISOString(), dryRun: true },
            replacer,
          ),
        );
    } else {
      const keys = new FileAuditKeyProvider(cfg.AUDIT_KEYS_DIR || cfg.KEYS_DIR);
      const run = await withTryAdvisoryLock(cfg.DATABASE_URL, RETENTION_PURGE_LOCK_ID, () =>
        purgeExpiredAuditEvents(prisma, {
          keys,
          retentionDays: cfg.AUDIT_RETENTION_DAYS,
          chainKeys: what.chain ? [what.chain] : undefined,
          // As in identity: a workspace chain's purge event reaches its webhook subscribers (ADR 011).
          // A one-off run asks agents nothing: every purge event goes to the relay table, which
          // identity's relay publishes (agents drops the ones nobody subscribes to).
          onAppend: auditWebhookRelayHook(new SubscribedTypes({ source: null, ttlMs: 0 })),
        }),
      );
      if (!run.ran)
        console.log(JSON.stringify({ skipped: true, reason: 'another process holds the retention purge lock' }));
      else {
        for (const c of run.result.chains) {
          if (c.problem) failed++;
          console.log(JSON.stringify({ ...c, cutoff: run.result.cutoff.toISOString() }, replacer));
        }
      }
    }
  } finally {
    await prisma.$disconnect();
  }
  process.exit(failed > 0 ? 1 : 0);
} catch (e) {
  process.stderr.write(`audit:purge: ${(e as Error).message}\n`);
  process.exit(2);
}
