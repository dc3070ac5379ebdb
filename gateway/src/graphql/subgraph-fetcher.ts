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
  const h: Record<string, string> = ctx.claims ? { ...identityHeaders(ctx.claims, ctx.apiKey?.id ?? null) } : {};
  h['x-request-id'] = ctx.requestId;
  if (ctx.forwarded?.idempotencyKey) h['idempotency-key'] = ctx.forwarded.idempotencyKey;
  if (ctx.forwarded?.stepUpToken) h['x-step-up-token'] = ctx.forwarded.stepUpToken;
  // An anonymous operation has no caller to limit by: its subgraph limits by the client's address.
  if (!ctx.claims && ctx.clientAddress) h[CLIENT_ADDRESS_HEADER] = ctx.clientAddress;
  return h;
}

/** Told of every fetch: `ok`, `error` (the subgraph answered GraphQL errors) or `failed` (no usable answer). */
export type FetchObserver = (subgraph: string, outcome: 'ok' | 'error' | 'failed', seconds: number) => void;

export class SubgraphFetcher implements GraphQLDataSource<EdgeContext> {
  private path: string;
  private pool: Pool;

  constructor(
    url: string,
    private name: string,
    private timeouts: UpstreamTimeouts,
    private onFetch?: FetchObserver,
    connections = MAX_CONNECTIONS,
  ) {
    const u = new URL(url);
    this.path = u.pathname + u.search;
    this.pool = new Pool(u.origin, {
      connections,
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
    if (tracingEnabled())
      return inSpan(
        `fetch ${this.name}`,
        () => {
          injectTraceContext(headers);
          return this.send(body, headers);
        },
        { kind: SpanKind.CLIENT, attributes: { 'graphql.subgraph': this.name } },
      );
    return this.send(body, headers);
  }

  /** Closes the pool's connections (a replaced supergraph's fetchers). */
  close(): Promise<void> {
    return this.pool.close();
  }

  private send(body: string, headers: Record<string, string>): Promise<Record<string, any>> {
    const started = performance.now();
    const name = this.name;
    const observe = (outcome: 'ok' | 'error' | 'failed') =>
      this.onFetch?.(name, outcome, (performance.now() - started) / 1000);
    return new Promise<Record<string, any>>((resolve, reject) => {
      let settled = false;
      let abort: ((e: Error) => void) | null = null;
      let late: UpstreamTimeoutError | null = null;
      let status = 0;
      const chunks: Buffer[] = [];
      const idleMs = this.timeouts.idleMs;
      const fail = (e: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        observe('failed');
        reject(transportError(name, e, idleMs));
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
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          // graphql-http answers GraphQL errors with 200 (application/json); anything else is a
          // transport failure of this subgraph, which fails only its own fields.
          if (parsed && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed)) {
            observe(Array.isArray((parsed as { errors?: unknown }).errors) ? 'error' : 'ok');
            return resolve(parsed as Record<string, unknown>);
          }
          observe('failed');
          reject(
            new GraphQLError(`subgraph ${name} answered ${status}`, {
              extensions: { code: 'SVC-SERVER-9004', serviceName: name },
            }),
          );
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
