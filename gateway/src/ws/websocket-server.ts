/**
 * Subscriptions over WebSocket at `/graphql`, in two subprotocols:
 *   graphql-transport-ws  (the graphql-ws library's server)
 *   graphql-ws            (legacy subscriptions-transport-ws, for backward compatibility)
 * Only a GET to exactly /graphql with a valid RFC 6455 upgrade gets through (the same predicate
 * the ws library applies); a browser Origin must be the API origin; no Origin is allowed. Each
 * connection pings every 30 s and is dropped after 60 s without a pong; its token is re-checked
 * every WS_REVALIDATE_SECONDS and every stream ends with a typed error on the first tick after
 * expiry or revocation.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { AppError, graphqlExtensions, isAppError, type Logger } from '@svc/core';
import type { JwtValidator, AccessClaims } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';
import { authenticateConnection } from './connection-auth.ts';
import { assertConnectionStillValid, prepareSubscription } from './subscription-preparer.ts';
import { upstreamFor, type UpstreamConnection } from './subscription-router.ts';
import { serveLegacyProtocol } from './legacy-protocol.ts';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  owners: Map<string, string>;
  subgraphUrls: Record<string, string>;
  validator: JwtValidator;
  revocation: RevocationChecker;
  allowedOrigins: string[];
  log: Logger;
  initTimeoutMs: number;
  pingIntervalMs: number;
  pongTimeoutMs: number;
  revalidateMs: number;
  maxPayloadBytes: number;
}

/** Per-connection state shared by both protocols. */
export class StreamConnection {
  readonly id = randomUUID();
  claims: AccessClaims | null = null;
  private upstreams = new Map<string, UpstreamConnection>();
  readonly active = new Map<string, AsyncIterableIterator<unknown>>();
  private timers: NodeJS.Timeout[] = [];
  private lastPong = Date.now();

  constructor(readonly socket: WebSocket, private opts: WebSocketOptions, private onRevoked: (err: AppError) => void) {
    socket.on('pong', () => (this.lastPong = Date.now()));
    this.timers.push(setInterval(() => {
      if (Date.now() - this.lastPong > opts.pongTimeoutMs) return socket.terminate();
      socket.ping();
    }, opts.pingIntervalMs));
    this.timers.push(setInterval(() => void this.revalidate(), opts.revalidateMs));
    socket.once('close', () => void this.dispose());
  }

  private async revalidate() {
    if (!this.claims) return;
    try {
      await assertConnectionStillValid(this.claims, this.opts.revocation);
    } catch (e) {
      this.onRevoked(isAppError(e) ? e : new AppError('SVC-AUTH-1006'));
    }
  }

  upstream(subgraph: string, requestId: string): UpstreamConnection {
    let u = this.upstreams.get(subgraph);
    if (!u) {
      const url = this.opts.subgraphUrls[subgraph];
      if (!url) throw new AppError('SVC-SERVER-9001', `subgraph ${subgraph} is not configured`);
      u = upstreamFor(url, this.claims!, requestId);
      this.upstreams.set(subgraph, u);
    }
    return u;
  }

  async dispose() {
    for (const t of this.timers) clearInterval(t);
    for (const it of this.active.values()) await it.return?.().catch(() => {});
    this.active.clear();
    await Promise.allSettled([...this.upstreams.values()].map((u) => u.dispose()));
    this.upstreams.clear();
  }
}

export function typedErrors(e: unknown, requestId: string) {
  const err = isAppError(e) ? e : new AppError('SVC-SERVER-9000');
  return [new GraphQLError(err.publicMessage, { extensions: graphqlExtensions(err, { requestId }) })];
}

/** The acceptance predicate: GET, exactly /graphql, a valid RFC 6455 upgrade, an allowed Origin. */
export function upgradeRejection(req: IncomingMessage, allowedOrigins: string[]): { status: number; reason: string } | null {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' || path !== '/graphql') return { status: 404, reason: 'WebSocket upgrades are served only at GET /graphql' };
  const upgrade = (req.headers.upgrade ?? '').toLowerCase();
  const key = req.headers['sec-websocket-key'];
  const version = req.headers['sec-websocket-version'];
  if (upgrade !== 'websocket' || !/\bupgrade\b/i.test(req.headers.connection ?? '') || typeof key !== 'string' || !/^[+/0-9A-Za-z]{22}==$/.test(key) || (version !== '13' && version !== '8')) {
    return { status: 400, reason: 'not a valid WebSocket upgrade' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return { status: 403, reason: 'Origin not allowed' };
  return null;
}

export function attachWebSockets(server: Server, opts: WebSocketOptions) {
  const modern = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes });
  const legacy = new WebSocketServer({ noServer: true, maxPayload: opts.maxPayloadBytes });
  const connections = new WeakMap<WebSocket, StreamConnection>();

  const closeWithError = (conn: StreamConnection, err: AppError) => {
    // End every stream with a typed error, then the connection (4403: credential no longer valid).
    for (const id of conn.active.keys()) {
      conn.socket.send(JSON.stringify({ id, type: 'error', payload: typedErrors(err, conn.id).map((e) => e.toJSON()) }));
    }
    conn.socket.close(4403, err.code);
  };

  useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema: opts.schema,
      connectionInitWaitTimeout: opts.initTimeoutMs,
      onConnect: async (ctx) => {
        const conn = connections.get(ctx.extra.socket)!;
        try {
          conn.claims = await authenticateConnection(ctx.connectionParams, opts.validator, opts.revocation);
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
        try {
          const prepared = await prepareSubscription({ schema: opts.schema, owners: opts.owners, revocation: opts.revocation, maxQueryBytes: opts.maxPayloadBytes }, conn.claims!, payload);
          return {
            schema: opts.schema,
            document: prepared.document,
            variableValues: prepared.variables,
            operationName: prepared.operationName,
            contextValue: { conn, prepared, id },
          };
        } catch (e) {
          if (isAppError(e) && (e.code === 'SVC-AUTH-1006' || e.code === 'SVC-AUTH-1007')) setImmediate(() => closeWithError(conn, e));
          return typedErrors(e, conn.id);
        }
      },
      subscribe: (args) => {
        const { conn, prepared, id } = args.contextValue as { conn: StreamConnection; prepared: Awaited<ReturnType<typeof prepareSubscription>>; id: string };
        const it = conn.upstream(prepared.subgraph, conn.id).iterate({ query: prepared.query, variables: prepared.variables, operationName: prepared.operationName });
        conn.active.set(id, it);
        return it as never;
      },
      onComplete: (ctx, id) => {
        connections.get(ctx.extra.socket)?.active.delete(id);
      },
    },
    modern,
    0, // keep-alive is ours: ping every 30 s, pong within 60 s (StreamConnection)
  );

  modern.on('connection', (socket) => {
    const conn = new StreamConnection(socket, opts, (err) => closeWithError(conn, err));
    connections.set(socket, conn);
  });
  legacy.on('connection', (socket) => serveLegacyProtocol(socket, opts));

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const rejection = upgradeRejection(req, opts.allowedOrigins);
    if (rejection) {
      socket.end(`HTTP/1.1 ${rejection.status} ${rejection.reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
    const target = protocols.includes('graphql-transport-ws') ? modern : protocols.includes('graphql-ws') ? legacy : null;
    if (!target) {
      socket.end('HTTP/1.1 400 Unsupported WebSocket subprotocol\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
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
