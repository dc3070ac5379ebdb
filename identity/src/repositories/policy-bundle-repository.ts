/**
 * identity.policy_bundles: published versions of a cascade scope's signed policy bundle. A publish
 * takes a transaction-scoped advisory lock on its scope, so parallel publishers of one scope are
 * serialized and get consecutive versions (no version is lost or reused).
 */
import type { AuditHook } from '../services/governance-audit.ts';
import type { Prisma, PrismaClient } from '../db.ts';

export type PolicyBundleRow = NonNullable<Awaited<ReturnType<PrismaClient['policyBundle']['findFirst']>>>;
export type NewPolicyBundle = Omit<PolicyBundleRow, 'version' | 'createdAt'>;

/** At most this many versions are listed, newest first. */
export const MAX_LISTED_VERSIONS = 100;

export class PolicyBundleRepository {
  constructor(private db: PrismaClient) {}

  latest(scopeLevel: string, scopeId: string) {
    return this.db.policyBundle.findFirst({ where: { scopeLevel, scopeId }, orderBy: { version: 'desc' } });
  }

  list(scopeLevel: string, scopeId: string) {
    return this.db.policyBundle.findMany({
      where: { scopeLevel, scopeId },
      orderBy: { version: 'desc' },
      take: MAX_LISTED_VERSIONS,
    });
  }

  /**
   * Publishes the next version of the scope: under the scope's lock, `build(version, previous)`
   * makes the signed row; it is inserted with its audit event in the same transaction.
   */
  publish(
    scopeLevel: string,
    scopeId: string,
    build: (version: number, createdAt: Date, tx: Prisma.TransactionClient) => Promise<NewPolicyBundle>,
    audit: (version: number) => AuditHook,
  ) {
    return this.db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`policy-bundle:${scopeLevel}:${scopeId}`}, 0))`;
        const prev = await tx.policyBundle.findFirst({
          where: { scopeLevel, scopeId },
          orderBy: { version: 'desc' },
          select: { version: true },
        });
        const version = (prev?.version ?? 0) + 1;
        const createdAt = new Date();
        const row = await tx.policyBundle.create({
          data: { ...(await build(version, createdAt, tx)), version, createdAt },
        });
        await audit(version)(tx);
        return { row, fromVersion: prev?.version ?? 0 };
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
  }

  /** The latest bundle of a scope inside a publish's transaction (the parent layer). */
  latestIn(tx: Prisma.TransactionClient, scopeLevel: string, scopeId: string) {
    return tx.policyBundle.findFirst({ where: { scopeLevel, scopeId }, orderBy: { version: 'desc' } });
  }
}
