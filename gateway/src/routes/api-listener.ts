/**
 * The {base_url} listener: /graphql, native /api/v1 operations, the SCIM proxy, the
 * OpenAI-compatible /v1 routes, and health, readiness and metrics. Every protected route runs the
 * credential chain first; client-sent SVC-* identity headers never pass.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { AppError, readBody, BodyTooLargeError, mediaType, renderHttp, requestIdFrom, sendJson, type Logger, type Readiness } from '@svc/core';
import type { Authenticator } from '../auth/authenticate.ts';
import { isAnonymousOperation } from '../auth/anonymous-operation.ts';
import { graphqlErrorResponse, readParams, writeGraphQL, type createGraphQLExecutor } from '../graphql/graphql-handler.ts';
import { proxyTo } from './auth-listener.ts';
import type { EdgeContext } from '../context.ts';
import type { Metrics } from '../metrics.ts';

export interface ApiListenerDeps {
  log: Logger;
  readiness: Readiness;
  metrics: Metrics;
  auth: Authenticator;
  graphql: ReturnType<typeof createGraphQLExecutor>;
  identityUrl: string;
  anonymousBodyLimit: number;
  graphqlBodyLimit: number;
  proxyTimeoutMs: number;
}

const IDENTITY_HEADERS = ['svc-user-id', 'svc-org-id', 'svc-workspace-id', 'svc-client-id', 'svc-token-id', 'svc-acting-user-id'];

function routeClass(path: string): string {
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/api/v1/iam/scim/v2/')) return '/api/v1/iam/scim/v2';
  if (path.startsWith('/api/v1/')) return '/api/v1';
  if (path.startsWith('/v1/')) return path;
  return path === '/healthz' || path === '/readyz' || path === '/metrics' ? path : 'other';
}

export function createApiListener(deps: ApiListenerDeps) {
  const { log } = deps;
  const identity = new URL(deps.identityUrl);

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, url: URL) {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      const r = graphqlErrorResponse(new AppError('SVC-VALID-4050'), ctx.requestId);
      return writeGraphQL(res, req, 405, r.body);
    }
    let body: Buffer | null = null;
    let parsed: unknown;
    if (req.method === 'POST') {
      if (mediaType(req) !== 'application/json') throw new AppError('SVC-VALID-4002', 'POST /graphql requires application/json');
      try {
        body = await readBody(req, deps.graphqlBodyLimit);
      } catch (e) {
        throw e instanceof BodyTooLargeError ? new AppError('SVC-VALID-4001') : e;
      }
    }
    // The anonymous exception is decided on the raw body before anything else reads it.
    const anonymous = isAnonymousOperation(req.method!, body, deps.anonymousBodyLimit);
    if (!anonymous) ctx.claims = await deps.auth.authenticate(req, `${req.method} /graphql`);
    if (body) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new AppError('SVC-VALID-4000', 'the request body is not valid JSON');
      }
    }
    const params = readParams(req.method!, url, parsed);
    const result = await deps.graphql(params, ctx, req.method!);
    writeGraphQL(res, req, result.status, result.body);
  }

  async function handleProtectedProxy(req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, routeKey: string) {
    const claims = await deps.auth.authenticate(req, routeKey);
    for (const h of [...IDENTITY_HEADERS, 'x-api-key']) delete req.headers[h];
    req.headers['svc-user-id'] = claims.sub;
    req.headers['svc-org-id'] = claims.org_id;
    req.headers['svc-workspace-id'] = claims.workspace_id;
    req.headers['svc-token-id'] = claims.jti;
    if (claims.client_id) req.headers['svc-client-id'] = claims.client_id;
    if (claims.act?.sub) req.headers['svc-acting-user-id'] = claims.act.sub;
    proxyTo(identity, req, res, {
      requestId: ctx.requestId,
      timeoutMs: deps.proxyTimeoutMs,
      log,
      onUnavailable: () => {
        const r = renderHttp(new AppError('SVC-SERVER-9001', 'the identity service is unavailable'), { requestId: ctx.requestId });
        sendJson(res, r.status, r.body);
      },
    });
  }

  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const url = new URL(req.url ?? '/', 'http://edge');
    const path = url.pathname;
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => deps.metrics.observe('api', routeClass(path), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
    const ctx: EdgeContext = { requestId, claims: null };
    const routeKey = `${req.method} ${path}`;

    const work = (async () => {
      if (routeKey === 'GET /healthz') return sendJson(res, 200, { status: 'ok', service: 'gateway' });
      if (routeKey === 'GET /readyz') {
        const r = await deps.readiness.evaluate();
        return sendJson(res, r.ready ? 200 : 503, r);
      }
      if (routeKey === 'GET /metrics') {
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
        return res.end(deps.metrics.render());
      }
      if (path === '/graphql') return handleGraphQL(req, res, ctx, url);
      if (path.startsWith('/api/v1/iam/scim/v2/')) return handleProtectedProxy(req, res, ctx, routeKey);
      if (path.startsWith('/api/v1/')) {
        ctx.claims = await deps.auth.authenticate(req, routeKey);
        throw new AppError('SVC-VALID-4040', `unknown operation ${path.slice('/api/v1/'.length)}`);
      }
      if (path.startsWith('/v1/')) {
        ctx.claims = await deps.auth.authenticate(req, routeKey);
        throw new AppError('SVC-INFERENCE-NOT-WIRED');
      }
      throw new AppError('SVC-VALID-4041');
    })();

    work.catch((e) => {
      if (!(e instanceof AppError)) log.error({ err: e, requestId, path }, 'request failed');
      if (res.headersSent) return void res.destroy();
      if (path === '/graphql') {
        const r = graphqlErrorResponse(e, requestId);
        if (r.status === 401) res.setHeader('www-authenticate', 'Bearer');
        return writeGraphQL(res, req, r.status, r.body);
      }
      const r = renderHttp(e, { requestId });
      if (r.status === 401) res.setHeader('www-authenticate', 'Bearer');
      sendJson(res, r.status, r.body);
    });
  });
}
