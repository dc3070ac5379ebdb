/**
 * The subgraph data source: a plain HTTP POST over a keep-alive agent per subgraph, replacing
 * RemoteGraphQLDataSource's make-fetch-happen/node-fetch stack (an HTTP cache and Headers
 * objects per request we do not need). The caller's identity goes to the subgraph as SVC-*
 * headers built from the validated claims in the request context, never from the client.
 */
import { request as httpRequest, Agent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { EdgeContext } from '../context.ts';

export function identityHeaders(ctx: EdgeContext | undefined): Record<string, string> {
  const h: Record<string, string> = {};
  if (!ctx?.requestId) return h;
  h['x-request-id'] = ctx.requestId;
  if (ctx.forwarded?.idempotencyKey) h['idempotency-key'] = ctx.forwarded.idempotencyKey;
  if (ctx.forwarded?.stepUpToken) h['x-step-up-token'] = ctx.forwarded.stepUpToken;
  const c = ctx.claims;
  if (!c) return h;
  h['svc-user-id'] = c.sub;
  h['svc-org-id'] = c.org_id;
  h['svc-workspace-id'] = c.workspace_id;
  h['svc-token-id'] = c.jti;
  if (c.client_id) h['svc-client-id'] = c.client_id;
  if (c.act?.sub) h['svc-acting-user-id'] = c.act.sub;
  if (ctx.apiKey) h['svc-api-key-id'] = ctx.apiKey.id;
  return h;
}

export class SubgraphFetcher implements GraphQLDataSource<EdgeContext> {
  private url: URL;
  private agent: Agent;

  constructor(url: string, private name: string, private timeoutMs: number) {
    this.url = new URL(url);
    this.agent = this.url.protocol === 'https:' ? new HttpsAgent({ keepAlive: true, maxSockets: 256 }) : new Agent({ keepAlive: true, maxSockets: 256 });
  }

  process(options: GraphQLDataSourceProcessOptions<EdgeContext>): Promise<Record<string, any>> {
    const { request } = options;
    const body = JSON.stringify({ query: request.query, variables: request.variables, operationName: request.operationName, extensions: request.extensions });
    const headers = { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(body)), ...identityHeaders(options.context as EdgeContext) };
    const send = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        { hostname: this.url.hostname, port: this.url.port, path: this.url.pathname + this.url.search, method: 'POST', headers, agent: this.agent, timeout: this.timeoutMs },
        (res) => {
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
            if (parsed && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed)) return resolve(parsed as Record<string, unknown>);
            reject(new GraphQLError(`subgraph ${this.name} answered ${res.statusCode}`, { extensions: { code: 'SVC-SERVER-9004', serviceName: this.name } }));
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new GraphQLError(`subgraph ${this.name} timed out`, { extensions: { code: 'SVC-SERVER-9005', serviceName: this.name } })));
      req.on('error', (e) => reject(e instanceof GraphQLError ? e : new GraphQLError(`subgraph ${this.name} is unreachable`, { extensions: { code: 'SVC-SERVER-9001', serviceName: this.name } })));
      req.end(body);
    });
  }
}
