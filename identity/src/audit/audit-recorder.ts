/**
 * Appends that go through the group-commit appender (group-commit-appender.ts): `record` for
 * events that record no other database change of their own (an access token minted as a JWT only,
 * a refused request), `commitWith` for a hot-path change that writes rows and must commit with its
 * event (a refresh-token spend). Both answer only after the event has committed.
 * Other changes append through AuditTrail.append in the change's own transaction.
 */
import type { AuditEventInput } from './audit-event-input.ts';
import type { AppendedAuditEvent, AuditTrail } from './audit-trail.ts';
import {
  AuditGroupCommitter,
  type AuditChainRef,
  type AuditedChange,
  type GroupCommitOptions,
} from './group-commit-appender.ts';
import type { PrismaClient } from '../db.ts';

export class AuditRecorder {
  private readonly group: AuditGroupCommitter;

  constructor(
    prisma: PrismaClient,
    readonly trail: AuditTrail,
    opts: GroupCommitOptions = {},
  ) {
    this.group = new AuditGroupCommitter(prisma, trail, opts);
  }

  record(input: AuditEventInput): Promise<AppendedAuditEvent> {
    return this.group.record(input);
  }

  commitWith<T>(
    chain: AuditChainRef,
    change: AuditedChange<T>,
  ): Promise<{ result: T; event: AppendedAuditEvent | null }> {
    return this.group.commitWith(chain, change);
  }
}
