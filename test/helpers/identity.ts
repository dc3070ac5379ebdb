/**
 * Starts identity in-process on ephemeral ports against the run's database, with its own key
 * folder. Returns the handle, its URLs, a Prisma client and the key provider.
 */
import { createLogger, SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { startIdentity, loadIdentityConfig, FileKeyProvider } from '@svc/identity';
import { databaseUrl, redisUrl, tempKeysDir } from './env.ts';

export async function startTestIdentity(env: Record<string, string> = {}) {
  const keysDir = env.KEYS_DIR ?? tempKeysDir();
  const cfg = loadIdentityConfig({
    DATABASE_URL: databaseUrl(),
    ...(redisUrl() ? { REDIS_URL: redisUrl() } : {}),
    IDENTITY_HTTP_PORT: '0',
    IDENTITY_GRPC_PORT: '0',
    KEYS_DIR: keysDir,
    // Without SMTP_URL mail is written as .eml files: into the run's temporary folder, not .dev.
    MAIL_DIR: `${keysDir}/mail`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const handle = await startIdentity(cfg, createLogger('identity-test', { level: 'silent' }));
  const prisma = createPrismaClient({ url: databaseUrl(), poolMax: 4 });
  const keys = new FileKeyProvider({ dir: keysDir, publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS, maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds });
  return {
    handle,
    cfg,
    prisma,
    keys,
    httpUrl: `http://127.0.0.1:${handle.httpPort}`,
    grpcTarget: `127.0.0.1:${handle.grpcPort}`,
    secretVerifier: (secret: string) => keys.hmac(`client-secret:${secret}`)!,
    async stop() {
      await prisma.$disconnect();
      await handle.stop();
    },
  };
}
