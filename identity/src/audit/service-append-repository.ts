import type { PrismaClient } from '../db.ts';
import type { SqlTx } from './sql-tx.ts';
/** What AppendServiceEvents reads and writes besides the chain: tenants, and the idempotency keys appended. */

export class ServiceAppendRepository {
  constructor(private prisma: PrismaClient) {}

  /** Whether the organization exists and, when given, the workspace belongs to it. */
  async tenantExists(organizationId: string, workspaceId: string | null): Promise<boolean> {
    if (workspaceId) return (await this.prisma.workspace.count({ where: { id: workspaceId, organizationId } })) === 1;
    return (await this.prisma.organization.count({ where: { id: organizationId } })) === 1;
  }

  /**
   * Records the key in the append's transaction; false when it was appended before. A concurrent
   * insert of the same key makes this wait for that transaction, then answer false if it committed.
   */
  async claimKey(tx: SqlTx, chainKey: string, emitterService: string, idempotencyKey: string): Promise<boolean> {
    const n =
      await tx.$executeRaw`INSERT INTO "audit"."audit_service_appends" ("chain_key", "emitter_service", "idempotency_key")
      VALUES (${chainKey}, ${emitterService}, ${idempotencyKey}) ON CONFLICT DO NOTHING`;
    return n === 1;
  }
}
