/**
 * The {base_url} listener: /graphql, native /api/v1 operations, the SCIM proxy, the
 * OpenAI-compatible /v1 routes, and health, readiness and metrics. Every protected route runs the
 * credential chain first; client-sent SVC-* identity headers never pass; every request the edge
 * observes is recorded as activity.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { AppError, BodyTooLargeError, lookupSvc, mediaType, readBody, renderHttp, renderScim, requestIdFrom, sendJson, toAppError, type Logger, type Readiness } from '@svc/core';
import type { Authenticator } from '../auth/authenticate.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { Authorizer } from '../policy/authorizer.ts';
import { graphqlErrorResponse, writeGraphQL, type createGraphQLHandler } from '../graphql/graphql-handler.ts';
import { proxyTo } from './auth-listener.ts';
import { NATIVE_OPERATIONS } from './native-operations.ts';
import { chainStep, newContext, type EdgeContext } from '../context.ts';
import { clientAddress } from './client-address.ts';
import type { Metrics } from '../metrics.ts';
import type { ActivityRecorder } from '../audit/activity-recorder.ts';

export interface ApiListenerDeps {
  log: Logger;
  readiness: Readiness;
  metrics: Metrics;
  auth: Authenticator;
  rateLimiter: RateLimiter;
  authorizer: Authorizer;
  graphql: ReturnType<typeof createGraphQLHandler>;
  audit: ActivityRecorder;
  identityUrl: string;
  inferenceUrl: string;
  bodyLimit: number;
  proxyTimeoutMs: number;
  trustedProxyHops: number;
}

const IDENTITY_HEADERS = ['svc-user-id', 'svc-org-id', 'svc-workspace-id', 'svc-client-id', 'svc-token-id', 'svc-acting-user-id', 'svc-api-key-id', 'svc-permissions', 'svc-roles'];

function routeClass(path: string): string {
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/api/v1/iam/scim/v2/')) return '/api/v1/iam/scim/v2';
  if (path.startsWith('/api/v1/')) return '/api/v1';
  if (path.startsWith('/v1/')) return '/v1';
  return path === '/healthz' || path === '/readyz' || path === '/metrics' ? path : 'other';
}

/** Replaces identity headers with the validated ones before a request is proxied. */
function injectIdentity(req: IncomingMessage, ctx: EdgeContext) {
  for (const h of [...IDENTITY_HEADERS, 'x-api-key']) delete req.headers[h];
  const c = ctx.claims!;
  req.headers['svc-user-id'] = c.sub;
  req.headers['svc-org-id'] = c.org_id;
  req.headers['svc-workspace-id'] = c.workspace_id;
  req.headers['svc-token-id'] = c.jti;
  req.headers['svc-permissions'] = c.permissions.join(' ');
  req.headers['svc-roles'] = c.roles.join(' ');
  if (c.client_id) req.headers['svc-client-id'] = c.client_id;
  if (c.act?.sub) req.headers['svc-acting-user-id'] = c.act.sub;
  if (ctx.apiKey) req.headers['svc-api-key-id'] = ctx.apiKey.id;
  // An API key presented as a bearer value must not travel further either.
  delete req.headers.authorization;
  req.headers['x-request-id'] = ctx.requestId;
}

