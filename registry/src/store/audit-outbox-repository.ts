/**
 * registry.audit_outbox, relayed to identity's AppendServiceEvents (docs/adr/007): rows are
 * written in the transaction of the change they record (registry-repository.ts); the relay
 * (AuditRelay in @svc/grpc) claims, sends and settles them through the shared `SqlAuditOutbox`.
 */
import { SqlAuditOutbox } from '@svc/db';
import type { PrismaClient } from './prisma.ts';

export class AuditOutboxRepository extends SqlAuditOutbox {
  constructor(prisma: PrismaClient, opts: { leaseMs: number }) {
    super(prisma, 'registry', opts);
  }
}
