/** identity.access_policies: versioned IAM-JSON sources per organization or workspace. */
import type { AuditHook } from '../services/governance-audit.ts';
import type { PrismaClient } from '../db.ts';

export class PolicyRepository {
  constructor(private db: PrismaClient) {}

  /** Every version of every policy of the organization (org-level and all its workspaces). */
  ofOrganization(organizationId: string) {
    return this.db.accessPolicy.findMany({
      where: { organizationId },
      orderBy: [{ id: 'asc' }, { version: 'desc' }],
      take: 5000,
    });
  }

  latest(id: string) {
    return this.db.accessPolicy.findFirst({ where: { id }, orderBy: { version: 'desc' } });
  }

  /** One version of a policy. */
  version(id: string, version: number) {
    return this.db.accessPolicy.findUnique({ where: { id_version: { id, version } } });
  }

  /**
   * Inserts a version and its audit event in one transaction; a concurrent writer of the same
   * version raises a unique violation (and records nothing).
   */
  create(
    p: {
      id: string;
      version: number;
      organizationId: string;
      workspaceId: string | null;
      level: string;
      source: string;
      sourceFormat: string;
      authorPrincipal: string;
    },
    audit: AuditHook,
  ) {
    return this.db.$transaction(async (tx) => {
      const row = await tx.accessPolicy.create({ data: p });
      await audit(tx);
      return row;
    });
  }
}
