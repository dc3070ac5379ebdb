/**
 * Announces committed changes to the emitters' caches (ADR 011) on the shared store: a
 * subscription change names its workspace on SUBSCRIPTIONS_CHANGED_CHANNEL (identity's cache of
 * subscribed types), a private endpoint's lifecycle change names `<org>/<workspace>` on
 * PRIVATE_ENDPOINTS_CHANGED_CHANNEL (inference's endpoint cache). Sent after the change's
 * method resolved, so a listener that re-reads sees it, and before the caller is answered, so the
 * caller's next request meets listeners already told. A lost message is bounded by the
 * listeners' TTL, so a failure to publish is logged, never the caller's error.
 */
import type { Logger, SharedStore } from '@svc/core';
import { PRIVATE_ENDPOINTS_CHANGED_CHANNEL, SUBSCRIPTIONS_CHANGED_CHANNEL } from '@svc/grpc';

interface Caller {
  orgId: string;
  workspaceId: string;
}

/** `service` with `methods` (each taking the caller first) announcing on `channel` once they resolve. */
export function announcingChanges<S extends object>(
  service: S,
  methods: readonly (keyof S & string)[],
  announce: (caller: Caller) => Promise<void>,
): S {
  const wrapped = Object.create(service) as Record<string, unknown>;
  for (const m of methods) {
    const fn = (service as Record<string, (...a: unknown[]) => Promise<unknown>>)[m]!;
    wrapped[m] = async (caller: Caller, ...rest: unknown[]) => {
      const out = await fn.call(service, caller, ...rest);
      await announce(caller);
      return out;
    };
  }
  return wrapped as S;
}

export interface ChangeAnnouncer {
  /** Never rejects. */
  subscriptionsChanged(caller: Caller): Promise<void>;
  privateEndpointsChanged(caller: Caller): Promise<void>;
}

export function storeAnnouncer(store: SharedStore, log?: Logger): ChangeAnnouncer {
  const send = (channel: string, message: string) =>
    store
      .publish(channel, message)
      .catch((e: Error) =>
        log?.warn({ err: e.message, channel }, 'change not announced; listeners catch up within their TTL'),
      );
  return {
    subscriptionsChanged: (c) => send(SUBSCRIPTIONS_CHANGED_CHANNEL, c.workspaceId),
    privateEndpointsChanged: (c) => send(PRIVATE_ENDPOINTS_CHANGED_CHANNEL, `${c.orgId}/${c.workspaceId}`),
  };
}
