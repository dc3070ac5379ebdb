/**
 * BENCH ONLY, never a product entry point: this gateway's /graphql handler, supergraph, executor
 * and subgraph fetcher exactly as gateway/src/app.ts wires them, with the chain's stages replaced
 * by pass-throughs: the credential chain returns the claims of the token in BENCH_TOKEN (decoded
 * once, not verified), policy allows, the rate limiter counts nothing, and no activity record or
 * metric is kept. The difference between this and the real gateway on the same query is what the
 * chain itself adds (bench/gateway-throughput.ts reports it).
 *
 *   node --import tsx bench/gateway-chainless.ts PORT      (environment as for the gateway)
 */
import { createServer } from 'node:http';
import { createLogger, createSharedStore, requestIdFrom, SUBGRAPH_NAMES } from '@svc/core';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { loadSupergraph } from '../gateway/src/graphql/supergraph.ts';
import { declareScopeEnforcement } from '../gateway/src/policy/scope-requirements.ts';
import { createGraphQLHandler, graphqlErrorResponse, writeGraphQL } from '../gateway/src/graphql/graphql-handler.ts';
import { PersistedQueries } from '../gateway/src/graphql/persisted-queries.ts';
import { newContext } from '../gateway/src/context.ts';
import type { AccessClaims } from '../gateway/src/auth/jwt-validator.ts';
import type { Authenticator } from '../gateway/src/auth/authenticate.ts';
import type { JwtValidator } from '../gateway/src/auth/jwt-validator.ts';
import type { ChainDeps } from '../gateway/src/chain/deps.ts';
import { createChain } from '../gateway/src/chain/index.ts';
import { DocumentCache } from '../gateway/src/graphql/document-cache.ts';
import { anonymousOperationCheck } from '../gateway/src/auth/anonymous-operation.ts';
import type { Authorizer } from '../gateway/src/policy/authorizer.ts';
import type { RateLimiter } from '../gateway/src/limits/rate-limiter.ts';

const port = Number(process.argv[2]);
const token = process.env.BENCH_TOKEN;
if (!port || !token) throw new Error('usage: BENCH_TOKEN=… gateway-chainless.ts PORT');
const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as AccessClaims;

const cfg = loadGatewayConfig();
const log = createLogger('gateway-chainless');
const urlOverrides: Record<string, string> = {};
for (const n of SUBGRAPH_NAMES)
  if (process.env[`SUBGRAPH_${n.toUpperCase()}_URL`]) urlOverrides[n] = process.env[`SUBGRAPH_${n.toUpperCase()}_URL`]!;
declareScopeEnforcement(); // chainless: no policy runs here, but Apollo refuses the supergraph without it
const supergraph = await loadSupergraph({
  path: cfg.SUPERGRAPH_PATH,
  urlOverrides,
  log,
  deduplicate: cfg.GATEWAY_SUBGRAPH_DEDUPLICATION,
  timeoutsFor: () => ({
    connectMs: cfg.UPSTREAM_CONNECT_TIMEOUT_MS,
    responseMs: cfg.PROXY_TIMEOUT_MS,
    idleMs: cfg.PROXY_TIMEOUT_MS,
  }),
});

// The chain's own stages are pass-throughs; the document steps (persisted query, parse and
// validate, operation, limits, variables) are the real ones, as they are not the chain's cost.
const chain: ChainDeps = {
  auth: {
    exchangeApiKey: async () => ({ token, expiresAtMs: Infinity, keyId: 'k', keyClass: 'LIVE' }),
  } as unknown as Authenticator,
  validator: { validate: async () => claims } as unknown as JwtValidator,
  revocation: { assertNotRevoked: async () => {} },
  authorizer: { requiredScopes: () => [], authorize: async () => {} } as unknown as Authorizer,
  rateLimiter: { hit: async () => ({}), hitAnonymous: async () => ({}) } as unknown as RateLimiter,
  apq: new PersistedQueries(await createSharedStore({}), cfg.APQ_TTL_SECONDS * 1000),
  documents: new DocumentCache(supergraph.schema, {
    max: cfg.DOCUMENT_CACHE_SIZE,
    maxBytes: cfg.DOCUMENT_CACHE_MAX_BYTES,
    maxBytesPerCaller: cfg.DOCUMENT_CACHE_MAX_BYTES_PER_CALLER,
    maxTokens: cfg.GRAPHQL_MAX_TOKENS,
  }),
  schema: supergraph.schema,
  limits: {
    maxDepth: cfg.GRAPHQL_MAX_DEPTH,
    maxRootFields: cfg.GRAPHQL_MAX_ROOT_FIELDS,
    maxAliasesPerRootField: cfg.GRAPHQL_MAX_ALIASES_PER_ROOT_FIELD,
    maxAliases: cfg.GRAPHQL_MAX_ALIASES,
    maxComplexity: cfg.GRAPHQL_MAX_COMPLEXITY,
    listDefault: cfg.GRAPHQL_LIST_DEFAULT,
    cyclicFactor: cfg.GRAPHQL_CYCLIC_FACTOR,
    introspection: cfg.INTROSPECTION,
  },
  isAnonymous: anonymousOperationCheck(cfg.ANONYMOUS_BODY_LIMIT_BYTES),
  subscriptionOwners: new Map(),
  maxJsonDepth: cfg.JSON_MAX_DEPTH,
  bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
};
const graphql = createGraphQLHandler({
  supergraph,
  chain: createChain(chain),
  maxJsonDepth: cfg.JSON_MAX_DEPTH,
  bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
});

const server = createServer((req, res) => {
  if (req.url === '/readyz') return void res.end('ok');
  const ctx = newContext(
    'graphql',
    requestIdFrom(req.headers['x-request-id']),
    req.socket.remoteAddress ?? 'unknown',
    req,
    `${req.method} /graphql`,
  );
  res.setHeader('x-request-id', ctx.requestId);
  graphql.handleHttp(req, res, ctx, new URL(req.url ?? '/', 'http://edge')).catch((e: unknown) => {
    const r = graphqlErrorResponse(e, ctx.requestId);
    writeGraphQL(res, req, r.status, r.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`gateway-chainless ready http://127.0.0.1:${port}/graphql`));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
