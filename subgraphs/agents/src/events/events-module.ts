/** Wires the events feature: queue, repositories, outbox, service and (optionally) a dispatcher. */
import type { EgressPolicy, HostResolver, Logger, SecretStore } from '@svc/core';
import { AuditTrail, auditOutboxHook, FileAuditKeyProvider } from '@svc/identity/audit';
import { createOutbox, type Outbox } from '@svc/db';
import { DeliveryQueue } from './delivery-queue.ts';
import { DeliveryRepository } from './delivery-repository.ts';
import { startDispatcher, type Dispatcher } from './dispatcher.ts';
import type { SecretBox } from './secret-box.ts';
import { SubscriptionRepository } from './subscription-repository.ts';
import { SubscriptionService } from './subscription-service.ts';
import { PrivateEndpointRepository } from './private-endpoint-repository.ts';
import { PrivateEndpointService } from './private-endpoint-service.ts';
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

export interface EventsModule {
  service: SubscriptionService;
  /** Private endpoints: registry, four-eyes approval, live preflight through the egress guard. */
  endpoints: PrivateEndpointService;
  /** The audit trail with the outbox hook installed (absent without a key directory). */
  audit?: AuditTrail;
  outbox: Outbox;
  queue: DeliveryQueue;
  deliveries: DeliveryRepository;
  startDispatcher(): Dispatcher;
  stop(): Promise<void>;
}

export async function createEventsModule(o: {
  url: string; prisma: PrismaClient; secrets: SecretBox; settings: EventsSettings; log?: Logger; resolver?: HostResolver; supervise?: boolean;
  /** The audit trail's key directory (AUDIT_KEYS_DIR, else KEYS_DIR); absent: registry changes are not audited. */
  auditKeysDir?: string;
  /** Where a private endpoint's credential reference is resolved for its preflight; absent: BEARER_TOKEN preflights fail closed. */
  credentials?: SecretStore;
}): Promise<EventsModule> {
  const s = o.settings;
  const queue = await DeliveryQueue.start({
    url: o.url, maxAttempts: s.EVENTS_MAX_ATTEMPTS, retryDelaySeconds: s.EVENTS_RETRY_DELAY_SECONDS, leaseSeconds: s.EVENTS_LEASE_SECONDS,
    superviseIntervalSeconds: s.EVENTS_SUPERVISE_INTERVAL_SECONDS, supervise: o.supervise ?? true,
  }, o.log);
  const deliveries = new DeliveryRepository(o.prisma);
  const outbox = createOutbox(o.prisma);
  const audit = o.auditKeysDir ? new AuditTrail({ keys: new FileAuditKeyProvider(o.auditKeysDir), onAppend: auditOutboxHook(outbox) }) : undefined;
  const service = new SubscriptionService({
    subscriptions: new SubscriptionRepository(o.prisma), deliveries, outbox, queue, secrets: o.secrets,
    egress: s.egress, resolver: o.resolver, secretOverlapSeconds: s.EVENTS_SECRET_OVERLAP_SECONDS, audit,
  });
  const endpoints = new PrivateEndpointService({ endpoints: new PrivateEndpointRepository(o.prisma), egress: s.egress, resolver: o.resolver, audit, credentials: o.credentials });
  const dispatchers: Dispatcher[] = [];
  return {
    service, endpoints, outbox, queue, deliveries, audit,
    startDispatcher() {
      const d = startDispatcher({
        queue, deliveries, secrets: o.secrets, egress: s.egress, resolver: o.resolver, log: o.log,
        concurrency: s.EVENTS_DISPATCHER_CONCURRENCY, destinationConcurrency: s.EVENTS_DESTINATION_CONCURRENCY,
        timeoutMs: s.EVENTS_DELIVERY_TIMEOUT_MS, leaseSeconds: s.EVENTS_LEASE_SECONDS,
        maxResponseBytes: s.EVENTS_MAX_RESPONSE_BYTES, pollIntervalMs: s.EVENTS_POLL_INTERVAL_MS,
      });
      dispatchers.push(d);
      return d;
    },
    async stop() {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await queue.stop();
    },
  };
}
