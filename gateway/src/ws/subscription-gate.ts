/**
 * What both WebSocket protocols do with a connection_init and a subscribe message: run the
 * chain's wsInit and wsSubscribe columns (chain/matrix.ts) and turn the outcome into errors of the
 * same codes and shape as over HTTP (`message`, flat `extensions.code`, the `svc` block). Each
 * subscription is recorded as activity, like an HTTP request, and, with usage reporting on, as one
 * use of its operation when it starts (a check must see the fields a long-lived subscription reads
 * before it ends).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { AppError, isAppError } from '@svc/core';
import { newContext } from '../context.ts';
import type { EdgeChain } from '../chain/index.ts';
import { edgeError, type WireError } from '../graphql/errors.ts';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import type { ActivityRecorder } from '../audit/activity-recorder.ts';
import type { UsageAggregator } from '../usage/usage-aggregator.ts';
import { recordUsage } from '../usage/usage-recorder.ts';

export interface PreparedSubscription {
  requestId: string;
  document: DocumentNode;
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
  subgraph: string;
}

export type SubscribeOutcome =
  | { ok: true; prepared: PreparedSubscription }
  /** `fatal`: the connection's credential is no longer valid; the connection must end. */
  | { ok: false; requestId: string; errors: WireError[]; fatal: AppError | null };

export interface SubscriptionGate {
  /** connection_init: the validated claims, or a typed error (SVC-AUTH-1000 when nothing usable was sent). */
  authenticate(initPayload: unknown, clientAddress: string): Promise<AccessClaims>;
  /** `headers`: the upgrade request's, for the usage report's client name and version. */
  subscribe(
    claims: AccessClaims,
    payload: unknown,
    clientAddress: string,
    headers?: IncomingHttpHeaders,
  ): Promise<SubscribeOutcome>;
}

/** Usage reporting for subscriptions: the aggregator and the schema the chain validates against now. */
export interface SubscriptionUsage {
  aggregator: UsageAggregator;
  schema(): GraphQLSchema;
}

export function createSubscriptionGate(
  chain: EdgeChain,
  audit: ActivityRecorder | null,
  usage: SubscriptionUsage | null = null,
): SubscriptionGate {
  const record = (requestId: string, claims: AccessClaims, status: number, denied: boolean) =>
    audit?.record({
      requestId,
      actorId: claims.sub,
      orgId: claims.org_id,
      workspaceId: claims.workspace_id,
      action: 'graphql.subscription',
      method: 'WS',
      path: '/graphql',
      status,
      outcome: denied ? 'denied' : status < 400 ? 'success' : 'failure',
      occurredAt: new Date(),
    });
  return {
    async authenticate(initPayload, clientAddress) {
      const ctx = newContext('wsInit', randomUUID(), clientAddress);
      ctx.initPayload = initPayload;
      try {
        await chain.run(ctx);
      } catch (e) {
        throw isAppError(e) ? e : new AppError('SVC-AUTH-1006');
      }
      return ctx.claims!;
    },
    async subscribe(claims, payload, clientAddress, headers) {
      const started = usage ? performance.now() : 0;
      const ctx = newContext('wsSubscribe', randomUUID(), clientAddress);
      ctx.claims = claims;
      ctx.gql = {
        method: 'SUBSCRIBE',
        rawBody: null,
        payload:
          payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
      };
      try {
        await chain.run(ctx);
      } catch (e) {
        const err = isAppError(e) ? e : new AppError('SVC-SERVER-9000');
        const fatal = err.code === 'SVC-AUTH-1006' || err.code === 'SVC-AUTH-1007' ? err : null;
        record(ctx.requestId, claims, err.def.http, [401, 403, 429].includes(err.def.http));
        return { ok: false, requestId: ctx.requestId, errors: [edgeError(err, ctx.requestId)], fatal };
      }
      if (ctx.answer) {
        record(ctx.requestId, claims, ctx.answer.status, false);
        return { ok: false, requestId: ctx.requestId, errors: ctx.answer.body.errors as WireError[], fatal: null };
      }
      record(ctx.requestId, claims, 200, false);
      if (usage) recordUsage(usage.aggregator, ctx, usage.schema(), false, performance.now() - started, headers);
      const gql = ctx.gql;
      return {
        ok: true,
        prepared: {
          requestId: ctx.requestId,
          document: gql.document!.document,
          query: gql.query!,
          variables: gql.variables!,
          operationName: gql.operationName,
          subgraph: gql.subgraph!,
        },
      };
    },
  };
}
