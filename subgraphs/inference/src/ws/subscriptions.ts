/**
 * GraphQL subscriptions of the inference subgraph over WebSocket at `/graphql`, protocol
 * `graphql-transport-ws` (graphql-ws), handed its upgrades by the subgraph-kit server that also
 * serves `/graphql` over HTTP and `/v1` (the kit's `websocket` hook; other paths are 404).
 *
 * The gateway is the client: it authenticates the end user's `connection_init` token itself and
 * opens its own connection here, passing the validated identity as
 *
 *   connection_init payload: { headers: { 'svc-user-id', 'svc-org-id', 'svc-workspace-id',
 *     'svc-permissions',            // space- or comma-separated, or a JSON array of strings
 *     'svc-api-key-id'?, 'svc-client-id'?, 'svc-token-id'?, 'svc-acting-user-id'?, 'x-request-id'? } }
 *
 * (header names case-insensitive). Like the SVC-* HTTP headers, this is trusted because only the
 * gateway reaches the subgraph (HOST defaults to loopback). A payload without the three identity
 * headers is refused (close 4403 Forbidden); no `connection_init` within 15 s closes the socket
 * (4408); a subprotocol other than `graphql-transport-ws` is refused (4406). On success the ack
 * carries `{ connection_id }`. Each subscription then checks caller and permission again
 * (resolvers). Keep-alive: a ping every 30 s, and a socket that misses its pong until the next one
 * is terminated. Revalidating the end user's token during a stream is the gateway's job (it
 * holds the token); it completes the subscription, which aborts the upstream here.
 */
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import { readIdentityHeaders, requestIdFrom, uuidv7, type Logger } from '@svc/core';
import { formatSubgraphError, type CallerIdentity, type SubgraphWebSocket } from '@svc/subgraph-kit';
import { apiKeyIdFrom, type InferenceContext } from '../context.ts';

export interface ConnectionIdentity {
  caller: CallerIdentity;
  apiKeyId: string | null;
  permissions: string[];
  requestId: string | null;
  connectionId: string;
}

/** The identity the gateway put in `connection_init` (the one header contract), or null when it is incomplete. */
export function identityFromConnectionParams(params: unknown): ConnectionIdentity | null {
  const raw = (params as { headers?: unknown } | null | undefined)?.headers;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const h = Object.fromEntries(Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  const id = readIdentityHeaders(h);
  if (!id) return null;
  const requestId = h['x-request-id'];
  return {
    caller: {
      userId: id.userId,
      orgId: id.orgId,
      workspaceId: id.workspaceId,
      clientId: id.clientId,
      tokenId: id.tokenId,
      actingUserId: id.actingUserId,
    },
    apiKeyId: apiKeyIdFrom(id.apiKeyId),
    permissions: id.permissions,
    requestId: typeof requestId === 'string' && requestId.length > 0 && requestId.length <= 256 ? requestId : null,
    connectionId: uuidv7(),
  };
}

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  log: Logger;
  /** Ping interval (and pong deadline), ms. */
  keepAliveMs: number;
  /** Deadline for `connection_init`, ms. */
  connectionInitMs: number;
  /** Largest incoming message, bytes. */
  maxPayloadBytes: number;
}

export interface SubscriptionServer extends SubgraphWebSocket {
  readonly connections: number;
}

export function createSubscriptionServer(opts: SubscriptionServerOptions): SubscriptionServer {
  const { log } = opts;
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes });
  const identities = new WeakMap<object, ConnectionIdentity>();

  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      schema: opts.schema,
      connectionInitWaitTimeout: opts.connectionInitMs,
      isProd: true,
      onConnect: (ctx) => {
        const id = identityFromConnectionParams(ctx.connectionParams);
        if (!id) {
          log.warn('subscription connection refused: connection_init carries no identity');
          return false;
        }
        identities.set(ctx, id);
        return { connection_id: id.connectionId };
      },
      context: (ctx, subscriptionId): InferenceContext => {
        const id = identities.get(ctx);
        // One connection carries many subscriptions: each gets its own request id, derived from
        // the connection's x-request-id when the gateway sent one.
        const base = id?.requestId ? requestIdFrom(id.requestId) : null;
        return {
          requestId: base ? requestIdFrom(`${base}:${subscriptionId}`.slice(0, 128)) : randomUUID(),
          caller: id?.caller ?? null,
          apiKeyId: id?.apiKeyId ?? null,
          permissions: id?.permissions ?? null,
        };
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return;
        const requestId = (args.contextValue as InferenceContext | undefined)?.requestId ?? 'unknown';
        return { ...result, errors: result.errors.map((e) => formatSubgraphError(e, requestId, log).toJSON()) };
      },
    },
    wss,
    opts.keepAliveMs,
  );

  return {
    get connections() {
      return wss.clients.size;
    },
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close() {
      await disposable.dispose();
    },
  };
}
