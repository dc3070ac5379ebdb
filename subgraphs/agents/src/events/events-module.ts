/**
 * Wires the events feature: queue, repositories, outbox, service, the audit relay and (optionally)
 * a dispatcher.
 */
import type { EgressPolicy, HostResolver, Logger, SecretStore } from '@svc/core';
import type { AuditIngestApi } from '@svc/grpc';
import { announcingChanges, type ChangeAnnouncer } from './change-announcer.ts';
import { EventsApi } from '../api/events-api.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import { AuditOutboxRepository } from '../repositories/audit-outbox-repository.ts';
import { AuditRelay, type AuditRelayOptions } from '@svc/grpc';
import { DeliveryQueue } from './delivery-queue.ts';
import { DeliveryRepository } from '../repositories/delivery-repository.ts';
import { startDispatcher, type Dispatcher } from './dispatcher.ts';
import type { SecretBox } from '../services/secret-box.ts';
import { SubscriptionRepository } from '../repositories/subscription-repository.ts';
import { SubscriptionService } from '../services/subscription-service.ts';
import { PrivateEndpointRepository } from '../repositories/private-endpoint-repository.ts';
import { PrivateEndpointService } from '../services/private-endpoint-service.ts';
import type { PrismaClient } from '../db.ts';

export interface EventsSettings {
  EVENTS_DISPATCHER_CONCURRENCY: number;
  EVENTS_DESTINATION_CONCURRENCY: number;
  EVENTS_DELIVERY_TIMEOUT_MS: number;
  EVENTS_MAX_RESPONSE_BYTES: number;
  EVENTS_MAX_ATTEMPTS: number;
  EVENTS_RETRY_DELAY_SECONDS: number;
  EVENTS_LEASE_SECONDS: number;
  EVENTS_SUPERVISE_INTERVAL_SECONDS: number;
  EVENTS_POLL_INTERVAL_MS: number;
  EVENTS_SECRET_OVERLAP_SECONDS: number;
  egress: EgressPolicy;
}

export const DEFAULT_AUDIT_RELAY: AuditRelayOptions = {
  batchSize: 100,
  intervalMs: 500,
  retryBaseMs: 1_000,
  retryMaxMs: 60_000,
};

export interface EventsModule {
  service: SubscriptionService;
  /** Private endpoints: registry, four-eyes approval, live preflight through the egress guard. */
  endpoints: PrivateEndpointService;
  /** Audit events waiting in events.audit_outbox for the relay. */
  auditOutbox: AuditOutboxRepository;
  /** Hands the audit outbox to identity (absent without the service's audit-ingest credential: rows wait). */
  auditRelay?: AuditRelay;
  outbox: Outbox;
  /** The internal API other services call (events-grpc.ts). */
  api: EventsApi;
  queue: DeliveryQueue;
  deliveries: DeliveryRepository;
  startDispatcher(): Dispatcher;
  stop(): Promise<void>;
}

export async function createEventsModule(o: {
  url: string;
  prisma: PrismaClient;
  secrets: SecretBox;
  settings: EventsSettings;
  log?: Logger;
  resolver?: HostResolver;
  supervise?: boolean;
  /**
   * identity's AppendServiceEvents, authenticated as `agents` (docs/adr/007); absent: audited
   * changes still write their outbox rows, which wait. `auditRelay` paces the relay.
   */
  auditIngest?: Pick<AuditIngestApi, 'appendServiceEvents'>;
  auditRelay?: AuditRelayOptions;
  /** Where a private endpoint's credential reference is resolved for its preflight; absent: BEARER_TOKEN preflights fail closed. */
  credentials?: SecretStore;
  /** Where committed subscription and endpoint changes are announced (absent: nowhere; the emitters' TTL bounds). */
  announcer?: ChangeAnnouncer;
  /** PublishEvents' batch limit. */
  maxPublishEvents?: number;
}): Promise<EventsModule> {
  const s = o.settings;
  const queue = await DeliveryQueue.start(
    {
      url: o.url,
      maxAttempts: s.EVENTS_MAX_ATTEMPTS,
      retryDelaySeconds: s.EVENTS_RETRY_DELAY_SECONDS,
      leaseSeconds: s.EVENTS_LEASE_SECONDS,
      superviseIntervalSeconds: s.EVENTS_SUPERVISE_INTERVAL_SECONDS,
      supervise: o.supervise ?? true,
    },
    o.log,
  );
  const deliveries = new DeliveryRepository(o.prisma);
  const outbox = createOutbox(o.prisma);
  const auditOutbox = new AuditOutboxRepository(o.prisma, { leaseMs: 15_000 });
  const auditRelay =
    o.auditIngest && o.log
      ? new AuditRelay({
          outbox: auditOutbox,
          table: 'events.audit_outbox',
          identity: o.auditIngest,
          log: o.log,
          opts: o.auditRelay ?? DEFAULT_AUDIT_RELAY,
        })
      : undefined;
  auditRelay?.start();
  const subscriptions = new SubscriptionService({
    subscriptions: new SubscriptionRepository(o.prisma),
    deliveries,
    outbox,
    queue,
    secrets: o.secrets,
    egress: s.egress,
    resolver: o.resolver,
    secretOverlapSeconds: s.EVENTS_SECRET_OVERLAP_SECONDS,
  });
  const endpointRepository = new PrivateEndpointRepository(o.prisma);
  const registry = new PrivateEndpointService({
    endpoints: endpointRepository,
    egress: s.egress,
    resolver: o.resolver,
    credentials: o.credentials,
  });
  const a = o.announcer;
  const service = a
    ? announcingChanges(subscriptions, ['create', 'update', 'delete'], (c) => a.subscriptionsChanged(c))
    : subscriptions;
  const endpoints = a
    ? announcingChanges(registry, ['register', 'approve', 'retire'], (c) => a.privateEndpointsChanged(c))
    : registry;
  const api = new EventsApi({
    prisma: o.prisma,
    outbox,
    endpoints: endpointRepository,
    maxEvents: o.maxPublishEvents ?? 100,
  });
  const dispatchers: Dispatcher[] = [];
  return {
    service,
    endpoints,
    outbox,
    api,
    queue,
    deliveries,
    auditOutbox,
    auditRelay,
    startDispatcher() {
      const d = startDispatcher({
        queue,
        deliveries,
        secrets: o.secrets,
        egress: s.egress,
        resolver: o.resolver,
        log: o.log,
        concurrency: s.EVENTS_DISPATCHER_CONCURRENCY,
        destinationConcurrency: s.EVENTS_DESTINATION_CONCURRENCY,
        timeoutMs: s.EVENTS_DELIVERY_TIMEOUT_MS,
        leaseSeconds: s.EVENTS_LEASE_SECONDS,
        maxResponseBytes: s.EVENTS_MAX_RESPONSE_BYTES,
        pollIntervalMs: s.EVENTS_POLL_INTERVAL_MS,
      });
      dispatchers.push(d);
      return d;
    },
    async stop() {
      await Promise.all([...dispatchers.map((d) => d.stop()), auditRelay?.stop()]);
      await queue.stop();
    },
  };
}
