/**
 * The events store's internal API (proto/events/v1/events.proto, ADR 011): what other services
 * may ask of the `events` schema. Each caller may do only what its service needs (GRANTS); a
 * PublishEvents batch is checked whole before anything is written, then recorded in one
 * transaction through the outbox, which records an event only when a subscription wants it.
 */
import { createHash } from 'node:crypto';
import { AppError } from '@svc/core';
import type { PrismaClient } from '../db.ts';
import type { ProtoPrivateEndpoint, ProtoPublishedEvent, ProtoPublishResult, ProtoWorkspaceTypes } from '@svc/grpc';
import { isEventType } from '../events/event-types.ts';
import type { Outbox, OutboxEventInput } from '../events/outbox/outbox.ts';
import type { PrivateEndpointRepository } from '../repositories/private-endpoint-repository.ts';

interface Grant {
  publishes: readonly string[];
  subscribedTypes?: boolean;
  privateEndpoints?: boolean;
}

/** Per calling service: the type prefixes it may publish and the reads it needs. */
export const GRANTS: Readonly<Record<string, Grant>> = {
  identity: { publishes: ['audit.'], subscribedTypes: true },
  inference: { publishes: ['billing.budget.'], privateEndpoints: true },
};

const ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_DATA_BYTES = 16 * 1024;
const MAX_WORKSPACES = 1000;

/**
 * The stored event id: derived from (service, emitter's id), so a repeat writes nothing and one
 * service can never claim another's id. Same shape as every outbox id (`evt_` + 16 characters).
 */
export function storedEventId(service: string, eventId: string): string {
  return `evt_${createHash('sha256').update(`${service}\n${eventId}`).digest().subarray(0, 12).toString('base64url')}`;
}

const invalid = (message: string) => new AppError('SVC-VALID-4000', message);
const forbidden = (message: string) => new AppError('SVC-EVENTS-API-FORBIDDEN', message);

function grant(service: string): Grant {
  const g = GRANTS[service];
  if (!g) throw forbidden(`service ${service} has no grant on the events API`);
  return g;
}

export class EventsApi {
  constructor(
    private readonly d: {
      prisma: PrismaClient;
      outbox: Outbox;
      endpoints: PrivateEndpointRepository;
      maxEvents: number;
    },
  ) {}

  async publish(service: string, events: ProtoPublishedEvent[] | undefined): Promise<ProtoPublishResult[]> {
    const g = grant(service);
    const list = events ?? [];
    if (list.length === 0 || list.length > this.d.maxEvents)
      throw invalid(`a batch holds 1 to ${this.d.maxEvents} events`);
    const inputs: OutboxEventInput[] = list.map((e, i) => {
      const at = `events[${i}]`;
      if (!ID.test(e.event_id ?? '')) throw invalid(`${at}.event_id must be 1-128 of [A-Za-z0-9._:-]`);
      if (!ID.test(e.org_id ?? '') || !ID.test(e.workspace_id ?? ''))
        throw invalid(`${at}: org_id and workspace_id are required ids`);
      if (!isEventType(e.type ?? '')) throw invalid(`${at}.type is not a catalogued event type`);
      if (!g.publishes.some((p) => e.type.startsWith(p))) throw forbidden(`${service} may not publish ${e.type}`);
      let occurredAt: Date | undefined;
      if (e.occurred_at) {
        occurredAt = new Date(e.occurred_at);
        if (Number.isNaN(occurredAt.getTime())) throw invalid(`${at}.occurred_at is not an RFC 3339 time`);
      }
      if (Buffer.byteLength(e.data_json ?? '', 'utf8') > MAX_DATA_BYTES)
        throw invalid(`${at}.data_json exceeds ${MAX_DATA_BYTES} bytes`);
      let data: unknown;
      try {
        data = JSON.parse(e.data_json || '{}');
      } catch {
        throw invalid(`${at}.data_json is not JSON`);
      }
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw invalid(`${at}.data_json must be a JSON object`);
      return {
        orgId: e.org_id,
        workspaceId: e.workspace_id,
        type: e.type,
        occurredAt,
        data: data as Record<string, unknown>,
        eventId: storedEventId(service, e.event_id),
        onlyWhenSubscribed: true,
      };
    });
    // maxWait: under delivery load the pool is busy; waiting beats failing the emitter's batch.
    const recorded = await this.d.prisma.$transaction(
      async (tx) => {
        const out = [];
        for (const input of inputs) out.push(await this.d.outbox.enqueue(tx, input));
        return out;
      },
      { maxWait: 10_000, timeout: 10_000 },
    );
    return recorded.map((r, i) => ({
      event_id: list[i]!.event_id,
      recorded: r.recorded,
      deliveries: r.deliveries.length,
    }));
  }

  async subscribedTypes(service: string, workspaceIds: string[] | undefined): Promise<ProtoWorkspaceTypes[]> {
    if (!grant(service).subscribedTypes) throw forbidden(`${service} may not read subscribed types`);
    const ids = workspaceIds ?? [];
    if (ids.length > MAX_WORKSPACES || !ids.every((w) => ID.test(w)))
      throw invalid(`workspace_ids: at most ${MAX_WORKSPACES} ids`);
    const types = await this.d.outbox.subscribedTypes(this.d.prisma, ids);
    return ids.map((w) => ({ workspace_id: w, types: [...(types.get(w) ?? [])].sort() }));
  }

  async privateEndpoints(
    service: string,
    orgId: string | undefined,
    workspaceId: string | undefined,
  ): Promise<ProtoPrivateEndpoint[]> {
    if (!grant(service).privateEndpoints) throw forbidden(`${service} may not read private endpoints`);
    if (!ID.test(orgId ?? '') || !ID.test(workspaceId ?? '')) throw invalid('org_id and workspace_id are required ids');
    const rows = await this.d.endpoints.active(orgId!, workspaceId!);
    return rows.map((r) => ({
      id: r.id,
      display_name: r.displayName,
      base_url: r.baseUrl,
      auth_kind: r.authKind,
      auth_secret_ref: r.authSecretRef ?? '',
      ca_cert_fingerprint: r.caCertFingerprint ?? '',
      model_ids: r.modelIds,
    }));
  }
}
