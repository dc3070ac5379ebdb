/**
 * Composition root: builds repositories, services and transports from config, and returns a
 * handle that stops everything. Nothing below this file reads process.env.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  createReadiness,
  createServiceMetrics,
  createSharedStore,
  listen,
  renderHttp,
  sendJson,
  SPEC_LIMITS,
  type Logger,
  type RunningService,
  type SharedStore,
} from '@svc/core';
import { createPrismaClient, pingDatabase } from '@svc/db';
import {
  startGrpcServer,
  identityServiceDefinition,
  auditServiceDefinition,
  auditIngestServiceDefinition,
  complianceServiceDefinition,
  AUDIT_INGEST_SERVICE,
  createEventsClient,
  ServiceVerifier,
} from '@svc/grpc';
import { SubscribedTypes } from './audit/subscribed-types.ts';
import { WebhookRelay } from './audit/webhook-relay.ts';
import { WebhookRelayRepository } from './audit/webhook-relay-repository.ts';
import type { IdentityConfig } from './config.ts';
import { FileKeyProvider } from './keys/file-key-provider.ts';
import { startKeyReloader } from './keys/key-reloader.ts';
import { TenantRepository } from './repositories/tenant-repository.ts';
import { ClientRepository } from './repositories/client-repository.ts';
import { UserRepository } from './repositories/user-repository.ts';
import { SignInRecordRepository } from './repositories/sign-in-record-repository.ts';
import { RefreshTokenRepository } from './repositories/refresh-token-repository.ts';
import { createHotPathPool } from './repositories/hot-path-sql.ts';
import { RevocationRepository } from './repositories/revocation-repository.ts';
import { AuthorizationCodeRepository } from './repositories/authorization-code-repository.ts';
import { DeviceAuthorizationRepository } from './repositories/device-authorization-repository.ts';
import { ClientAuthenticator } from './services/client-authenticator.ts';
import { TokenService } from './services/token-service.ts';
import { PermissionService, ACCESS_CHANGED_CHANNEL } from './services/permission-service.ts';
import { RevocationService } from './services/revocation-service.ts';
import { AccessTokenVerifier } from './services/access-token-verifier.ts';
import { SessionIssuer } from './services/session-issuer.ts';
import { UserAuthenticator } from './services/user-authenticator.ts';
import { TokenIntrospection } from './services/token-introspection.ts';
import { EdgeDenialAudit } from './services/edge-denial-audit.ts';
import { AuthorizationCodeService } from './services/authorization-codes.ts';
import { DeviceAuthorizationService, DEVICE_CODE_GRANT } from './services/device-authorizations.ts';
import { clientCredentialsGrant } from './services/grants/client-credentials.ts';
import { passwordGrant } from './services/grants/password.ts';
import { refreshTokenGrant } from './services/grants/refresh-token.ts';
import { tokenExchangeGrant, TOKEN_EXCHANGE_GRANT } from './services/grants/token-exchange.ts';
import { authorizationCodeGrant } from './services/grants/authorization-code.ts';
import { deviceCodeGrant } from './services/grants/device-code.ts';
import type { GrantHandler } from './services/grants/grant.ts';
import { createTokenEndpoint } from './http/token-endpoint.ts';
import { TokenDenialAudit } from './services/token-denial-audit.ts';
import { AuditFloodGate } from './services/audit-flood-gate.ts';
import { createRevocationEndpoint, createLogoutEndpoint } from './http/revocation-endpoint.ts';
import { createIntrospectionEndpoint } from './http/introspection-endpoint.ts';
import { createAuthorizeEndpoint } from './http/authorize-endpoint.ts';
import { SignInFormGuard } from './http/sign-in-form-guard.ts';
import { createUserInfoEndpoint } from './http/userinfo-endpoint.ts';
import { IdTokenIssuer, UserInfoService } from './services/oidc.ts';
import { createDeviceAuthorizationEndpoint, createDeviceApprovalEndpoint } from './http/device-endpoints.ts';
import { createIdentityHttpServer, type Handler } from './http/server.ts';
import { discoveryDocument, jwks, JWKS_PATH } from './http/discovery.ts';
import { createScimRouter } from './scim/index.ts';
import { identityGrpcHandlers } from './grpc/identity-grpc.ts';
import { createEmailVerifyEndpoint, createEmailVerifyPage } from './http/email-verify-endpoint.ts';
import { startAdministration } from './administration.ts';
import { AuditRecorder, AuditTrail, auditWebhookRelayHook, FileAuditKeyProvider } from './audit/index.ts';
import { AuditEventRepository } from './audit/audit-event-repository.ts';
import { AuditExportService } from './audit/export/audit-export-service.ts';
import { objectStoreFromConfig } from './audit/export/object-store.ts';
import { EXPORT_PATH_PREFIX, loadUrlSigningKey } from './audit/export/presigned-url.ts';
import { createAuditExportDownload } from './audit/export/export-download-endpoint.ts';
import { ActivityIngest } from './audit/activity-ingest.ts';
import { ActivityRepository } from './audit/activity-repository.ts';
import { AuditQueryService } from './audit/audit-query-service.ts';
import { AuditReadRepository } from './audit/audit-read-repository.ts';
import { auditGrpcHandlers } from './grpc/audit-grpc.ts';
import { auditIngestGrpcHandlers } from './grpc/audit-ingest-grpc.ts';
import { ServiceEventAppender } from './audit/service-event-appender.ts';
import { ServiceAppendRepository } from './audit/service-append-repository.ts';
import { ocarConfigGrpcHandlers, ocarConfigServiceDefinition, OCAR_CONFIG_SERVICE } from './grpc/ocar-config-grpc.ts';
import { LitigationHoldService } from './audit/litigation-holds.ts';
import { LitigationHoldRepository } from './audit/litigation-hold-repository.ts';
import { startRetentionPurger } from './audit/retention-purge.ts';
import { DsarRepository } from './compliance/dsar-repository.ts';
import { DsarService } from './compliance/dsar-service.ts';
import { ErasureService } from './compliance/erasure-service.ts';
import { SubjectAccessBundleService } from './compliance/subject-access-bundle.ts';
import { complianceGrpcHandlers } from './grpc/compliance-grpc.ts';
import { PrismaClient } from './db.ts';

export interface IdentityHandle extends RunningService {
  httpPort: number;
  grpcPort: number;
  /** The shared store this instance publishes revocations to (tests and embedders observe it). */
  store: SharedStore;
}

