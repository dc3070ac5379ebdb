/**
 * For events that record no other database change of their own (an access token minted as a JWT
 * only, a refused request): the event is the change, appended in its own transaction.
 * Changes to stored rows append through AuditTrail.append in the change's own transaction instead.
 */
import type { PrismaClient } from '@svc/db';
import type { AuditEventInput } from './audit-event-input.ts';
import type { AppendedAuditEvent, AuditTrail } from './audit-trail.ts';

export class AuditRecorder {
  constructor(private readonly prisma: PrismaClient, readonly trail: AuditTrail) {}

  record(input: AuditEventInput): Promise<AppendedAuditEvent> {
    return this.prisma.$transaction((tx) => this.trail.append(tx, input));
  }
}
