/**
 * The subgraph data source: a plain HTTP POST over a keep-alive connection pool per subgraph
 * (undici's Pool, driven through its dispatch handler: no request or response stream objects per
 * fetch). It replaced node:http's ClientRequest and Agent, whose per-fetch machinery was the
 * largest part of the gateway's CPU per request (docs/adr/023-subgraph-http-client.md). The
 * caller's identity goes to the subgraph as SVC-* headers built from the validated claims in the
 * request context, never from the client.
 *
 * Deadlines, as for every proxied upstream (routes/upstream-timeouts.ts): a new connection within
 * `connectMs` (else the subgraph is unreachable), the status line within `responseMs` of the
 * fetch (waiting for a free connection included), then at most `idleMs` between two chunks.
 *
 * In-flight sharing (GATEWAY_SUBGRAPH_DEDUPLICATION, on by default, as in Hive Gateway and Apollo
 * Router's `deduplicate_query`): a fetch of a query operation that would send exactly what a fetch
 * already in flight to the same subgraph sends (the same body and the same caller headers, so
 * the same caller) waits for that fetch's answer instead of sending its own. Nothing is kept once
 * the answer is in: this is not a cache. Mutations, every fetch of a mutation's plan and a fetch
 * carrying a step-up token are never shared. Each waiter parses the shared answer into objects of
 * its own, since the executor writes into what a fetch returns; a failure reaches each as its own
 * typed error. The request id is not part of what must match: the subgraph logs the first
 * caller's (docs/adr/024-shared-subgraph-fetches.md).
 */
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { UpstreamTimeoutError, type UpstreamTimeouts } from '../routes/upstream-timeouts.ts';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  CLIENT_ADDRESS_HEADER,
  SpanKind,
  inSpan,
  injectTraceContext,
  tracingEnabled,
  writeIdentityHeaders,
} from '@svc/core';
import type { EdgeContext } from '../context.ts';

/** Connections kept per subgraph at most (node:http's agent had the same bound). */
const MAX_CONNECTIONS = 256;

/**
 * A validated token's identity headers, kept with its claims object: the verifier hands the same
 * object to every request of that token (its verified-token cache), so the headers are built once
 * per token rather than per fetch. Read-only: each fetch copies them into its own header object.
 */
const identityHeadersOf = new WeakMap<object, { apiKeyId: string | null; headers: Readonly<Record<string, string>> }>();

function identityHeaders(claims: NonNullable<EdgeContext['claims']>, apiKeyId: string | null) {
  const hit = identityHeadersOf.get(claims);
  if (hit && hit.apiKeyId === apiKeyId) return hit.headers;
  const headers = writeIdentityHeaders(claims, apiKeyId);
  identityHeadersOf.set(claims, { apiKeyId, headers });
  return headers;
}

/** What a subgraph fetch carries besides the query: the request id, forwarded client headers, the caller. */
export function forwardedHeaders(ctx: EdgeContext | undefined): Record<string, string> {
  if (!ctx?.requestId) return {};
  // Object.assign, not a spread: V8 adds properties to an object made by a spread on a slow path.
  const h: Record<string, string> = ctx.claims
    ? Object.assign({}, identityHeaders(ctx.claims, ctx.apiKey?.id ?? null))
    : {};
  h['x-request-id'] = ctx.requestId;
  if (ctx.forwarded?.idempotencyKey) h['idempotency-key'] = ctx.forwarded.idempotencyKey;
  if (ctx.forwarded?.stepUpToken) h['x-step-up-token'] = ctx.forwarded.stepUpToken;
  // An anonymous operation has no caller to limit by: its subgraph limits by the client's address.
  if (!ctx.claims && ctx.clientAddress) h[CLIENT_ADDRESS_HEADER] = ctx.clientAddress;
  return h;
}

/**
 * Told of every fetch: `ok`, `error` (the subgraph answered GraphQL errors), `failed` (no usable
 * answer) or `shared` (answered by an identical fetch already in flight, which was told its own).
 */
export type FetchOutcome = 'ok' | 'error' | 'failed' | 'shared';
export type FetchObserver = (subgraph: string, outcome: FetchOutcome, seconds: number) => void;

/** What one fetch got back: the status and body, or why there was none. */
type Transfer = { status: number; body: Buffer } | { error: Error };

/** Headers that differ per request without changing the answer: not part of what two fetches must share. */
const PER_REQUEST_HEADERS = new Set(['x-request-id']);

/** Whether a fetch may be shared: it belongs to a query operation (never to a mutation's plan). */
function shareable(options: GraphQLDataSourceProcessOptions<EdgeContext>): boolean {
  const incoming = (options as { incomingRequestContext?: { operation?: { operation?: string } } })
    .incomingRequestContext;
  return incoming?.operation?.operation === 'query';
}

/**
 * What two fetches must both send to share one: the body, then each header but the per-request
 * ones. JSON escapes line breaks and header values cannot hold them, so the joined form is unambiguous.
 */
function sharingKey(body: string, headers: Record<string, string>): string {
  let key = body;
  for (const name in headers) if (!PER_REQUEST_HEADERS.has(name)) key += `\n${name}:${headers[name]}`;
  return key;
}

export interface FetcherOptions {
  /** Connections kept to the subgraph at most. */
  connections?: number;
  /** Share the answer of an identical query fetch in flight (see above). */
  deduplicate?: boolean;
}

export class SubgraphFetcher implements GraphQLDataSource<EdgeContext> {
  private path: string;
  private pool: Pool;
  private deduplicate: boolean;
  /** Fetches in flight that others may share, by sharingKey. */
  private inflight = new Map<string, Promise<Transfer>>();

