/** The audit event of an administration change made by a Caller (the actor is the calling user). */
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditDetails,
  type AuditEventInput,
  type AuditOutcome,
} from '../audit/index.ts';
import type { Caller } from './caller.ts';

export function callerAuditEvent(
  caller: Caller,
  action: AuditAction,
  resourceOrn: string,
  opts: { outcome?: AuditOutcome; details?: AuditDetails; workspaceId?: string } = {},
): AuditEventInput {
  return {
    organizationId: caller.orgId,
    // The workspace acted on (an organization-wide admin may act on another of the organization's).
    workspaceId: opts.workspaceId ?? caller.workspaceId,
    category: AUDIT_ACTIONS[action].category,
    action,
    outcome: opts.outcome ?? 'SUCCESS',
    actorPrincipal: `user/${caller.userId}`,
    resourceOrn,
    correlationKey: caller.requestId,
    emitterService: 'identity',
    details: opts.details,
  };
}
