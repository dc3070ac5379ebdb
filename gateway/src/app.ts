/**
 * Composition root of the gateway: shared store, identity client, JWKS cache, the chain's stages,
 * supergraph, and the two listeners. Returns a handle that drains both listeners, sends the last
 * activity records to identity and releases everything. The gateway holds no database and no
 * identity key: activity goes to identity's AppendActivity, export downloads are proxied to identity.
 */
import { ORG_PLAN_CHANGED_CHANNEL } from '@svc/contracts';
import {
  ConfigError,
  createMetricsServer,
  createReadiness,
  createSharedStore,
  httpProbe,
  listen,
  SUBGRAPH_NAMES,
  SPEC_LIMITS,
  type Logger,
  type RunningService,
} from '@svc/core';
import { createAuditIngestClient, createIdentityClient } from '@svc/grpc';
import type { GatewayConfig } from './config.ts';
import { JwksCache } from './auth/jwks-cache.ts';
import { JwtValidator } from './auth/jwt-validator.ts';
import { Authenticator } from './auth/authenticate.ts';
import { IdentityRevocationChecker, StoreRevocationChecker } from './auth/revocation.ts';
import { Authorizer } from './policy/authorizer.ts';
import { declareScopeEnforcement, scopeRequirementsFromSupergraph } from './policy/scope-requirements.ts';
import { RateLimiter } from './limits/rate-limiter.ts';
import { ActivityRecorder } from './audit/activity-recorder.ts';
import { IdentityActivitySink } from './audit/activity-sink.ts';
import { EdgeDenialReporter } from './audit/edge-denial-reporter.ts';
import { loadSupergraph, type LoadedSupergraph } from './graphql/supergraph.ts';
import type { FetchObserver } from './graphql/subgraph-fetcher.ts';
import { SupergraphReloader } from './graphql/supergraph-reloader.ts';
import { RegistrySupergraphSource } from './graphql/supergraph-registry.ts';
import { TrustedDocuments, type TrustedDocumentsMode } from './graphql/trusted-documents.ts';
import { RegistryTrustedDocumentsSource } from './graphql/trusted-documents-source.ts';
import { UsageAggregator } from './usage/usage-aggregator.ts';
import { UsageReporter } from './usage/usage-reporter.ts';
import { RegistryUsageSender } from './usage/registry-usage-sender.ts';
import { createGraphQLHandler } from './graphql/graphql-handler.ts';
import { DocumentCache } from './graphql/document-cache.ts';
import { anonymousOperationCheck } from './auth/anonymous-operation.ts';
import type { ChainDeps } from './chain/deps.ts';
import { createChain } from './chain/index.ts';
import { createSubscriptionGate } from './ws/subscription-gate.ts';
import { PersistedQueries } from './graphql/persisted-queries.ts';
import { createApiListener } from './routes/api-listener.ts';
import { createAuthListener } from './routes/auth-listener.ts';
import { createGraphiQL } from './graphql/graphiql.ts';
import { createLandingPage } from './routes/landing-page.ts';
import { corsHandler, API_ALLOWED_HEADERS, API_EXPOSED_HEADERS, AUTH_ALLOWED_HEADERS } from './routes/cors.ts';
import { Metrics } from './metrics.ts';
import { attachWebSockets } from './ws/websocket-server.ts';
import { subscriptionOwners } from './ws/subscription-router.ts';
import { readFileSync } from 'node:fs';
import { parse, Kind } from 'graphql';

export interface GatewayHandle extends RunningService {
  apiPort: number;
  authPort: number;
  metricsPort: number;
  audit: ActivityRecorder;
  auth: Authenticator;
  denials: EdgeDenialReporter;
}

/** Each subgraph's URL: supergraph.graphql's join__graph url, or its SUBGRAPH_<NAME>_URL override. */
function subgraphUrls(supergraphSdl: string, overrides: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of parse(supergraphSdl).definitions) {
    if (def.kind !== Kind.ENUM_TYPE_DEFINITION || def.name.value !== 'join__Graph') continue;
    for (const v of def.values ?? []) {
      const d = v.directives?.find((x) => x.name.value === 'join__graph');
      const arg = (n: string) => {
        const a = d?.arguments?.find((x) => x.name.value === n)?.value;
        return a?.kind === Kind.STRING ? a.value : undefined;
      };
      const name = arg('name');
      if (name) out[name] = overrides[name] ?? arg('url')!;
    }
  }
  return out;
}

