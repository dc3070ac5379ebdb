/**
 * What an emitter hands to `AuditTrail.append`. Everything here ends up in a signed, hash-chained
 * event that outlives the code that wrote it, so the input is checked strictly: an unknown action,
 * a category that does not match the catalogue, `isSystem` on anything but a success, or text the
 * database cannot store is a programming error (AuditInputError), thrown before anything is written
 * so the caller's transaction rolls back with it.
 *
 * Personal data: put ids (user ids, client ids, key ids) in `actorPrincipal`, `resourceOrn` and
 * `details`, never e-mail addresses or names. Ids are pseudonymous references; erasing a data
 * subject then leaves every signed event (and so every chain) intact.
 */
import { isStorableText } from '@svc/core';
import {
  AUDIT_ACTIONS,
  isAuditAction,
  isAuditCategory,
  isAuditOutcome,
  type AuditAction,
  type AuditCategory,
  type AuditOutcome,
} from './catalogue.ts';

/** A flat map of small scalar values: no nesting, so the canonical form is trivial and bounded. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEventInput {
  /** The tenant. With `workspaceId` the event joins the workspace chain, else the organization's. */
  organizationId: string;
  workspaceId?: string | null;
  /** Must equal the catalogue's category for `action`. */
  category: AuditCategory;
  action: AuditAction;
  outcome: AuditOutcome;
  /** Actor resource name, e.g. `user/<id>`, `client/<id>`, `apikey/<id>`, `system/<service>`. */
  actorPrincipal: string;
  /** The resource acted on, e.g. `apikey/<id>`; empty when not resource-scoped. */
  resourceOrn?: string;
  /** True only for successful internal plumbing (never with FAILURE, ERROR or DENIED). */
  isSystem?: boolean;
  /** The server-minted request id (x-request-id the gateway assigns); empty when absent. */
  correlationKey?: string;
  /** The client-supplied correlation id, stored as given (bounded); never used to join anything. */
  correlationId?: string;
  /** The service writing the event: `identity`, `gateway`, `governance`, `billing`, ... */
  emitterService: string;
  /** At most 16 keys of small scalars (numbers: safe integers); no personal data. */
  details?: AuditDetails;
}

export class AuditInputError extends Error {
  override name = 'AuditInputError';
}

const LIMITS = {
  id: 200,
  principal: 300,
  orn: 500,
  correlation: 200,
  emitter: 64,
  detailKeys: 16,
  detailKey: 64,
  detailValue: 512,
} as const;

function text(v: unknown, field: string, max: number, required: boolean): string {
  if (v === undefined || v === null) {
    if (required) throw new AuditInputError(`${field} is required`);
    return '';
  }
  if (typeof v !== 'string') throw new AuditInputError(`${field} must be a string`);
  if (required && v.length === 0) throw new AuditInputError(`${field} must not be empty`);
  if (v.length > max) throw new AuditInputError(`${field} is longer than ${max} characters`);
  if (!isStorableText(v)) throw new AuditInputError(`${field} contains text the database cannot store`);
  return v;
}

/** `correlationId` is client-supplied: cut and cleaned rather than refused, so a hostile header never blocks an audited change. */
function clientText(v: unknown, max: number): string {
  if (typeof v !== 'string') return '';
  const cleaned = v.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);
  return isStorableText(cleaned) ? cleaned : '';
}

function details(v: unknown): AuditDetails | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuditInputError('details must be a flat object');
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > LIMITS.detailKeys) throw new AuditInputError(`details has more than ${LIMITS.detailKeys} keys`);
  const out: AuditDetails = {};
  for (const [k, val] of entries) {
    text(k, 'details key', LIMITS.detailKey, true);
    if (typeof val === 'string') out[k] = text(val, `details.${k}`, LIMITS.detailValue, false);
    else if (typeof val === 'number') {
      if (!Number.isSafeInteger(val)) throw new AuditInputError(`details.${k} must be a safe integer`);
      out[k] = val;
    } else if (typeof val === 'boolean' || val === null) out[k] = val;
    else throw new AuditInputError(`details.${k} must be a string, safe integer, boolean or null`);
  }
  return out;
}

/** The checked, fully populated form that is hashed and stored. */
export interface NormalizedAuditInput {
  organizationId: string;
  workspaceId: string | null;
  category: AuditCategory;
  action: AuditAction;
  outcome: AuditOutcome;
  actorPrincipal: string;
  resourceOrn: string;
  isSystem: boolean;
  correlationKey: string;
  correlationId: string;
  emitterService: string;
  details: AuditDetails | null;
}

export function normalizeAuditInput(input: AuditEventInput): NormalizedAuditInput {
  if (typeof input.action !== 'string' || !isAuditAction(input.action))
    throw new AuditInputError(
      `unknown audit action ${JSON.stringify(String(input.action)).slice(0, 80)}: add it to identity/src/audit/catalogue.ts`,
    );
  if (typeof input.category !== 'string' || !isAuditCategory(input.category))
    throw new AuditInputError('unknown audit category');
  if (AUDIT_ACTIONS[input.action].category !== input.category)
    throw new AuditInputError(
      `${input.action} belongs to ${AUDIT_ACTIONS[input.action].category}, not ${input.category}`,
    );
  if (typeof input.outcome !== 'string' || !isAuditOutcome(input.outcome))
    throw new AuditInputError('unknown audit outcome');
  const isSystem = input.isSystem === true;
  if (isSystem && input.outcome !== 'SUCCESS')
    throw new AuditInputError('isSystem is only allowed with outcome SUCCESS');
  const workspaceId = input.workspaceId ? text(input.workspaceId, 'workspaceId', LIMITS.id, true) : null;
  return {
    organizationId: text(input.organizationId, 'organizationId', LIMITS.id, true),
    workspaceId,
    category: input.category,
    action: input.action,
    outcome: input.outcome,
    actorPrincipal: text(input.actorPrincipal, 'actorPrincipal', LIMITS.principal, true),
    resourceOrn: text(input.resourceOrn, 'resourceOrn', LIMITS.orn, false),
    isSystem,
    correlationKey: text(input.correlationKey, 'correlationKey', LIMITS.correlation, false),
    correlationId: clientText(input.correlationId, LIMITS.correlation),
    emitterService: text(input.emitterService, 'emitterService', LIMITS.emitter, true),
    details: details(input.details),
  };
}

/** The tenant chain an event joins: the organization, or organization-with-workspace. */
export function chainKeyFor(organizationId: string, workspaceId: string | null | undefined): string {
  return workspaceId ? `${organizationId}/${workspaceId}` : organizationId;
}
