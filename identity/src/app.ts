/**
 * Composition root: builds repositories, services and transports from config, and returns a
 * handle that stops everything. Nothing below this file reads process.env.
 */
import { createReadiness, createSharedStore, listen, SPEC_LIMITS, type Logger, type RunningService } from '@svc/core';
import { createPrismaClient, pingDatabase } from '@svc/db';
import { startGrpcServer, identityServiceDefinition } from '@svc/grpc';
import type { IdentityConfig } from './config.ts';
import { FileKeyProvider } from './keys/file-key-provider.ts';
import { TenantRepository } from './repositories/tenant-repository.ts';
import { ClientRepository } from './repositories/client-repository.ts';
import { ClientAuthenticator } from './services/client-authenticator.ts';
import { TokenService } from './services/token-service.ts';
import { clientCredentialsGrant } from './services/grants/client-credentials.ts';
import { createTokenEndpoint } from './http/token-endpoint.ts';
import { createIdentityHttpServer } from './http/server.ts';
import { discoveryDocument, jwks, JWKS_PATH } from './http/discovery.ts';
import { sendJson } from '@svc/core';
import { identityGrpcHandlers } from './grpc/identity-grpc.ts';

export interface IdentityHandle extends RunningService {
  httpPort: number;
  grpcPort: number;
}

export async function startIdentity(cfg: IdentityConfig, log: Logger): Promise<IdentityHandle> {
  const prisma = createPrismaClient({ url: cfg.DATABASE_URL, poolMax: cfg.DB_POOL_MAX });
  const store = await createSharedStore({ redisUrl: cfg.REDIS_URL, onError: (e) => log.warn({ err: e.message }, 'redis error') });
  const keys = new FileKeyProvider({
    dir: cfg.KEYS_DIR,
    publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });

  const readiness = createReadiness(log);
  readiness.add({ name: 'database', check: () => pingDatabase(prisma) });
  readiness.add({ name: 'store', check: () => store.ping() });

  const tenants = new TenantRepository(prisma);
  const clients = new ClientAuthenticator(new ClientRepository(prisma), keys, cfg.CLIENT_CACHE_TTL_MS);
  const tokens = new TokenService(keys, cfg.AUTH_ISSUER, cfg.API_AUDIENCE);
  const rolesOf = (userId: string, workspaceId: string) => tenants.rolesInWorkspace(userId, workspaceId);

  const grants = {
    client_credentials: clientCredentialsGrant({ clients, tokens, rolesOf }),
  };
  const discovery = discoveryDocument({ issuer: cfg.AUTH_ISSUER, authorizationCode: cfg.FEATURE_AUTHORIZATION_CODE, deviceCode: cfg.FEATURE_DEVICE_CODE });
  const http = createIdentityHttpServer({
    log,
    readiness,
    routes: {
      'POST /oauth/token': createTokenEndpoint({ grants, bodyLimit: cfg.TOKEN_BODY_LIMIT_BYTES, log }),
      'GET /.well-known/oauth-authorization-server': (_q, res) => sendJson(res, 200, discovery, { 'cache-control': 'public, max-age=300' }),
      'GET /.well-known/openid-configuration': (_q, res) => sendJson(res, 200, discovery, { 'cache-control': 'public, max-age=300' }),
      [`GET ${JWKS_PATH}`]: (_q, res) => sendJson(res, 200, jwks(keys), { 'cache-control': 'public, max-age=300' }),
    },
  });
  http.keepAliveTimeout = 65_000;

  const grpc = await startGrpcServer({
    host: cfg.HOST,
    port: cfg.IDENTITY_GRPC_PORT,
    services: [[identityServiceDefinition(), identityGrpcHandlers({ log, keys, tenants })]],
    healthStatus: { '': 'SERVING', 'identity.v1.IdentityService': 'SERVING' },
  });
  let httpPort: number;
  try {
    httpPort = await listen(http, cfg.IDENTITY_HTTP_PORT, cfg.HOST);
  } catch (e) {
    await grpc.stop();
    throw e;
  }
  log.info({ httpPort, grpcPort: grpc.port }, 'identity listening');

  return {
    httpPort,
    grpcPort: grpc.port,
    async stop() {
      await Promise.all([
        new Promise<void>((r) => {
          http.close(() => r());
          http.closeIdleConnections();
        }),
        grpc.stop(),
      ]);
      await Promise.allSettled([prisma.$disconnect(), store.close()]);
    },
  };
}
