/**
 * How the governance workflows (issue 14) record each step: one audit event per state change,
 * appended through the platform's audit trail (identity/src/audit) as the last statement of the
 * same transaction as the change, so a change that rolls back leaves no event and a committed one
 * always has one. Repositories take an `AuditHook` and call it inside their transaction.
 */
import { AUDIT_ACTIONS, type AuditAction, type AuditDetails, type AuditTrail } from '../audit/index.ts';
import type { Prisma } from '../db.ts';

/** Appends the step's event inside the repository's transaction. */
export type AuditHook = (tx: Prisma.TransactionClient) => Promise<unknown>;

export interface GovernanceStep {
  action: AuditAction;
  organizationId: string;
  workspaceId?: string | null;
  /** `user/<id>`; ids only, never an address or a name. */
  actorPrincipal: string;
  resourceOrn: string;
  details?: AuditDetails;
}

export class GovernanceAudit {
  constructor(private trail: AuditTrail) {}

  /** The hook that records `step` (category from the catalogue, emitter identity). */
  hook(step: GovernanceStep): AuditHook {
    return (tx) =>
      this.trail.append(tx, {
        ...step,
        category: AUDIT_ACTIONS[step.action].category,
        outcome: 'SUCCESS',
        emitterService: 'identity',
      });
  }
}

export const userPrincipal = (userId: string) => `user/${userId}`;