  constructor(
    url: string,
    private name: string,
    private timeouts: UpstreamTimeouts,
    private onFetch?: FetchObserver,
    opts: FetcherOptions = {},
  ) {
    const u = new URL(url);
    this.path = u.pathname + u.search;
    this.deduplicate = opts.deduplicate ?? true;
    this.pool = new Pool(u.origin, {
      connections: opts.connections ?? MAX_CONNECTIONS,
      connect: { timeout: timeouts.connectMs },
      // The status line's deadline is this fetcher's own (it includes the wait for a connection).
      headersTimeout: 0,
      bodyTimeout: timeouts.idleMs,
    });
  }

  process(options: GraphQLDataSourceProcessOptions<EdgeContext>): Promise<Record<string, any>> {
    const { request } = options;
    const body = JSON.stringify({
      query: request.query,
      variables: request.variables,
      operationName: request.operationName,
      extensions: request.extensions,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...forwardedHeaders(options.context as EdgeContext),
    };
    // A step-up token may be single-use: a fetch carrying one is never shared.
    if (this.deduplicate && shareable(options) && headers['x-step-up-token'] === undefined) {
      const key = sharingKey(body, headers);
      const leader = this.inflight.get(key);
      if (leader) {
        const started = performance.now();
        return leader.then((t) => this.answer(t, started, true));
      }
      const started = performance.now();
      const transfer = this.traced(body, headers).finally(() => this.inflight.delete(key));
      this.inflight.set(key, transfer);
      return transfer.then((t) => this.answer(t, started, false));
    }
    const started = performance.now();
    return this.traced(body, headers).then((t) => this.answer(t, started, false));
  }

  private traced(body: string, headers: Record<string, string>): Promise<Transfer> {
    if (!tracingEnabled()) return this.send(body, headers);
    // Rejected inside the span so that a transport failure marks it failed.
    return inSpan(
      `fetch ${this.name}`,
      () => {
        injectTraceContext(headers);
        return this.send(body, headers).then((t) => ('error' in t ? Promise.reject(t.error) : t));
      },
      { kind: SpanKind.CLIENT, attributes: { 'graphql.subgraph': this.name } },
    ).catch((error: Error) => ({ error }));
  }

  /** Closes the pool's connections (a replaced supergraph's fetchers). */
  close(): Promise<void> {
    return this.pool.close();
  }

  /**
   * A transfer as this fetch's answer: the subgraph's GraphQL response parsed into objects of its
   * own, or the typed error of its field. A shared transfer is told to the observer as `shared`.
   */
  private answer(t: Transfer, started: number, shared: boolean): Record<string, any> {
    const name = this.name;
    const observe = (outcome: FetchOutcome) =>
      this.onFetch?.(name, shared ? 'shared' : outcome, (performance.now() - started) / 1000);
    if ('error' in t) {
      observe('failed');
      throw transportError(name, t.error, this.timeouts.idleMs);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(t.body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    // graphql-http answers GraphQL errors with 200 (application/json); anything else is a
    // transport failure of this subgraph, which fails only its own fields.
    if (parsed && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed)) {
      observe(Array.isArray((parsed as { errors?: unknown }).errors) ? 'error' : 'ok');
      return parsed as Record<string, unknown>;
    }
    observe('failed');
    throw new GraphQLError(`subgraph ${name} answered ${t.status}`, {
      extensions: { code: 'SVC-SERVER-9004', serviceName: name },
    });
  }

  /** One POST to the subgraph, within the deadlines; never rejects (a failure is a Transfer too). */
  private send(body: string, headers: Record<string, string>): Promise<Transfer> {
    return new Promise<Transfer>((resolve) => {
      let settled = false;
      let abort: ((e: Error) => void) | null = null;
      let late: UpstreamTimeoutError | null = null;
      let status = 0;
      const chunks: Buffer[] = [];
      const fail = (e: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve({ error: e });
      };
      const responseMs = this.timeouts.responseMs;
      const deadline = setTimeout(() => {
        late = new UpstreamTimeoutError('response', responseMs);
        // Still waiting for a connection: refused now, and never sent once one frees up.
        if (abort) abort(late);
        else fail(late);
      }, responseMs);
      const handler: Dispatcher.DispatchHandler = {
        onConnect(a) {
          if (late) return a(late);
          abort = a;
        },
        onHeaders(statusCode) {
          // 1xx answers precede the real one
          if (statusCode >= 200) {
            clearTimeout(deadline);
            status = statusCode;
          }
          return true;
        },
        onData(chunk) {
          chunks.push(chunk);
          return true;
        },
        onComplete() {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({ status, body: Buffer.concat(chunks) });
        },
        onError: fail,
      };
      this.pool.dispatch({ path: this.path, method: 'POST', headers, body }, handler);
    });
  }
}

/** A failed fetch as the GraphQL error its fields get: timed out (9005) or unreachable (9001). */
function transportError(name: string, e: Error, idleMs: number): Error {
  if (e instanceof undiciErrors.InvalidArgumentError) return e;
  const timedOut =
    e instanceof UpstreamTimeoutError
      ? e.message
      : e instanceof undiciErrors.BodyTimeoutError
        ? new UpstreamTimeoutError('idle', idleMs).message
        : null;
  if (timedOut)
    return new GraphQLError(`subgraph ${name} timed out (${timedOut})`, {
      extensions: { code: 'SVC-SERVER-9005', serviceName: name },
    });
  return new GraphQLError(`subgraph ${name} is unreachable`, {
    extensions: { code: 'SVC-SERVER-9001', serviceName: name },
  });
}
