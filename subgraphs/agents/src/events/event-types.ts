/**
 * The catalogue of wire event types a subscription may name (docs: README "Event types").
 * Governance and security events the platform emits; the delivery payload is
 * `{ id, type, timestamp, workspaceId, data }` (the specification leaves names, payload shape
 * and signature scheme to us; the signature is Standard Webhooks').
 */
import { AUDIT_WIRE_ACTIONS, type AuditWireAction } from './audit-wire-actions.ts';

/** Prefix of the wire type of an audit action (`audit.apikey.revoked`). */
export const AUDIT_EVENT_PREFIX = 'audit.';

export const EVENT_TYPES = {
  /** sendTestEvent: `data` = { subscriptionId }. */
  'webhook.test': 'a test event sent on request',
  /**
   * A budget's committed spend crossed one of its alert thresholds (inference's billing stage,
   * ADR 005), once per threshold per period; delivered to the workspace whose call crossed it.
   * `data` = { budgetId, mode, thresholdPct, periodStart (Unix s), committedCents, ceilingCents }.
   */
  'billing.budget.threshold_crossed': 'a budget alert threshold was crossed',
} as const;

/**
 * Besides these, every action of the audit catalogue (identity/src/audit/catalogue.ts, mirrored in
 * audit-wire-actions.ts) is a wire type as `audit.<action>`, e.g. `audit.apikey.revoked`; data = { auditEventId, category, action,
 * outcome, actorPrincipal, resourceOrn, chainKey, seq } (identity/src/audit/webhook-relay-hook.ts).
 */
export type EventType = keyof typeof EVENT_TYPES | `audit.${AuditWireAction}`;

export function isEventType(s: string): s is EventType {
  if (s.startsWith(AUDIT_EVENT_PREFIX)) return AUDIT_WIRE_ACTIONS.has(s.slice(AUDIT_EVENT_PREFIX.length));
  return Object.hasOwn(EVENT_TYPES, s);
}
