/**
 * events.audit_outbox: the agents subgraph's audit events waiting to be appended by identity
 * (written by audit-event.ts in the change's transaction). The same design as billing's outbox
 * (docs/adr/007-service-audit-appends.md, point 5): the relay claims due rows in one statement
 * (FOR UPDATE SKIP LOCKED, pushing their next attempt a lease ahead), so replicas never send the
 * same row at once, and calls identity with no transaction open (`SqlAuditOutbox` in @svc/db).
 */
import { SqlAuditOutbox } from '@svc/db';
import type { PrismaClient } from '../db.ts';

/** events.audit_outbox as the relay reads it (the shared claim/send/settle round). */
export class AuditOutboxRepository extends SqlAuditOutbox {
  constructor(prisma: PrismaClient, opts: { leaseMs: number }) {
    super(prisma, 'events', opts);
  }
}