export function createApiListener(deps: ApiListenerDeps) {
  const { log } = deps;
  const identity = new URL(deps.identityUrl);
  const inference = new URL(deps.inferenceUrl);

  /** Steps 1–3: one credential, API-key exchange, JWT validation, revocation. */
  async function authenticate(req: IncomingMessage, ctx: EdgeContext, routeKey: string) {
    const a = await chainStep(ctx, () => deps.auth.authenticate(req, routeKey));
    ctx.claims = a.claims;
    ctx.apiKey = a.apiKey;
    ctx.token = a.token;
  }

  /** Step 6, after policy: counts the request once and sets the quota headers. */
  async function rateLimit(res: ServerResponse, ctx: EdgeContext) {
    const c = ctx.claims!;
    const headers = await chainStep(ctx, () => deps.rateLimiter.hit({ sub: c.sub, orgId: c.org_id, workspaceId: c.workspace_id, apiKeyClass: ctx.apiKey?.keyClass }));
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  }

  function proxy(target: URL, req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, unavailable: string, opts: { forwardToken?: boolean } = {}) {
    injectIdentity(req, ctx);
    // Identity verifies SCIM callers itself (defence in depth): it gets the validated JWT, never an API key.
    if (opts.forwardToken && ctx.token) req.headers.authorization = `Bearer ${ctx.token}`;
    proxyTo(target, req, res, {
      requestId: ctx.requestId,
      timeoutMs: deps.proxyTimeoutMs,
      log,
      onUnavailable: () => {
        const r = renderHttp(new AppError('SVC-SERVER-9001', unavailable), { requestId: ctx.requestId });
        sendJson(res, r.status, r.body);
      },
    });
  }

  async function nativeOperation(req: IncomingMessage, res: ServerResponse, ctx: EdgeContext, name: string) {
    ctx.action = `api.${name}`;
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      throw new AppError('SVC-VALID-4050');
    }
    const op = Object.hasOwn(NATIVE_OPERATIONS, name) ? NATIVE_OPERATIONS[name] : undefined;
    if (!op) throw new AppError('SVC-VALID-4040', `unknown operation ${name}`);
    let variables: unknown = {};
    const body = await readBody(req, deps.bodyLimit).catch((e) => {
      throw e instanceof BodyTooLargeError ? new AppError('SVC-VALID-4001') : e;
    });
    if (body.length) {
      if (mediaType(req) !== 'application/json') throw new AppError('SVC-VALID-4002', 'the body must be application/json');
      try {
        variables = JSON.parse(body.toString('utf8'));
      } catch {
        throw new AppError('SVC-VALID-4000', 'the request body is not valid JSON');
      }
      if (!variables || typeof variables !== 'object' || Array.isArray(variables)) throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
    }
    const out = await deps.graphql.run(ctx, 'POST', { query: op.document, variables });
    for (const [k, v] of Object.entries(out.headers)) res.setHeader(k, v);
    const errors = out.body.errors as { message: string; extensions: { code: string } }[] | undefined;
    if (errors?.length) {
      const code = errors[0].extensions.code;
      const def = lookupSvc(code);
      const status = def?.http ?? 400;
      return sendJson(res, status, { error: { code, message: errors[0].message, request_id: ctx.requestId } });
    }
    sendJson(res, 200, { data: (out.body.data as Record<string, unknown>)[op.field] });
  }

  return createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const url = new URL(req.url ?? '/', 'http://edge');
    const path = url.pathname;
    const routeKey = `${req.method} ${path}`;
    const ctx = newContext(requestId, clientAddress(req, deps.trustedProxyHops));
    const oneHeader = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : null;
    };
    ctx.forwarded = { idempotencyKey: oneHeader('idempotency-key'), stepUpToken: oneHeader('x-step-up-token') };
    res.setHeader('x-request-id', requestId);
    const observed = path !== '/healthz' && path !== '/readyz' && path !== '/metrics';
    res.on('finish', () => {
      deps.metrics.observe('api', routeClass(path), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
      if (!observed) return;
      const auditStarted = performance.now();
      deps.audit.record({
        requestId, actorId: ctx.claims?.sub ?? ctx.claims?.client_id ?? null, orgId: ctx.claims?.org_id ?? null, workspaceId: ctx.claims?.workspace_id ?? null,
        action: ctx.action, method: req.method ?? 'GET', path, status: res.statusCode,
        outcome: ctx.denied ? 'denied' : res.statusCode < 400 ? 'success' : 'failure', occurredAt: new Date(),
      });
      // Step 7 (audit) is part of the chain's cost; requests that ran no chain step are not timed.
      if (ctx.chainMs > 0) deps.metrics.observeChain((ctx.chainMs + performance.now() - auditStarted) / 1000);
    });

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
      if (path === '/graphql') return deps.graphql.handleHttp(req, res, ctx, url);
      if (path.startsWith('/api/v1/iam/scim/v2/')) {
        ctx.action = `scim.${req.method?.toLowerCase()}`;
        await authenticate(req, ctx, routeKey);
        // SCIM's policy is identity's (it checks the forwarded token's scopes itself).
        await rateLimit(res, ctx);
        return proxy(identity, req, res, ctx, 'the identity service is unavailable', { forwardToken: true });
      }
      if (path.startsWith('/api/v1/')) {
        await authenticate(req, ctx, routeKey);
        // Policy and the rate limit run inside, once, as for /graphql.
        return nativeOperation(req, res, ctx, path.slice('/api/v1/'.length));
      }
      if (path.startsWith('/v1/')) {
        ctx.action = `openai.${path.slice(4)}`;
        await authenticate(req, ctx, routeKey);
        // Listing models needs read; anything that runs a model needs invoke.
        await chainStep(ctx, () => deps.authorizer.authorize(ctx.claims!, [req.method === 'GET' ? 'svc:llm:model:read' : 'svc:llm:model:invoke']));
        await rateLimit(res, ctx);
        return proxy(inference, req, res, ctx, 'the inference service is unavailable');
      }
      throw new AppError('SVC-VALID-4041');
    })();

    work.catch((e) => {
      if (!(e instanceof AppError)) log.error({ err: e, requestId, path }, 'request failed');
      const status = e instanceof AppError ? e.def.http : 500;
      ctx.denied = status === 401 || status === 403 || status === 429;
      if (res.headersSent) return void res.destroy();
      if (e instanceof AppError && e.code === 'SVC-RATE-2001') res.setHeader('retry-after', String(e.details?.retryAfter ?? 1));
      if (status === 401) res.setHeader('www-authenticate', 'Bearer');
      if (path === '/graphql') {
        const r = graphqlErrorResponse(e, requestId);
        return writeGraphQL(res, req, r.status, r.body);
      }
      if (path.startsWith('/api/v1/iam/scim/v2/')) {
        // SCIM clients parse SCIM errors: the chain's refusals speak their format too.
        const r = renderScim(toAppError(e));
        return sendJson(res, r.status, { ...r.body, svc_code: toAppError(e).code, request_id: requestId }, { 'content-type': 'application/scim+json; charset=utf-8' });
      }
      const r = renderHttp(e, { requestId });
      sendJson(res, r.status, r.body);
    });
  });
}
