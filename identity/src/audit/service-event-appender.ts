/**
 * AppendServiceEvents (proto/audit/v1/ingest.proto): appends events on behalf of an authenticated
 * platform service, so that no process but identity holds the audit signing key
 * (docs/adr/007-service-audit-appends.md). Each check refuses the whole batch before anything is
 * written:
 *
 * | check | refusal |
 * |---|---|
 * | 1 to maxEvents events | SVC-VALID-4000 |
 * | idempotency key, outcome, details JSON well-formed and bounded; the event input valid | SVC-VALID-4000 |
 * | action catalogued and in one of the caller's namespaces (SERVICE_NAMESPACES) | SVC-AUDIT-APPEND-FORBIDDEN |
 * | organization exists; the workspace, when named, belongs to it | SVC-AUDIT-APPEND-UNKNOWN-TENANT |
 *
 * Then every event is committed with its idempotency key (group-committed per chain, ADR 006): a
 * key already appended appends nothing and is answered `duplicate`.
 */
import { AppError } from '@svc/core';
import { AUDIT_ACTIONS, isAuditAction, isAuditOutcome } from './catalogue.ts';
import {
  AuditInputError,
  chainKeyFor,
  normalizeAuditInput,
  type AuditDetails,
  type AuditEventInput,
} from './audit-event-input.ts';
import type { AuditRecorder } from './audit-recorder.ts';
import type { ServiceAppendRepository } from './service-append-repository.ts';

export interface ServiceEventRequest {
  idempotency_key?: string;
  org_id?: string;
  workspace_id?: string;
  action?: string;
  outcome?: string;
  actor_principal?: string;
  resource_orn?: string;
  correlation_key?: string;
  details_json?: string;
}
export interface ServiceEventResult {
  idempotencyKey: string;
  duplicate: boolean;
  eventId: string;
  chainKey: string;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The action prefixes each service may append. A service's own name is its namespace, except the
 * agents subgraph, whose catalogued actions (event subscriptions, deliveries, private endpoints)
 * are `events.*`. A service not listed may append nothing.
 */
export const SERVICE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  billing: ['billing.'],
  agents: ['events.'],
  registry: ['registry.'],
};

const inNamespace = (service: string, action: string) =>
  (Object.hasOwn(SERVICE_NAMESPACES, service) ? SERVICE_NAMESPACES[service] : []).some((p) => action.startsWith(p));

const invalid = (i: number, message: string) =>
  new AppError('SVC-VALID-4000', `events[${i}]: ${message}`, { argument: `events[${i}]` });

function parseDetails(i: number, json: string | undefined, maxBytes: number): AuditDetails | undefined {
  if (!json) return undefined;
  if (Buffer.byteLength(json, 'utf8') > maxBytes) throw invalid(i, `details_json is larger than ${maxBytes} bytes`);
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    throw invalid(i, 'details_json is not JSON');
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalid(i, 'details_json is not a JSON object');
  // Scalars and their bounds are checked by normalizeAuditInput.
  return v as AuditDetails;
}

export class ServiceEventAppender {
  constructor(
    private deps: {
      recorder: AuditRecorder;
      repo: ServiceAppendRepository;
      maxEvents: number;
      maxDetailsBytes: number;
    },
  ) {}

  private input(service: string, i: number, e: ServiceEventRequest): { key: string; event: AuditEventInput } {
    if (typeof e.idempotency_key !== 'string' || !IDEMPOTENCY_KEY.test(e.idempotency_key))
      throw invalid(i, 'idempotency_key must be 1-128 of [A-Za-z0-9._:-]');
    const action = e.action ?? '';
    if (!isAuditAction(action) || !inNamespace(service, action)) {
      throw new AppError(
        'SVC-AUDIT-APPEND-FORBIDDEN',
        `events[${i}]: ${service} may append only catalogued actions of its namespace`,
      );
    }
    if (!isAuditOutcome(e.outcome ?? '')) throw invalid(i, 'outcome must be SUCCESS, FAILURE, ERROR or DENIED');
    const event: AuditEventInput = {
      organizationId: e.org_id ?? '',
      workspaceId: e.workspace_id || null,
      category: AUDIT_ACTIONS[action].category,
      action,
      outcome: e.outcome as AuditEventInput['outcome'],
      actorPrincipal: e.actor_principal ?? '',
      resourceOrn: e.resource_orn ?? '',
      correlationKey: e.correlation_key ?? '',
      emitterService: service,
      details: parseDetails(i, e.details_json, this.deps.maxDetailsBytes),
    };
    try {
      normalizeAuditInput(event);
    } catch (err) {
      if (err instanceof AuditInputError) throw invalid(i, err.message);
      throw err;
    }
    return { key: e.idempotency_key, event };
  }

  async append(service: string, events: readonly ServiceEventRequest[] | undefined): Promise<ServiceEventResult[]> {
    if (!Array.isArray(events) || events.length === 0 || events.length > this.deps.maxEvents) {
      throw new AppError('SVC-VALID-4000', `a batch holds 1 to ${this.deps.maxEvents} events`, { argument: 'events' });
    }
    const inputs = events.map((e, i) => this.input(service, i, e ?? {}));
    const tenants = new Map(inputs.map(({ event }) => [chainKeyFor(event.organizationId, event.workspaceId), event]));
    for (const t of tenants.values()) {
      if (!(await this.deps.repo.tenantExists(t.organizationId, t.workspaceId ?? null))) {
        throw new AppError(
          'SVC-AUDIT-APPEND-UNKNOWN-TENANT',
          'an event names an organization or workspace that does not exist',
        );
      }
    }
    return Promise.all(
      inputs.map(async ({ key, event }) => {
        const chainKey = chainKeyFor(event.organizationId, event.workspaceId);
        const { event: appended } = await this.deps.recorder.commitWith(
          { organizationId: event.organizationId, workspaceId: event.workspaceId },
          async (tx) => {
            const fresh = await this.deps.repo.claimKey(tx, chainKey, service, key);
            return { result: fresh, event: fresh ? event : null };
          },
        );
        return { idempotencyKey: key, duplicate: appended === null, eventId: appended?.id ?? '', chainKey };
      }),
    );
  }
}
