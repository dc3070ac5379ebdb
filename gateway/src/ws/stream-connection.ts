/**
 * What both WebSocket subprotocols share (websocket-server.ts, legacy-protocol.ts): the options,
 * the per-connection state with its keep-alive and token revalidation, and the edge's error shapes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { GraphQLSchema } from 'graphql';
import { AppError, isAppError, type Logger } from '@svc/core';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';
import { edgeError, enrichError, type WireError } from '../graphql/errors.ts';
import type { SubscriptionGate, PreparedSubscription } from './subscription-gate.ts';
import { upstreamFor, type UpstreamConnection } from './subscription-router.ts';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  gate: SubscriptionGate;
  subgraphUrls: Record<string, string>;
  revocation: RevocationChecker;
  allowedOrigins: string[];
  trustedProxyHops: number;
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

  constructor(
    readonly socket: WebSocket,
    readonly address: string,
    private opts: WebSocketOptions,
    private onRevoked: (err: AppError) => void,
    /** The upgrade request's headers (the usage report's client name and version). */
    readonly headers: IncomingHttpHeaders = {},
  ) {
    socket.on('pong', () => (this.lastPong = Date.now()));
    // ws emits 'error' for an invalid frame (bad UTF-8, oversized payload) and then closes the
    // socket; without a listener the EventEmitter would throw and stop the process.
    socket.on('error', (err) => opts.log.debug({ err: err.message, connection: this.id }, 'websocket error'));
    this.timers.push(
      setInterval(() => {
        if (Date.now() - this.lastPong > opts.pongTimeoutMs) return socket.terminate();
        socket.ping();
      }, opts.pingIntervalMs),
    );
    this.timers.push(setInterval(() => void this.revalidate(), opts.revalidateMs));
    socket.once('close', () => void this.dispose());
  }

  private async revalidate() {
    const c = this.claims;
    if (!c) return;
    try {
      if (c.exp * 1000 <= Date.now()) throw new AppError('SVC-AUTH-1006', 'the connection token has expired');
      await this.opts.revocation.assertNotRevoked(c.jti, c.fid);
    } catch (e) {
      this.onRevoked(isAppError(e) ? e : new AppError('SVC-AUTH-1006'));
    }
  }

  /** Starts a prepared subscription upstream; its iterator is tracked under the client's id. */
  start(id: string, prepared: PreparedSubscription): AsyncIterableIterator<Record<string, unknown>> {
    let u = this.upstreams.get(prepared.subgraph);
    if (!u) {
      const url = this.opts.subgraphUrls[prepared.subgraph];
      if (!url) throw new AppError('SVC-SERVER-9001', `subgraph ${prepared.subgraph} is not configured`);
      u = upstreamFor(url, this.claims!, this.id);
      this.upstreams.set(prepared.subgraph, u);
    }
    const it = u.iterate({
      query: prepared.query,
      variables: prepared.variables,
      operationName: prepared.operationName,
    });
    this.active.set(id, it);
    return it;
  }

  async dispose() {
    for (const t of this.timers) clearInterval(t);
    for (const it of this.active.values()) await it.return?.().catch(() => {});
    this.active.clear();
    await Promise.allSettled([...this.upstreams.values()].map((u) => u.dispose()));
    this.upstreams.clear();
  }
}

/** Errors of an upstream result in the edge's shape (the subgraph's own codes kept). */
export function edgeResult(result: Record<string, unknown>, requestId: string): Record<string, unknown> {
  const errors = result.errors;
  if (!Array.isArray(errors) || !errors.length) return result;
  return {
    ...result,
    errors: errors.map((e) =>
      enrichError(
        e && typeof e === 'object' && typeof (e as WireError).message === 'string'
          ? (e as WireError)
          : { message: 'Upstream error.' },
        requestId,
        'SVC-SERVER-9000',
      ),
    ),
  };
}

/** An AppError as the one-element error list both protocols send. */
export function errorList(e: unknown, requestId: string): WireError[] {
  return [
    edgeError(isAppError(e) ? e : new AppError('SVC-SERVER-9001', 'the subscription upstream failed'), requestId),
  ];
}
