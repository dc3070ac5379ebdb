/**
 * Event subscriptions of a workspace: the registry, its signing secrets, test events, and the
 * dead-letter list with replay. The tenant always comes from the caller (SVC-* headers).
 * Destinations pass the egress guard at registration (URL and every resolved address); the
 * dispatcher checks them again at every connect.
 */
import {
  AppError,
  checkDestinationUrl,
  EgressRejectedError,
  prefixedId,
  resolveChecked,
  type EgressPolicy,
  type HostResolver,
} from '@svc/core';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { isEventType, type EventType } from '../events/event-types.ts';
import type { DeliveryQueue } from '../events/delivery-queue.ts';
import type { DeliveryRepository, DeliveryRow } from '../repositories/delivery-repository.ts';
import type { Outbox } from '../events/outbox/outbox.ts';
import type { SecretBox } from './secret-box.ts';
import type { AuditStep, SubscriptionRepository, SubscriptionRow } from '../repositories/subscription-repository.ts';
import { agentsAuditEvent, writeAuditEvent, type AgentsAuditAction, type AuditDetails } from '../events/audit-event.ts';
import { newSigningSecret } from './webhook-signer.ts';

export const TRANSPORTS = ['WEBHOOK', 'SLACK', 'EMAIL'] as const;
export const MAX_EVENT_TYPES = 50;

export type SubscriptionView = SubscriptionRow;

/** A signing secret in the one answer that shows it. */
export interface ShownSecret {
  subscriptionId: string;
  signingSecret: string;
  previousSecretExpiresAt: Date | null;
}

export interface SubscriptionInput {
  destinationUrl?: string | null;
  eventTypes?: string[] | null;
  transport?: string | null;
  enabled?: boolean | null;
}

export interface SubscriptionServiceDeps {
  subscriptions: SubscriptionRepository;
  deliveries: DeliveryRepository;
  outbox: Outbox;
  queue: DeliveryQueue;
  secrets: SecretBox;
  egress: EgressPolicy;
  resolver?: HostResolver;
  secretOverlapSeconds: number;
}

const orn = (subscriptionId: string) => `event_subscription/${subscriptionId}`;
const invalid = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

function eventTypes(list: string[]): EventType[] {
  if (list.length === 0 || list.length > MAX_EVENT_TYPES)
    throw invalid('eventTypes', `Name between 1 and ${MAX_EVENT_TYPES} event types.`);
  const unknown = list.filter((t) => !isEventType(t));
  if (unknown.length)
    throw invalid(
      'eventTypes',
      `Unknown event type: ${JSON.stringify(unknown[0]).slice(0, 80)} (see the event-type catalogue).`,
    );
  return [...new Set(list)] as EventType[];
}

export class SubscriptionService {
  constructor(private readonly d: SubscriptionServiceDeps) {}

  /** Registry changes are audited: the event goes to agents' audit outbox in the change's transaction. */
  private audited(
    caller: CallerIdentity,
    action: AgentsAuditAction,
    resourceOrn: string,
    details?: AuditDetails,
  ): AuditStep {
    return (tx) => writeAuditEvent(tx, agentsAuditEvent(caller, action, resourceOrn, details));
  }

  /** The egress guard at registration: URL rules, then every address the name resolves to. */
  private async destination(url: string): Promise<string> {
    try {
      await resolveChecked(checkDestinationUrl(url, this.d.egress), this.d.egress, this.d.resolver);
    } catch (e) {
      if (e instanceof EgressRejectedError)
        throw new AppError('SVC-EGRESS-4300', undefined, { argument: 'destinationUrl', reason: e.reason });
      throw e;
    }
    return url;
  }

  private sealNew(subscriptionId: string): { plain: string; id: string; sealed: string } {
    const plain = newSigningSecret();
    return { plain, id: prefixedId('whs'), sealed: this.d.secrets.seal(plain, subscriptionId) };
  }

  list(caller: CallerIdentity): Promise<SubscriptionView[]> {
    return this.d.subscriptions.list(caller.workspaceId);
  }

  async create(caller: CallerIdentity, input: SubscriptionInput): Promise<SubscriptionView> {
    const transport = input.transport ?? 'WEBHOOK';
    const types = eventTypes(input.eventTypes ?? []);
    const url = await this.destination(input.destinationUrl ?? '');
    const id = prefixedId('sub');
    const secret = this.sealNew(id);
    const row = await this.d.subscriptions.create(
      {
        id,
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        destinationUrl: url,
        eventTypes: types,
        transport,
        enabled: input.enabled ?? true,
        createdBy: caller.userId,
      },
      secret,
      this.audited(caller, 'events.subscription.created', orn(id)),
    );
    return row;
  }

