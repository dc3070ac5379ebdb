/**
 * Starts identity in-process on ephemeral ports against the run's database, with its own key
 * folder. Returns the handle, its URLs, identity's Prisma client, the tests' client over every
 * owner's models (`owners`) and the key provider.
 */
import { createLogger, SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { startIdentity, loadIdentityConfig, FileKeyProvider } from '@svc/identity';
import { databaseUrl, redisUrl, tempKeysDir } from './env.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { allOwnersPrisma } from './db.ts';

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
  const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  // Other owners' tables (billing, events), which tests seed and inspect beside identity's.
  const owners = allOwnersPrisma(databaseUrl());
  const keys = new FileKeyProvider({
    dir: keysDir,
    publishAheadSeconds: cfg.KEY_PUBLISH_AHEAD_SECONDS,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  return {
    handle,
    cfg,
    prisma,
    owners,
    keys,
    httpUrl: `http://127.0.0.1:${handle.httpPort}`,
    grpcTarget: `127.0.0.1:${handle.grpcPort}`,
    secretVerifier: (secret: string) => keys.hmac(`client-secret:${secret}`)!,
    async stop() {
      await Promise.all([prisma.$disconnect(), owners.$disconnect()]);
      await handle.stop();
    },
  };
}
