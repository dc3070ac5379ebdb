/**
 * billing.audit_outbox: audit events waiting to be appended by identity. `writeAuditEvent` runs
 * inside the transaction of the change it records, so a change that rolls back leaves no row and
 * a committed change always has one. The relay claims due rows in one statement (FOR UPDATE SKIP
 * LOCKED, pushing their next attempt a lease ahead), so several billing replicas never send the
 * same row at once, and calls identity with no transaction open: on the embedded single-connection
 * database an open transaction would stall every other query of the platform while identity (which
 * needs that database too) appends (`SqlAuditOutbox` in @svc/db, shared with the other owners).
 */
import { randomUUID } from 'node:crypto';
import type { BillingAuditEvent } from '../events/audit-event.ts';
import { SqlAuditOutbox } from '@svc/db';
import type { Prisma, PrismaClient } from '../db.ts';

export async function writeAuditEvent(tx: Prisma.TransactionClient, e: BillingAuditEvent): Promise<void> {
  await tx.billingAuditOutbox.create({
    data: {
      id: `billing:${randomUUID()}`,
      organizationId: e.organizationId,
      workspaceId: e.workspaceId,
      action: e.action,
      actorPrincipal: e.actorPrincipal,
      resourceOrn: e.resourceOrn,
      details: e.details,
    },
  });
}

/** billing.audit_outbox as the relay reads it (the shared claim/send/settle round). */
export class AuditOutboxRepository extends SqlAuditOutbox {
  constructor(prisma: PrismaClient, opts: { leaseMs: number }) {
    super(prisma, 'billing', opts);
  }
}