  /** The secret made at creation, shown exactly once (SVC-EVENT-4320 afterwards). */
  async revealSecret(caller: CallerIdentity, id: string): Promise<ShownSecret> {
    const got = await this.d.subscriptions.revealCurrentSecret(
      caller.workspaceId,
      id,
      this.audited(caller, 'events.subscription.secret_revealed', orn(id)),
    );
    if (got === null) throw new AppError('SVC-VALID-4041', 'No such event subscription.');
    if (got === 'shown') throw new AppError('SVC-EVENT-4320');
    return { subscriptionId: id, signingSecret: this.d.secrets.open(got.sealed, id), previousSecretExpiresAt: null };
  }

  async update(caller: CallerIdentity, id: string, input: SubscriptionInput): Promise<SubscriptionView> {
    const patch: Parameters<SubscriptionRepository['update']>[2] = {};
    if (input.eventTypes != null) patch.eventTypes = eventTypes(input.eventTypes);
    if (input.transport != null) patch.transport = input.transport;
    if (input.enabled != null) patch.enabled = input.enabled;
    if (input.destinationUrl != null) patch.destinationUrl = await this.destination(input.destinationUrl);
    // The event names the fields changed, never their values (a destination URL may carry a token).
    const row = await this.d.subscriptions.update(
      caller.workspaceId,
      id,
      patch,
      this.audited(caller, 'events.subscription.changed', orn(id), { fields: Object.keys(patch).sort().join(',') }),
    );
    if (!row) throw new AppError('SVC-VALID-4041', 'No such event subscription.');
    return row;
  }

  delete(caller: CallerIdentity, id: string): Promise<boolean> {
    return this.d.subscriptions.softDelete(
      caller.workspaceId,
      id,
      this.audited(caller, 'events.subscription.deleted', orn(id)),
    );
  }

  /** A new current secret, shown once; the previous one keeps signing for the overlap. */
  async rotateSecret(caller: CallerIdentity, id: string): Promise<ShownSecret> {
    const secret = this.sealNew(id);
    const overlapUntil = new Date(Date.now() + this.d.secretOverlapSeconds * 1000);
    const row = await this.d.subscriptions.rotateSecret(
      caller.workspaceId,
      id,
      secret,
      overlapUntil,
      this.audited(caller, 'events.subscription.secret_rotated', orn(id)),
    );
    if (!row) throw new AppError('SVC-VALID-4041', 'No such event subscription.');
    return { subscriptionId: id, signingSecret: secret.plain, previousSecretExpiresAt: overlapUntil };
  }

  /** `accepted`: a delivery for this subscription is in the outbox (held for SLACK/EMAIL). */
  async sendTestEvent(caller: CallerIdentity, subscriptionId: string): Promise<{ accepted: boolean; eventId: string }> {
    const out = await this.d.subscriptions.whileLive(
      caller.workspaceId,
      subscriptionId,
      (tx) =>
        this.d.outbox.enqueue(tx, {
          orgId: caller.orgId,
          workspaceId: caller.workspaceId,
          type: 'webhook.test',
          data: { subscriptionId, requestedBy: caller.userId },
          onlySubscriptionId: subscriptionId,
        }),
      this.audited(caller, 'events.subscription.test_sent', orn(subscriptionId)),
    );
    if (!out) throw new AppError('SVC-VALID-4041', 'No such event subscription.');
    return { accepted: out.deliveries.length === 1, eventId: out.eventId! };
  }

  /** A live subscription's deliveries, newest first; another workspace's or a deleted one is not found. */
  async deliveries(caller: CallerIdentity, subscriptionId: string, limit: number): Promise<DeliveryRow[]> {
    if (!(await this.d.subscriptions.find(caller.workspaceId, subscriptionId)))
      throw new AppError('SVC-VALID-4041', 'No such event subscription.');
    return this.d.deliveries.listForSubscription(caller.workspaceId, subscriptionId, limit);
  }

  deadLetters(caller: CallerIdentity, limit: number): Promise<DeliveryRow[]> {
    return this.d.deliveries.listDead(caller.workspaceId, limit);
  }

  /** Puts a dead-lettered delivery back on the queue (same webhook-id, attempts start again). */
  async replay(caller: CallerIdentity, deliveryId: string): Promise<DeliveryRow> {
    const row = await this.d.deliveries.reopenDead(
      caller.workspaceId,
      deliveryId,
      (db) => this.d.queue.send(deliveryId, db),
      this.audited(caller, 'events.delivery.replayed', `event_delivery/${deliveryId}`),
    );
    if (!row) throw new AppError('SVC-VALID-4041', 'No such dead-lettered delivery.');
    return row;
  }
}
