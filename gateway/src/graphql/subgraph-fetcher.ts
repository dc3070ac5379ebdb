/**
 * The subgraph data source: a plain HTTP POST over a keep-alive agent per subgraph, replacing
 * RemoteGraphQLDataSource's make-fetch-happen/node-fetch stack (an HTTP cache and Headers
 * objects per request we do not need). The caller's identity goes to the subgraph as SVC-*
 * headers built from the validated claims in the request context, never from the client.
 */
import { request as httpRequest, Agent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { UpstreamTimeoutError, watchUpstream, type UpstreamTimeouts } from '../routes/upstream-timeouts.ts';
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

/** What a subgraph fetch carries besides the query: the request id, forwarded client headers, the caller. */
export function forwardedHeaders(ctx: EdgeContext | undefined): Record<string, string> {
  if (!ctx?.requestId) return {};
  const h: Record<string, string> = ctx.claims ? writeIdentityHeaders(ctx.claims, ctx.apiKey?.id ?? null) : {};
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
  private url: URL;
  private agent: Agent;

  constructor(
    url: string,
    private name: string,
    private timeouts: UpstreamTimeouts,
    private onFetch?: FetchObserver,
  ) {
    this.url = new URL(url);
    this.agent =
      this.url.protocol === 'https:'
        ? new HttpsAgent({ keepAlive: true, maxSockets: 256 })
        : new Agent({ keepAlive: true, maxSockets: 256 });
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
      'content-length': String(Buffer.byteLength(body)),
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

  private send(body: string, headers: Record<string, string>): Promise<Record<string, any>> {
    const send = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const started = performance.now();
    const observe = (outcome: 'ok' | 'error' | 'failed') =>
      this.onFetch?.(this.name, outcome, (performance.now() - started) / 1000);
    return new Promise<Record<string, any>>((resolve, reject) => {
      const req = send(
        {
          hostname: this.url.hostname,
          port: this.url.port,
          path: this.url.pathname + this.url.search,
          method: 'POST',
          headers,
          agent: this.agent,
        },
        (res) => {
          deadlines.responded(res);
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
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
              new GraphQLError(`subgraph ${this.name} answered ${res.statusCode}`, {
                extensions: { code: 'SVC-SERVER-9004', serviceName: this.name },
              }),
            );
          });
          res.on('error', reject);
        },
      );
      const deadlines = watchUpstream(req, this.timeouts);
      req.on('error', (e) => {
        observe('failed');
        if (e instanceof UpstreamTimeoutError && e.phase !== 'connect')
          reject(
            new GraphQLError(`subgraph ${this.name} timed out (${e.message})`, {
              extensions: { code: 'SVC-SERVER-9005', serviceName: this.name },
            }),
          );
        else
          reject(
            new GraphQLError(`subgraph ${this.name} is unreachable`, {
              extensions: { code: 'SVC-SERVER-9001', serviceName: this.name },
            }),
          );
      });
      req.end(body);
    });
  }
}
