/** identity.access_policies: versioned IAM-JSON sources per organization or workspace. */
import type { PrismaClient } from '@svc/db';

export class PolicyRepository {
  constructor(private db: PrismaClient) {}

  /** Every version of every policy of the organization (org-level and all its workspaces). */
  ofOrganization(organizationId: string) {
    return this.db.accessPolicy.findMany({ where: { organizationId }, orderBy: [{ id: 'asc' }, { version: 'desc' }], take: 5000 });
  }

  latest(id: string) {
    return this.db.accessPolicy.findFirst({ where: { id }, orderBy: { version: 'desc' } });
  }

  /** Inserts a version; a concurrent writer of the same version raises a unique violation. */
  create(p: { id: string; version: number; organizationId: string; workspaceId: string | null; level: string; source: string; sourceFormat: string; authorPrincipal: string }) {
    return this.db.accessPolicy.create({ data: p });
  }
}