export async function startIdentity(cfg: IdentityConfig, log: Logger): Promise<IdentityHandle> {
  const prisma = createPrismaClient(PrismaClient, { url: cfg.databaseUrl, poolMax: cfg.DB_POOL_MAX });
  const hotPathPool = cfg.DB_HOT_POOL_MAX > 0 ? createHotPathPool(cfg.databaseUrl, cfg.DB_HOT_POOL_MAX) : null;
  const store = await createSharedStore({
    redisUrl: cfg.REDIS_URL,
    onError: (e) => log.warn({ err: e.message }, 'redis error'),
  });
  const keys = new FileKeyProvider({
    dir: cfg.KEYS_DIR,
    publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const stopKeyReloader = startKeyReloader(keys, { intervalMs: cfg.KEY_RELOAD_INTERVAL_MS, log });

  const auditKeysDir = cfg.AUDIT_KEYS_DIR || cfg.KEYS_DIR;
  const auditKeys = new FileAuditKeyProvider(auditKeysDir);
  // Subscribed workspace audit actions are relayed to the events store's owner, the agents
  // subgraph, from a table written in the append's transaction (ADR 011).
  const eventsApi =
    cfg.EVENTS_GRPC_TARGET && cfg.IDENTITY_EVENTS_API_SECRET
      ? createEventsClient(
          cfg.EVENTS_GRPC_TARGET,
          { service: 'identity', secret: cfg.IDENTITY_EVENTS_API_SECRET },
          { deadlineMs: 5000 },
        )
      : null;
  const subscribedTypes = eventsApi
    ? new SubscribedTypes({ source: eventsApi, ttlMs: cfg.SUBSCRIBED_TYPES_CACHE_TTL_MS, log })
    : null;
  if (subscribedTypes) await subscribedTypes.listen(store);
  else log.warn('EVENTS_GRPC_TARGET or IDENTITY_EVENTS_API_SECRET is unset: audit events reach no webhook subscriber');
  const webhookHook = subscribedTypes ? auditWebhookRelayHook(subscribedTypes) : undefined;
  const webhookRelay = eventsApi
    ? new WebhookRelay({
        rows: new WebhookRelayRepository(prisma, { leaseMs: 15_000 }),
        events: eventsApi,
        log,
        opts: {
          batchSize: cfg.WEBHOOK_RELAY_BATCH,
          intervalMs: cfg.WEBHOOK_RELAY_INTERVAL_MS,
          retryBaseMs: 1000,
          retryMaxMs: cfg.WEBHOOK_RELAY_RETRY_MAX_MS,
        },
      })
    : null;
  const auditTrail = new AuditTrail({ keys: auditKeys, onAppend: webhookHook });
  const audit = new AuditRecorder(prisma, auditTrail, { pool: hotPathPool });
  const exportStore = await objectStoreFromConfig(cfg);
  const exportUrlKey = loadUrlSigningKey(auditKeysDir);
  const auditExports = new AuditExportService({
    events: new AuditEventRepository(prisma),
    keys: auditKeys,
    store: exportStore,
    recorder: audit,
    urlKey: exportUrlKey,
    baseUrl: cfg.API_AUDIENCE,
    urlTtlSeconds: cfg.AUDIT_EXPORT_URL_TTL_SECONDS,
  });
  const dsarRepo = new DsarRepository(prisma);
  const subjectAccess = new SubjectAccessBundleService({
    repo: dsarRepo,
    trail: auditTrail,
    recorder: audit,
    keys: auditKeys,
    store: exportStore,
    urlKey: exportUrlKey,
    baseUrl: cfg.API_AUDIENCE,
    urlTtlSeconds: cfg.AUDIT_EXPORT_URL_TTL_SECONDS,
  });

  const readiness = createReadiness(log);
  const metrics = createServiceMetrics('identity');
  readiness.add({ name: 'database', check: () => pingDatabase(prisma) });
  readiness.add({ name: 'store', check: () => store.ping() });

  // repositories
  const tenants = new TenantRepository(prisma);
  const refreshTokens = new RefreshTokenRepository(prisma, audit, hotPathPool);
  const authorizationCodes = new AuthorizationCodeRepository(prisma);
  const deviceAuthorizations = new DeviceAuthorizationRepository(prisma);

  // services
  const clients = new ClientAuthenticator(new ClientRepository(prisma), keys, cfg.CLIENT_CACHE_TTL_MS);
  const tokens = new TokenService(keys, cfg.AUTH_ISSUER, cfg.API_AUDIENCE);
  const permissions = new PermissionService(new UserRepository(prisma), cfg.PERMISSION_CACHE_TTL_MS);
  const unsubscribeAccess = await store.subscribe(ACCESS_CHANGED_CHANNEL, (m) => permissions.onAccessChanged(m));
  const revocations = new RevocationService(
    new RevocationRepository(prisma, auditTrail),
    refreshTokens,
    store,
    cfg.REVOCATION_TTL_SECONDS,
    log,
  );
  store.onConnected(() => {
    revocations.republish().then(
      (n) => log.info({ revocations: n }, 'revocation list published to the shared store'),
      (e) =>
        log.warn(
          { err: (e as Error).message },
          'revocation list not yet published; retrying on the next connect or start',
        ),
    );
  });
  const verifier = new AccessTokenVerifier(
    keys,
    cfg.AUTH_ISSUER,
    cfg.API_AUDIENCE,
    revocations,
    cfg.JWT_CLOCK_SKEW_SECONDS,
  );
  const sessions = new SessionIssuer(tokens, refreshTokens, cfg.ACCESS_TOKEN_TTL_SECONDS, audit);
  const erasure = new ErasureService({
    repo: dsarRepo,
    trail: auditTrail,
    recorder: audit,
    // The erased user's sessions end everywhere, and no replica keeps their cached roles. The
    // erasure has committed by now (its refresh tokens are revoked and its memberships gone in the
    // database), so a failure here is logged rather than reported as a failed erasure.
    afterErase: async (userId, families) => {
      try {
        permissions.invalidate(userId);
        for (const f of families) await revocations.revokeFamily(f, 'revoked');
        await store.publish(ACCESS_CHANGED_CHANNEL, JSON.stringify({ userId }));
      } catch (e) {
        log.warn(
          { err: (e as Error).message, families: families.length },
          'erasure committed; publishing its session revocations failed',
        );
      }
    },
  });
  const admin = await startAdministration({
    cfg,
    log,
    prisma,
    store,
    keys,
    audit: auditTrail,
    recorder: audit,
    tokens,
    permissions,
    revocations,
    sessions,
    signingKeys: auditKeys,
  });
  const users = new UserAuthenticator(
    new UserRepository(prisma),
    new SignInRecordRepository(
      prisma,
      auditTrail,
      new AuditFloodGate(store, {
        name: 'sign-in-refused',
        limit: cfg.SIGN_IN_REFUSAL_AUDIT_PER_SUBJECT,
        windowSeconds: cfg.DENIAL_AUDIT_WINDOW_SECONDS,
      }),
    ),
    { failures: cfg.LOGIN_LOCKOUT_FAILURES, lockSeconds: cfg.LOGIN_LOCKOUT_SECONDS },
  );
  const introspection = new TokenIntrospection(verifier, refreshTokens, revocations);
  const edgeDenials = new EdgeDenialAudit({
    verifier,
    revocations,
    recorder: audit,
    limits: {
      dedupeSeconds: cfg.EDGE_DENIAL_DEDUPE_SECONDS,
      perChainPerMinute: cfg.EDGE_DENIAL_AUDIT_PER_CHAIN_PER_MINUTE,
      perMinute: cfg.EDGE_DENIAL_AUDIT_PER_MINUTE,
    },
  });
  const tokenDenials = new TokenDenialAudit({
    clients,
    recorder: audit,
    log,
    perMinute: cfg.TOKEN_DENIAL_AUDIT_PER_MINUTE,
    maxInFlight: cfg.TOKEN_DENIAL_AUDIT_MAX_IN_FLIGHT,
    gate: new AuditFloodGate(store, {
      name: 'token-denied',
      limit: cfg.TOKEN_DENIAL_AUDIT_PER_CLIENT,
      windowSeconds: cfg.DENIAL_AUDIT_WINDOW_SECONDS,
    }),
  });
  const refreshTtlSeconds = cfg.REFRESH_TOKEN_TTL_SECONDS;

  // grants: a grant behind a disabled flag is absent, so it answers unsupported_grant_type
  const grants: Record<string, GrantHandler> = {
    client_credentials: clientCredentialsGrant({ clients, tokens, audit, permissions }),
    password: passwordGrant({ clients, users, permissions, sessions, refreshTtlSeconds }),
    refresh_token: refreshTokenGrant({ clients, refreshTokens, revocations, permissions, sessions, audit, log }),
    [TOKEN_EXCHANGE_GRANT]: tokenExchangeGrant({
      clients,
      verifier,
      permissions,
      tokens,
      maxTtlSeconds: cfg.TOKEN_EXCHANGE_TTL_SECONDS,
      impersonation: { tenants, impersonation: admin.impersonation },
    }),
  };
  const routes: Record<string, Handler> = {
    'POST /oauth/revoke': createRevocationEndpoint({
      clients,
      tokens: introspection,
      bodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    }),
    'POST /oauth/introspect': createIntrospectionEndpoint({
      clients,
      tokens: introspection,
      bodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    }),
    'POST /oauth/logout': createLogoutEndpoint({ tokens: introspection, log }),
    'GET /email/verify': createEmailVerifyPage(),
    'POST /email/verify': createEmailVerifyEndpoint({
      verifiers: [(t) => admin.email.verify(t), (t) => admin.domains.confirmMailedChallenge(t)],
      bodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    }),
  };
  if (cfg.FEATURE_AUTHORIZATION_CODE) {
    const codes = new AuthorizationCodeService(
      clients,
      authorizationCodes,
      permissions,
      cfg.AUTHORIZATION_CODE_TTL_SECONDS,
    );
    const userInfoService = new UserInfoService(new UserRepository(prisma));
    const idTokens = new IdTokenIssuer(keys, cfg.AUTH_ISSUER, cfg.ACCESS_TOKEN_TTL_SECONDS, userInfoService);
    grants.authorization_code = authorizationCodeGrant({
      clients,
      codes: authorizationCodes,
      permissions,
      sessions,
      revocations,
      refreshTtlSeconds,
      log,
      idTokens,
    });
    routes['GET /oauth/authorize'] = routes['POST /oauth/authorize'] = createAuthorizeEndpoint({
      codes,
      verifier,
      users,
      formGuard: new SignInFormGuard({
        hmac: (s) => keys.hmac(s),
        publicOrigin: new URL(cfg.AUTH_ISSUER).origin,
        ttlSeconds: cfg.SIGN_IN_FORM_TTL_SECONDS,
      }),
      issuer: cfg.AUTH_ISSUER,
      formBodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    });
    const userInfo = createUserInfoEndpoint({ verifier, userInfo: userInfoService, log });
    routes['GET /oauth/userinfo'] = routes['POST /oauth/userinfo'] = userInfo;
  }
  if (cfg.FEATURE_DEVICE_CODE) {
    const devices = new DeviceAuthorizationService(deviceAuthorizations, permissions, store, {
      ttlSeconds: cfg.DEVICE_CODE_TTL_SECONDS,
      intervalSeconds: cfg.DEVICE_POLL_INTERVAL_SECONDS,
      verificationUri: `${cfg.AUTH_ISSUER}/oauth/device`,
    });
    grants[DEVICE_CODE_GRANT] = deviceCodeGrant({
      clients,
      repo: deviceAuthorizations,
      devices,
      permissions,
      sessions,
      revocations,
      refreshTtlSeconds,
      log,
    });
    routes['POST /oauth/device_authorization'] = createDeviceAuthorizationEndpoint({
      clients,
      devices,
      bodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    });
    routes['POST /oauth/device'] = createDeviceApprovalEndpoint({
      clients,
      devices,
      verifier,
      bodyLimit: cfg.FORM_BODY_LIMIT_BYTES,
      log,
    });
  }

  const scim = createScimRouter({
    prisma,
    audit: auditTrail,
    verifier,
    permissions,
    store,
    log,
    apiBaseUrl: cfg.API_AUDIENCE,
  });
  // Presigned export and bundle downloads: the gateway proxies {base_url}/audit/exports/… here.
  const exportDownload = createAuditExportDownload({ store: exportStore, urlKey: exportUrlKey });
  const fallback = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://identity');
    if (!url.pathname.startsWith(EXPORT_PATH_PREFIX)) return scim(req, res, requestId);
    await exportDownload(req, res, url).catch((e) => {
      if (!(e instanceof AppError)) log.error({ err: e, requestId }, 'export download failed');
      const r = renderHttp(e, { requestId });
      sendJson(res, r.status, r.body);
    });
    return true;
  };

  const discovery = discoveryDocument({
    issuer: cfg.AUTH_ISSUER,
    authorizationCode: cfg.FEATURE_AUTHORIZATION_CODE,
    deviceCode: cfg.FEATURE_DEVICE_CODE,
  });
  const http = createIdentityHttpServer({
    log,
    readiness,
    metrics,
    fallback,
    routes: {
      'POST /oauth/token': createTokenEndpoint({
        grants,
        bodyLimit: cfg.TOKEN_BODY_LIMIT_BYTES,
        log,
        denials: tokenDenials,
      }),
      ...routes,
      'GET /.well-known/oauth-authorization-server': (_q, res) =>
        sendJson(res, 200, discovery, { 'cache-control': 'public, max-age=300' }),
      'GET /.well-known/openid-configuration': (_q, res) =>
        sendJson(res, 200, discovery, { 'cache-control': 'public, max-age=300' }),
      [`GET ${JWKS_PATH}`]: (_q, res) => sendJson(res, 200, jwks(keys), { 'cache-control': 'public, max-age=300' }),
    },
  });
  http.keepAliveTimeout = 65_000;

  const grpc = await startGrpcServer({
    host: cfg.HOST,
    port: cfg.IDENTITY_GRPC_PORT,
    services: [
      [
        identityServiceDefinition(),
        identityGrpcHandlers({ log, keys, tenants, verifier, revocations, permissions, admin, edgeDenials }),
      ],
      // The platform's own audit trail; the audit subgraph defaults to this target.
      [
        auditServiceDefinition(),
        auditGrpcHandlers(
          log,
          new AuditQueryService(new AuditReadRepository(prisma)),
          auditExports,
          new LitigationHoldService(new LitigationHoldRepository(prisma), auditTrail),
          subjectAccess,
        ),
      ],
      // Appends on behalf of other services (billing, agents) and the gateway's activity records, authenticated per service (ADR 007).
      [
        auditIngestServiceDefinition(),
        auditIngestGrpcHandlers(
          log,
          new ServiceVerifier(cfg.AUDIT_APPEND_SERVICES, 'SVC-AUDIT-APPEND-UNAUTHENTICATED'),
          new ServiceEventAppender({
            recorder: audit,
            repo: new ServiceAppendRepository(prisma),
            maxEvents: cfg.AUDIT_APPEND_MAX_EVENTS,
            maxDetailsBytes: cfg.AUDIT_APPEND_MAX_DETAILS_BYTES,
          }),
          new ActivityIngest({
            repo: new ActivityRepository(prisma, hotPathPool),
            maxRecords: cfg.AUDIT_APPEND_MAX_ACTIVITY,
          }),
        ),
      ],
      // Data-subject requests and the control-matrix gate; the compliance subgraph's records backend defaults to this target.
      [
        complianceServiceDefinition(),
        complianceGrpcHandlers(log, { dsars: new DsarService(dsarRepo, auditTrail), erasure, permissions }),
      ],
      // The OCAR trust configuration; the receipts subgraph defaults its OCAR_CONFIG target here.
      [ocarConfigServiceDefinition(), ocarConfigGrpcHandlers(log, admin.ocarTrustConfig)],
    ],
    healthStatus: {
      '': 'SERVING',
      'identity.v1.IdentityService': 'SERVING',
      'audit.v1.AuditService': 'SERVING',
      [AUDIT_INGEST_SERVICE]: 'SERVING',
      'compliance.v1.ComplianceService': 'SERVING',
      [OCAR_CONFIG_SERVICE]: 'SERVING',
    },
  });
  let httpPort: number;
  try {
    httpPort = await listen(http, cfg.IDENTITY_HTTP_PORT, cfg.HOST);
  } catch (e) {
    stopKeyReloader();
    await grpc.stop();
    throw e;
  }
  log.info({ httpPort, grpcPort: grpc.port }, 'identity listening');
  // Audit retention: one replica at a time (advisory lock); 0 turns the periodic run off.
  const stopPurger =
    cfg.AUDIT_RETENTION_PURGE_INTERVAL_SECONDS > 0
      ? startRetentionPurger({
          prisma,
          databaseUrl: cfg.databaseUrl,
          keys: auditKeys,
          retentionDays: cfg.AUDIT_RETENTION_DAYS,
          intervalMs: cfg.AUDIT_RETENTION_PURGE_INTERVAL_SECONDS * 1000,
          onAppend: webhookHook,
          log,
        })
      : async () => {};
  webhookRelay?.start();

  let stopped: Promise<void> | null = null;
  return {
    httpPort,
    grpcPort: grpc.port,
    store,
    stop() {
      stopped ??= (async () => {
        stopKeyReloader();
        await stopPurger();
        await webhookRelay?.stop();
        await Promise.all([
          new Promise<void>((r) => {
            http.close(() => r());
            http.closeIdleConnections();
          }),
          grpc.stop(),
        ]);
        // Refused token requests still being recorded (their answers were sent already).
        await tokenDenials.drain();
        await Promise.allSettled([
          unsubscribeAccess(),
          admin.stop(),
          subscribedTypes?.close(),
          prisma.$disconnect(),
          hotPathPool?.end(),
        ]);
        eventsApi?.close();
        await Promise.allSettled([store.close()]);
      })();
      return stopped;
    },
  };
}
