/**
 * Subscriptions over WebSocket at `/graphql`, in two subprotocols:
 *   graphql-transport-ws  (the graphql-ws library's server)
 *   graphql-ws            (legacy subscriptions-transport-ws, for backward compatibility)
 * Only a GET to exactly /graphql with a valid RFC 6455 upgrade gets through (the same predicate
 * the ws library applies); a browser Origin must be an allowed origin; no Origin is allowed.
 * connection_init and every subscription run the chain (subscription-gate.ts). Each connection
 * pings every 30 s and is dropped after 60 s without a pong; its token is re-checked every
 * WS_REVALIDATE_SECONDS and every stream ends with a typed error on the first tick after expiry
 * or revocation.
 *
 * Nothing a client sends may stop the process: every socket has an 'error' listener (ws emits
 * one for an invalid frame, and an EventEmitter without a listener throws), the upgrade handler
 * is guarded, and upstream iterators never reject unhandled (subscription-router.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError } from 'graphql';
import { AppError, isAppError } from '@svc/core';
import { enrichError, type WireError } from '../graphql/errors.ts';
import type { PreparedSubscription } from './subscription-gate.ts';
import { StreamConnection, edgeResult, errorList, type WebSocketOptions } from './stream-connection.ts';
import { serveLegacyProtocol } from './legacy-protocol.ts';
import { clientAddress } from '../routes/client-address.ts';

/** graphql-ws wants GraphQLError instances; these serialise to exactly the wire errors given. */
function asGraphQLErrors(errors: WireError[]): GraphQLError[] {
  return errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions }));
}

/** The acceptance predicate: GET, exactly /graphql, a valid RFC 6455 upgrade, an allowed Origin. */
export function upgradeRejection(
  req: IncomingMessage,
  allowedOrigins: string[],
): { status: number; reason: string } | null {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' || path !== '/graphql')
    return { status: 404, reason: 'WebSocket upgrades are served only at GET /graphql' };
  const upgrade = (req.headers.upgrade ?? '').toLowerCase();
  const key = req.headers['sec-websocket-key'];
  const version = req.headers['sec-websocket-version'];
  if (
    upgrade !== 'websocket' ||
    !/\bupgrade\b/i.test(req.headers.connection ?? '') ||
    typeof key !== 'string' ||
    !/^[+/0-9A-Za-z]{22}==$/.test(key) ||
    (version !== '13' && version !== '8')
  ) {
    return { status: 400, reason: 'not a valid WebSocket upgrade' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return { status: 403, reason: 'Origin not allowed' };
  return null;
}

export function attachWebSockets(server: Server, opts: WebSocketOptions) {
  const modern = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes });
  const legacy = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes });
  for (const wss of [modern, legacy])
    wss.on('error', (err) => opts.log.warn({ err: err.message }, 'websocket server error'));
  const connections = new WeakMap<WebSocket, StreamConnection>();

  const closeWithError = (conn: StreamConnection, err: AppError) => {
    // End every stream with a typed error, then the connection (4403: credential no longer valid).
    for (const id of conn.active.keys()) {
      if (conn.socket.readyState === conn.socket.OPEN)
        conn.socket.send(JSON.stringify({ id, type: 'error', payload: errorList(err, conn.id) }));
    }
    conn.socket.close(4403, err.code);
  };

  useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      // A function, so a supergraph reload (which replaces opts.schema) reaches new subscriptions.
      schema: () => opts.schema,
      connectionInitWaitTimeout: opts.initTimeoutMs,
      onConnect: async (ctx) => {
        const conn = connections.get(ctx.extra.socket)!;
        try {
          conn.claims = await opts.gate.authenticate(ctx.connectionParams, conn.address);
        } catch (e) {
          const err = isAppError(e) ? e : new AppError('SVC-AUTH-1006');
          // 4401 when nothing usable was sent, 4403 when the credential was refused.
          ctx.extra.socket.close(err.code === 'SVC-AUTH-1000' ? 4401 : 4403, err.code);
          return false;
        }
        return { connection_id: conn.id };
      },
      onSubscribe: async (ctx, id, payload) => {
        const conn = connections.get(ctx.extra.socket)!;
        const outcome = await opts.gate.subscribe(conn.claims!, payload, conn.address, conn.headers);
        if (!outcome.ok) {
          if (outcome.fatal) setImmediate(() => closeWithError(conn, outcome.fatal!));
          return asGraphQLErrors(outcome.errors);
        }
        // The document was validated by the chain; graphql-ws only needs it to find the operation.
        return {
          schema: opts.schema,
          document: outcome.prepared.document,
          variableValues: outcome.prepared.variables,
          operationName: outcome.prepared.operationName,
          contextValue: { conn, prepared: outcome.prepared, id },
        };
      },
      subscribe: (args) => {
        const { conn, prepared, id } = args.contextValue as {
          conn: StreamConnection;
          prepared: PreparedSubscription;
          id: string;
        };
        try {
          return conn.start(id, prepared) as never;
        } catch (e) {
          return { errors: asGraphQLErrors(errorList(e, prepared.requestId)) } as never;
        }
      },
      // Results relayed from the subgraph carry plain error objects: put them in the edge's shape
      // (graphql-ws would call toJSON on each, which plain objects do not have).
      onNext: (_ctx, _id, _payload, args, result) => {
        const prepared = (args.contextValue as { prepared?: PreparedSubscription } | undefined)?.prepared;
        return edgeResult(result as Record<string, unknown>, prepared?.requestId ?? '') as never;
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => enrichError(e.toJSON() as WireError, '', 'SVC-SERVER-9001')) as never,
      onComplete: (ctx, id) => {
        connections.get(ctx.extra.socket)?.active.delete(id);
      },
    },
    modern,
    0, // keep-alive is ours: ping every 30 s, pong within 60 s (StreamConnection)
  );

  modern.on('connection', (socket, req: IncomingMessage) => {
    const conn = new StreamConnection(
      socket,
      clientAddress(req, opts.trustedProxyHops),
      opts,
      (err) => closeWithError(conn, err),
      req.headers,
    );
    connections.set(socket, conn);
  });
  legacy.on('connection', (socket, req: IncomingMessage) =>
    serveLegacyProtocol(socket, clientAddress(req, opts.trustedProxyHops), opts, req.headers),
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A peer that resets mid-handshake emits 'error' on this socket before ws takes it over.
    socket.on('error', () => socket.destroy());
    try {
      const rejection = upgradeRejection(req, opts.allowedOrigins);
      if (rejection) {
        socket.end(
          `HTTP/1.1 ${rejection.status} ${rejection.reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
        );
        return;
      }
      const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
      const target = protocols.includes('graphql-transport-ws')
        ? modern
        : protocols.includes('graphql-ws')
          ? legacy
          : null;
      if (!target) {
        socket.end('HTTP/1.1 400 Unsupported WebSocket subprotocol\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
    } catch (e) {
      opts.log.warn({ err: (e as Error).message }, 'websocket upgrade failed');
      socket.destroy();
    }
  });

  return {
    /** Closes every WebSocket (1001 going away) so a graceful shutdown can finish. */
    async close() {
      for (const wss of [modern, legacy]) {
        for (const c of wss.clients) c.close(1001, 'server shutting down');
        await new Promise<void>((r) => wss.close(() => r()));
      }
    },
    clientCount: () => modern.clients.size + legacy.clients.size,
  };
}
