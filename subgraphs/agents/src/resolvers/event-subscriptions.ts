/**
 * GraphQL transport of event subscriptions: the subgraph-kit's order of checks (caller, then
 * arguments), then the service. Without a database the operations fail closed with
 * SVC-SERVER-9001 (see NOT_WIRED_OPERATIONS).
 */
import { maxLength, opaqueId, pageLimit, type Args, type OperationDeps } from '@svc/subgraph-kit';
import type { SubscriptionService, SubscriptionView } from '../services/subscription-service.ts';
import type { DeliveryRow } from '../repositories/delivery-repository.ts';
import type {
  EventDelivery,
  EventDeliveryStatus,
  EventSubscription,
  EventTransport,
} from '../generated/resolvers-types.ts';
import { MAX_EVENT_TYPES } from '../services/subscription-service.ts';
import { MAX_DESTINATION_URL_LENGTH } from '@svc/core';
import { AppError } from '@svc/core';

import { databaseOperation } from './database-operation.ts';

const subscriptionId = (name: string) => (a: Args) => void opaqueId(a[name], name, { prefix: 'sub' });
const deliveryId = (a: Args) => void opaqueId(a.id, 'id', { prefix: 'msg' });

function inputCheck(a: Args): void {
  const i = a.input ?? {};
  if (i.destinationUrl != null) maxLength(i.destinationUrl, 'destinationUrl', MAX_DESTINATION_URL_LENGTH);
  if (i.eventTypes != null) {
    if (i.eventTypes.length > MAX_EVENT_TYPES)
      throw new AppError('SVC-VALID-4000', `At most ${MAX_EVENT_TYPES} event types.`, { argument: 'eventTypes' });
    for (const t of i.eventTypes) maxLength(t, 'eventTypes', 100);
  }
}

// Stored values come from the GraphQL enums (transport) or the dispatcher's fixed set (status).
const toSubscription = (v: SubscriptionView): EventSubscription => ({ ...v, transport: v.transport as EventTransport });
const toDelivery = (r: DeliveryRow): EventDelivery => ({ ...r, status: r.status as EventDeliveryStatus });

export function eventSubscriptionResolvers(ops: OperationDeps, service: SubscriptionService | undefined) {
  const run = databaseOperation(ops, service !== undefined);
  const s = service!;
  return {
    Query: {
      eventSubscriptions: run(undefined, async (c) => (await s.list(c)).map(toSubscription), 'eventSubscriptions'),
      eventDeliveries: run(
        (a) => {
          subscriptionId('subscriptionId')(a);
          return { ...a, limit: pageLimit(a.limit) };
        },
        async (c, a) => (await s.deliveries(c, a.subscriptionId, a.limit)).map(toDelivery),
        'eventDeliveries',
      ),
      deadLetteredEventDeliveries: run(
        (a) => ({ ...a, limit: pageLimit(a.limit) }),
        async (c, a) => (await s.deadLetters(c, a.limit)).map(toDelivery),
        'deadLetteredEventDeliveries',
      ),
    },
    Mutation: {
      createEventSubscription: run(
        inputCheck,
        async (c, a) => toSubscription(await s.create(c, a.input)),
        'createEventSubscription',
      ),
      updateEventSubscription: run(
        (a) => {
          subscriptionId('id')(a);
          inputCheck(a);
        },
        async (c, a) => toSubscription(await s.update(c, a.id, a.input)),
        'updateEventSubscription',
      ),
      deleteEventSubscription: run(subscriptionId('id'), (c, a) => s.delete(c, a.id), 'deleteEventSubscription'),
      revealEventSubscriptionSecret: run(
        subscriptionId('id'),
        (c, a) => s.revealSecret(c, a.id),
        'revealEventSubscriptionSecret',
      ),
      rotateEventSubscriptionSecret: run(
        subscriptionId('id'),
        (c, a) => s.rotateSecret(c, a.id),
        'rotateEventSubscriptionSecret',
      ),
      sendTestEvent: run(
        subscriptionId('subscriptionId'),
        (c, a) => s.sendTestEvent(c, a.subscriptionId),
        'sendTestEvent',
      ),
      replayEventDelivery: run(deliveryId, async (c, a) => toDelivery(await s.replay(c, a.id)), 'replayEventDelivery'),
    },
  };
}