/** SUBGRAPH_<NAME>_URL overrides the routing URL recorded in supergraph.graphql. */
function subgraphUrlOverrides(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of SUBGRAPH_NAMES) {
    const v = env[`SUBGRAPH_${n.toUpperCase()}_URL`];
    if (v) out[n] = v;
  }
  return out;
}

/** SUPERGRAPH_SOURCE=registry: the registry client (graphql/supergraph-registry.ts); null for `file`. */
function supergraphRegistrySource(cfg: GatewayConfig, log: Logger): RegistrySupergraphSource | null {
  if (cfg.SUPERGRAPH_SOURCE !== 'registry') return null;
  if (!cfg.SUPERGRAPH_REGISTRY_CLIENT_ID)
    throw new ConfigError('SUPERGRAPH_REGISTRY_CLIENT_ID', 'is required with SUPERGRAPH_SOURCE=registry');
  if (!cfg.SUPERGRAPH_REGISTRY_CLIENT_SECRET)
    throw new ConfigError('SUPERGRAPH_REGISTRY_CLIENT_SECRET', 'is required with SUPERGRAPH_SOURCE=registry');
  return new RegistrySupergraphSource({
    registryUrl: cfg.SUPERGRAPH_REGISTRY_URL,
    variant: cfg.SUPERGRAPH_VARIANT,
    tokenUrl: `${cfg.IDENTITY_HTTP_URL}/oauth/token`,
    clientId: cfg.SUPERGRAPH_REGISTRY_CLIENT_ID,
    clientSecret: cfg.SUPERGRAPH_REGISTRY_CLIENT_SECRET,
    cachePath: cfg.SUPERGRAPH_CACHE_PATH,
    log,
  });
}

/** Connect, response and idle bounds of subgraph calls: the inference subgraph answers model calls. */
function upstreamTimeouts(cfg: GatewayConfig) {
  const identityTimeouts = {
    connectMs: cfg.UPSTREAM_CONNECT_TIMEOUT_MS,
    responseMs: cfg.PROXY_TIMEOUT_MS,
    idleMs: cfg.PROXY_TIMEOUT_MS,
  };
  const inferenceTimeouts = {
    connectMs: cfg.UPSTREAM_CONNECT_TIMEOUT_MS,
    responseMs: cfg.INFERENCE_RESPONSE_TIMEOUT_MS,
    idleMs: cfg.INFERENCE_IDLE_TIMEOUT_MS,
  };
  return { identityTimeouts, inferenceTimeouts };
}

/** How the first supergraph and every reloaded one fetch from their subgraphs. */
function supergraphFetching(cfg: GatewayConfig, env: NodeJS.ProcessEnv, log: Logger, onFetch: FetchObserver) {
  const { identityTimeouts, inferenceTimeouts } = upstreamTimeouts(cfg);
  return {
    path: cfg.SUPERGRAPH_PATH,
    urlOverrides: subgraphUrlOverrides(env),
    log,
    onFetch,
    deduplicate: cfg.GATEWAY_SUBGRAPH_DEDUPLICATION,
    // The inference subgraph answers model calls; every other subgraph answers like identity.
    timeoutsFor: (name: string) => (name === 'inference' ? inferenceTimeouts : identityTimeouts),
  };
}

/**
 * A supergraph built from the cached last good version before the gateway is released
 * (SVC_START_GATE): building it is most of the gateway's start once released, and needs nothing
 * but the file. It serves only if the registry then says that version is current (startGateway).
 */
export interface PreparedSupergraph {
  sdl: string;
  scopeRequirements: ReturnType<typeof scopeRequirementsFromSupergraph>;
  supergraph: LoadedSupergraph;
  /** Where its fetches report, once the gateway's metrics exist. */
  observe(onFetch: FetchObserver): void;
}

