/** identity.domain_verifications: an organization's domain claims and their challenges (hashed). */
import type { AuditHook } from '../services/governance-audit.ts';
import type { PrismaClient } from '../db.ts';

export type DomainVerificationRow = NonNullable<Awaited<ReturnType<DomainVerificationRepository['byId']>>>;

export class DomainVerificationRepository {
  constructor(private db: PrismaClient) {}

  byId(id: string) {
    return this.db.domainVerification.findUnique({ where: { id } });
  }

  byChallengeHash(challengeHash: string) {
    return this.db.domainVerification.findFirst({ where: { challengeHash } });
  }

  ofOrganization(organizationId: string) {
    return this.db.domainVerification.findMany({
      where: { organizationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
  }

  /**
   * Creates a claim; the organization's earlier open claims (PENDING or FAILED) of the same
   * registrable domain are REVOKED in the same transaction (a new challenge supersedes them).
   */
  create(
    r: {
      id: string;
      organizationId: string;
      domain: string;
      registrableDomain: string;
      method: string;
      challengeHash: string;
      roleEmail: string | null;
      requestedBy: string;
      expiresAt: Date;
      now: Date;
    },
    audit: (revoked: number) => AuditHook,
  ) {
    const { now, ...data } = r;
    return this.db.$transaction(async (tx) => {
      const revoked = await tx.domainVerification.updateMany({
        where: {
          organizationId: r.organizationId,
          registrableDomain: r.registrableDomain,
          status: { in: ['PENDING', 'FAILED'] },
        },
        data: { status: 'REVOKED', updatedAt: now },
      });
      const row = await tx.domainVerification.create({ data: { ...data, status: 'PENDING', createdAt: now } });
      await audit(revoked.count)(tx);
      return row;
    });
  }

  /**
   * Moves an open (PENDING or FAILED, not expired) claim to `status`; false when it was no longer
   * open. VERIFIED also revokes every other organization's VERIFIED claim of the same registrable
   * domain: whoever controls the domain now holds it.
   */
  settle(
    id: string,
    status: 'VERIFIED' | 'FAILED',
    now: Date,
    audit: (row: DomainVerificationRow, revokedElsewhere: number) => AuditHook,
  ): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.domainVerification.updateMany({
        where: { id, status: { in: ['PENDING', 'FAILED'] }, expiresAt: { gt: now } },
        data: { status, checkedAt: now, ...(status === 'VERIFIED' ? { verifiedAt: now } : {}) },
      });
      if (r.count !== 1) return false;
      const row = await tx.domainVerification.findUniqueOrThrow({ where: { id } });
      let revokedElsewhere = 0;
      if (status === 'VERIFIED') {
        revokedElsewhere = (
          await tx.domainVerification.updateMany({
            where: {
              registrableDomain: row.registrableDomain,
              status: 'VERIFIED',
              NOT: { organizationId: row.organizationId },
            },
            data: { status: 'REVOKED' },
          })
        ).count;
      }
      await audit(row, revokedElsewhere)(tx);
      return true;
    });
  }

  /** Marks an open claim past its expiry EXPIRED; false when it was not open or not yet expired. */
  expire(id: string, now: Date, audit: AuditHook): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.domainVerification.updateMany({
        where: { id, status: { in: ['PENDING', 'FAILED'] }, expiresAt: { lte: now } },
        data: { status: 'EXPIRED', checkedAt: now },
      });
      if (r.count !== 1) return false;
      await audit(tx);
      return true;
    });
  }
}