/** With SUPERGRAPH_SOURCE=registry and a cached supergraph: that supergraph, built; else undefined. */
export async function prepareGateway(
  cfg: GatewayConfig,
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PreparedSupergraph | undefined> {
  const source = supergraphRegistrySource(cfg, log);
  const sdl = source ? await source.cached() : null;
  if (sdl === null) return undefined;
  // As startGateway does before loading any supergraph: every root field declares its scopes.
  const scopeRequirements = scopeRequirementsFromSupergraph(sdl);
  declareScopeEnforcement();
  let observer: FetchObserver = () => {};
  const supergraph = await loadSupergraph({
    ...supergraphFetching(cfg, env, log, (name, outcome, seconds) => observer(name, outcome, seconds)),
    sdl,
  });
  return {
    sdl,
    scopeRequirements,
    supergraph,
    observe: (onFetch) => {
      observer = onFetch;
    },
  };
}

/** Usage reporting (usage/): on with a registry (USAGE_REPORTING auto) or when asked; null when off. */
function usageReporter(cfg: GatewayConfig, log: Logger): UsageReporter | null {
  const on = cfg.USAGE_REPORTING === 'on' || (cfg.USAGE_REPORTING === 'auto' && cfg.SUPERGRAPH_SOURCE === 'registry');
  if (!on) return null;
  if (!cfg.SUPERGRAPH_REGISTRY_CLIENT_ID || !cfg.SUPERGRAPH_REGISTRY_CLIENT_SECRET)
    throw new ConfigError(
      'SUPERGRAPH_REGISTRY_CLIENT_ID',
      'and its secret are required for usage reporting (USAGE_REPORTING)',
    );
  return new UsageReporter(
    new UsageAggregator(cfg.USAGE_MAX_OPERATIONS),
    new RegistryUsageSender({
      registryUrl: cfg.SUPERGRAPH_REGISTRY_URL,
      variant: cfg.SUPERGRAPH_VARIANT,
      tokenUrl: `${cfg.IDENTITY_HTTP_URL}/oauth/token`,
      clientId: cfg.SUPERGRAPH_REGISTRY_CLIENT_ID,
      clientSecret: cfg.SUPERGRAPH_REGISTRY_CLIENT_SECRET,
    }),
    log,
    {
      intervalMs: cfg.USAGE_REPORT_INTERVAL_MS,
      maxAttempts: cfg.USAGE_REPORT_MAX_ATTEMPTS,
      maxPending: cfg.USAGE_REPORT_MAX_PENDING,
    },
  );
}

/** TRUSTED_DOCUMENTS: the policy and its registry source; null for `off`. */
export function trustedDocumentsFrom(
  cfg: GatewayConfig,
  log: Logger,
): { policy: TrustedDocuments; source: RegistryTrustedDocumentsSource } | null {
  const mode = cfg.TRUSTED_DOCUMENTS as TrustedDocumentsMode;
  if (mode === 'off') return null;
  // The documents live in the registry; a file-mode gateway has nowhere to read them from.
  if (cfg.SUPERGRAPH_SOURCE !== 'registry')
    throw new ConfigError('TRUSTED_DOCUMENTS', `${mode} needs SUPERGRAPH_SOURCE=registry (the documents live there)`);
  const policy = new TrustedDocuments({
    mode,
    enforcedClients: cfg.TRUSTED_DOCUMENTS_CLIENTS.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    allowIntrospection: cfg.TRUSTED_DOCUMENTS_INTROSPECTION,
    maxTokens: cfg.GRAPHQL_MAX_TOKENS,
    log,
  });
  const source = new RegistryTrustedDocumentsSource(
    {
      registryUrl: cfg.SUPERGRAPH_REGISTRY_URL,
      variant: cfg.SUPERGRAPH_VARIANT,
      tokenUrl: `${cfg.IDENTITY_HTTP_URL}/oauth/token`,
      clientId: cfg.SUPERGRAPH_REGISTRY_CLIENT_ID,
      clientSecret: cfg.SUPERGRAPH_REGISTRY_CLIENT_SECRET,
      cachePath: cfg.TRUSTED_DOCUMENTS_CACHE_PATH || `${cfg.SUPERGRAPH_CACHE_PATH}.trusted-documents.json`,
      intervalMs: cfg.SUPERGRAPH_RELOAD_INTERVAL_MS,
      log,
    },
    policy,
  );
  return { policy, source };
}

export async function startGateway(
  cfg: GatewayConfig,
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  prepared?: PreparedSupergraph,
): Promise<GatewayHandle> {
  // First, before anything is opened: a root field without @requiresScopes stops the gateway.
  const registrySource = supergraphRegistrySource(cfg, log);
  const usage = usageReporter(cfg, log);
  const supergraphSdl = registrySource
    ? await registrySource.initial(prepared?.sdl)
    : readFileSync(cfg.SUPERGRAPH_PATH, 'utf8');
  const trusted = trustedDocumentsFrom(cfg, log);
  await trusted?.source.start();
  // Read once: in the prepared build when that is the version that serves.
  const scopeRequirements =
    prepared?.sdl === supergraphSdl ? prepared.scopeRequirements : scopeRequirementsFromSupergraph(supergraphSdl);
  declareScopeEnforcement();
  const store = await createSharedStore({
    redisUrl: cfg.REDIS_URL,
    onError: (e) => log.warn({ err: e.message }, 'redis error'),
  });
  const identity = createIdentityClient(cfg.IDENTITY_GRPC_TARGET, { unavailableCode: 'SVC-SERVER-9002' });
  const jwks = new JwksCache(
    { fetch: async () => JSON.parse((await identity.getJwks({})).jwks_json) },
    { ttlMs: cfg.JWKS_CACHE_SECONDS * 1000, minUnknownKidIntervalMs: cfg.JWKS_UNKNOWN_KID_MIN_INTERVAL_MS, log },
  );
  await jwks.start();
  const validator = new JwtValidator(jwks, {
    issuer: cfg.AUTH_ISSUER,
    audience: cfg.API_AUDIENCE,
    clockSkewSeconds: cfg.JWT_CLOCK_SKEW_SECONDS,
  });
  const revocation =
    store.kind === 'redis'
      ? new StoreRevocationChecker(store)
      : new IdentityRevocationChecker(identity, cfg.REVOCATION_CACHE_MS);
  const auth = new Authenticator(identity);
  const authorizer = new Authorizer(identity, scopeRequirements, cfg.PERMISSION_CACHE_MS);
  const rateLimiter = new RateLimiter(store, identity, {
    perMinute: {
      FREE: cfg.RATE_LIMIT_FREE_PER_MINUTE,
      PRO: cfg.RATE_LIMIT_PRO_PER_MINUTE,
      ENTERPRISE: cfg.RATE_LIMIT_ENTERPRISE_PER_MINUTE,
    },
    anonymousPerMinute: cfg.ANONYMOUS_RATE_LIMIT_PER_MINUTE,
    sandboxPerWindow: cfg.SANDBOX_REQUESTS_PER_WINDOW,
    sandboxWindowMs: SPEC_LIMITS.sandboxWindowSeconds * 1000,
    tierCacheMs: cfg.TIER_CACHE_MS,
  });
  // The plan (tier) follows the billing subscription; identity announces each change.
  const unsubscribePlans = await store
    .subscribe(ORG_PLAN_CHANGED_CHANNEL, (m) => rateLimiter.planChanged(m))
    .catch((e: Error) => {
      log.warn(
        { err: e.message },
        'plan changes not subscribed: cached tiers follow a plan change only on expiry (TIER_CACHE_MS)',
      );
      return async () => {};
    });
  // Activity records go to identity, which owns their table (ADR 007), as the `gateway` service.
  const activityIngest = cfg.GATEWAY_AUDIT_APPEND_SECRET
    ? createAuditIngestClient(cfg.IDENTITY_GRPC_TARGET, { service: 'gateway', secret: cfg.GATEWAY_AUDIT_APPEND_SECRET })
    : null;
  if (!activityIngest) log.warn('GATEWAY_AUDIT_APPEND_SECRET unset: activity records are not recorded');
  const audit = new ActivityRecorder(activityIngest ? new IdentityActivitySink(activityIngest) : null, log, {
    capacity: cfg.AUDIT_BUFFER_CAPACITY,
    batchSize: cfg.AUDIT_BATCH_SIZE,
    intervalMs: cfg.AUDIT_FLUSH_INTERVAL_MS,
    retryBaseMs: cfg.AUDIT_RETRY_BASE_MS,
    retryMaxMs: cfg.AUDIT_RETRY_MAX_MS,
    maxAttempts: cfg.AUDIT_MAX_ATTEMPTS,
  });
  // Revoked tokens presented and cross-workspace attempts, to identity's audit trail (deduplicated, bounded).
  const denials = new EdgeDenialReporter(identity, log, {
    dedupeSeconds: cfg.EDGE_DENIAL_DEDUPE_SECONDS,
    maxInFlight: cfg.EDGE_DENIAL_MAX_IN_FLIGHT,
  });
  const { identityTimeouts, inferenceTimeouts } = upstreamTimeouts(cfg);
  // Read at scrape time, so it may name parts built below (the document cache a reload replaces).
  const metrics = new Metrics(() => ({
    auditDropped: audit.dropped,
    auditUndelivered: audit.undelivered,
    auditPending: audit.pending,
    exchanges: auth.stats.exchanges,
    exchangeCacheHits: auth.stats.cacheHits,
    documentCacheHits: chain.documents.stats.hits,
    documentCacheMisses: chain.documents.stats.misses,
    edgeDenials: denials.stats,
    trustedDocuments: trusted?.policy.stats ?? null,
  }));
  if (usage) metrics.trackUsage(() => usage.stats);
  const onFetch: FetchObserver = (name, outcome, seconds) => metrics.observeSubgraph(name, outcome, seconds);
  const fetching = supergraphFetching(cfg, env, log, onFetch);
  // The supergraph built while the gateway waited serves when the registry confirmed its version.
  let supergraph: LoadedSupergraph;
  if (prepared && prepared.sdl === supergraphSdl) {
    prepared.observe(onFetch);
    supergraph = prepared.supergraph;
    log.info('supergraph: the version built from the cache before the start serves');
  } else {
    if (prepared) {
      log.info("supergraph: the cached version is not the registry's current one, building the current one");
      void prepared.supergraph.stop().catch(() => {});
    }
    supergraph = await loadSupergraph({ ...fetching, sdl: supergraphSdl });
  }

  const readiness = createReadiness(log);
  readiness.add({ name: 'store', check: () => store.ping() });
  readiness.add({ name: 'identity', check: async () => void (await identity.getJwks({})) });
  if (registrySource) {
    // Serving a cached or an older version is degraded, not down: requests are still answered.
    readiness.add({ name: 'supergraph', critical: false, check: () => registrySource.check() });
    if (trusted) readiness.add({ name: 'trustedDocuments', critical: false, check: () => trusted.source.check() });
    await registrySource
      .applied(supergraphSdl)
      .catch((e: Error) => log.warn({ err: e.message }, 'the supergraph was not cached'));
  }

  const documentsFor = (schema: typeof supergraph.schema) =>
    new DocumentCache(schema, {
      max: cfg.DOCUMENT_CACHE_SIZE,
      maxBytes: cfg.DOCUMENT_CACHE_MAX_BYTES,
      maxBytesPerCaller: cfg.DOCUMENT_CACHE_MAX_BYTES_PER_CALLER,
      maxTokens: cfg.GRAPHQL_MAX_TOKENS,
    });
  const chain: ChainDeps = {
    auth,
    validator,
    revocation,
    authorizer,
    rateLimiter,
    apq: new PersistedQueries(store, cfg.APQ_TTL_SECONDS * 1000),
    trustedDocuments: trusted?.policy ?? null,
    documents: documentsFor(supergraph.schema),
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
    subscriptionOwners: subscriptionOwners(supergraphSdl),
    maxJsonDepth: cfg.JSON_MAX_DEPTH,
    bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
    denials,
  };
  const edgeChain = createChain(chain);
  const graphql = createGraphQLHandler({
    supergraph,
    chain: edgeChain,
    denials,
    maxJsonDepth: cfg.JSON_MAX_DEPTH,
    bodyLimit: cfg.GRAPHQL_BODY_LIMIT_BYTES,
    usage: usage?.aggregator ?? null,
  });
  // A request refused while its client is still sending (a header Node's parser cannot hold, a body
  // answered before it was read) gets its typed answer, then a bounded drain instead of a reset.
  const refusalDrain = { maxBytes: cfg.REFUSAL_DRAIN_MAX_BYTES, maxMs: cfg.REFUSAL_DRAIN_MAX_MS };
  const api = createApiListener({
    log,
    readiness,
    metrics,
    chain: edgeChain,
    graphql,
    audit,
    identityUrl: cfg.IDENTITY_HTTP_URL,
    inferenceUrl: cfg.INFERENCE_HTTP_URL,
    refusalDrain,
    identityTimeouts,
    inferenceTimeouts,
    trustedProxyHops: cfg.TRUSTED_PROXY_HOPS,
    graphiql: cfg.INTROSPECTION
      ? createGraphiQL({ authUrl: cfg.AUTH_ISSUER, clientId: cfg.GRAPHIQL_CLIENT_ID, scope: cfg.GRAPHIQL_SCOPE })
      : null,
    landing: createLandingPage({ authIssuer: cfg.AUTH_ISSUER, graphiql: cfg.INTROSPECTION }),
    cors: corsHandler({
      origins: cfg.CORS_API_ORIGINS,
      methods: ['GET', 'POST'],
      allowedHeaders: API_ALLOWED_HEADERS,
      exposedHeaders: API_EXPOSED_HEADERS,
      maxAgeSeconds: cfg.CORS_MAX_AGE_SECONDS,
    }),
  });
  const authL = createAuthListener({
    identityUrl: cfg.IDENTITY_HTTP_URL,
    timeouts: identityTimeouts,
    log,
    metrics,
    refusalDrain,
    cors: {
      endpoints: corsHandler({
        origins: cfg.CORS_AUTH_ORIGINS,
        methods: ['GET', 'POST'],
        allowedHeaders: AUTH_ALLOWED_HEADERS,
        exposedHeaders: ['x-request-id', 'www-authenticate'],
        maxAgeSeconds: cfg.CORS_MAX_AGE_SECONDS,
      }),
      publicDocuments: corsHandler({ anyOrigin: true, methods: ['GET'], maxAgeSeconds: cfg.CORS_MAX_AGE_SECONDS }),
    },
  });
  api.keepAliveTimeout = authL.keepAliveTimeout = 65_000;
  // Each subgraph by name, probed on its own /readyz (1 s timeout, answer kept 2 s so a busy
  // /readyz stays cheap). Not critical: with one subgraph down the gateway still answers every
  // field the others own (that subgraph's fields fail typed), so it stays ready and lists the
  // subgraph under `degraded`; the store and identity are critical, as every protected request needs them.
  for (const [name, url] of Object.entries(subgraphUrls(supergraphSdl, subgraphUrlOverrides(env)))) {
    readiness.add({
      name: `subgraph:${name}`,
      critical: false,
      check: httpProbe(new URL('/readyz', url).toString(), { timeoutMs: 1000, cacheMs: 2000 }),
    });
  }
  const apiOrigin = new URL(cfg.API_AUDIENCE).origin;
  const wsOptions = {
    schema: supergraph.schema,
    gate: createSubscriptionGate(
      edgeChain,
      audit,
      usage ? { aggregator: usage.aggregator, schema: () => supergraph.schema } : null,
    ),
    subgraphUrls: subgraphUrls(supergraphSdl, subgraphUrlOverrides(env)),
    revocation,
    log,
    trustedProxyHops: cfg.TRUSTED_PROXY_HOPS,
    allowedOrigins: cfg.WS_ALLOWED_ORIGINS ? cfg.WS_ALLOWED_ORIGINS.split(',').map((o) => o.trim()) : [apiOrigin],
    initTimeoutMs: cfg.WS_INIT_TIMEOUT_SECONDS * 1000,
    pingIntervalMs: cfg.WS_PING_SECONDS * 1000,
    pongTimeoutMs: cfg.WS_PONG_TIMEOUT_SECONDS * 1000,
    revalidateMs: cfg.WS_REVALIDATE_SECONDS * 1000,
    maxPayloadBytes: cfg.WS_MAX_PAYLOAD_BYTES,
  };
  const websockets = attachWebSockets(api, wsOptions);

  // Hot reload: a new supergraph.graphql is built aside, checked, then switched to in one step.
  const retired: { stop(): Promise<void> }[] = [];
  const reloader = new SupergraphReloader({
    path: cfg.SUPERGRAPH_PATH,
    intervalMs: cfg.SUPERGRAPH_RELOAD_INTERVAL_MS,
    log,
    initialSdl: supergraphSdl,
    ...(registrySource
      ? {
          fetch: () => registrySource.fetch(),
          onApplied: (sdl: string) => registrySource.applied(sdl),
          onRefused: (why: string) => registrySource.refused(why),
        }
      : {}),
    async prepare(sdl) {
      // First the checks that refuse a supergraph the gateway must not serve, then the executor.
      const requirements = scopeRequirementsFromSupergraph(sdl);
      const owners = subscriptionOwners(sdl);
      const urls = subgraphUrls(sdl, subgraphUrlOverrides(env));
      const loaded = await loadSupergraph({ ...fetching, sdl });
      return { requirements, owners, urls, loaded, documents: documentsFor(loaded.schema) };
    },
    activate(next) {
      const old = { stop: supergraph.stop };
      supergraph.schema = next.loaded.schema;
      supergraph.executor = next.loaded.executor;
      supergraph.stop = next.loaded.stop;
      chain.schema = next.loaded.schema;
      chain.documents = next.documents;
      chain.subscriptionOwners = next.owners;
      authorizer.setRequirements(next.requirements);
      wsOptions.schema = next.loaded.schema;
      Object.assign(wsOptions.subgraphUrls, next.urls);
      // Requests already executing hold the old executor: it is stopped after they are done.
      retired.push(old);
      setTimeout(() => void old.stop().catch(() => {}), 60_000).unref();
    },
  });
  const metricsL = createMetricsServer(metrics.service);
  reloader.start();
  usage?.start();
  const apiPort = await listen(api, cfg.GATEWAY_API_PORT, cfg.HOST);
  let authPort: number;
  let metricsPort: number;
  try {
    authPort = await listen(authL, cfg.GATEWAY_AUTH_PORT, cfg.HOST);
    metricsPort = await listen(metricsL, cfg.GATEWAY_METRICS_PORT, cfg.HOST);
  } catch (e) {
    api.close();
    authL.close();
    throw e;
  }
  log.info({ apiPort, authPort, metricsPort }, 'gateway listening');

  // Graceful: stop accepting, let in-flight requests finish, then send the last activity records.
  // close() waits for every connection to end; a kept-alive connection goes idle only after its
  // in-flight request is answered, so keep closing idle ones until the server reports closed.
  const close = (s: typeof api) =>
    new Promise<void>((r) => {
      const sweep = setInterval(() => s.closeIdleConnections(), 50);
      s.close(() => {
        clearInterval(sweep);
        r();
      });
      s.closeIdleConnections();
    });
  return {
    apiPort,
    authPort,
    metricsPort,
    audit,
    auth,
    denials,
    async stop() {
      reloader.stop();
      trusted?.source.stop();
      await websockets.close();
      await Promise.all([close(api), close(authL), close(metricsL)]);
      await audit.stop();
      await usage?.stop();
      await denials.drain();
      jwks.stop();
      identity.close();
      activityIngest?.close();
      await unsubscribePlans().catch(() => {});
      await Promise.allSettled([supergraph.stop(), ...retired.map((r) => r.stop()), store.close()]);
    },
  };
}
