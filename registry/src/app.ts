/** Wires the registry: its database, identity's JWKS and audit ingest, the HTTP API, readiness. */
import { createServer } from 'node:http';
import { createReadiness, listen, type Logger, type RunningService } from '@svc/core';
import { AuditRelay, createAuditIngestClient } from '@svc/grpc';
import type { RegistryConfig } from './config.ts';
import { createRegistryPrisma } from './store/prisma.ts';
import { RegistryRepository } from './store/registry-repository.ts';
import { RegistryService } from './registry-service.ts';
import { TokenVerifier } from './auth/token-verifier.ts';
import { AuditOutboxRepository } from './store/audit-outbox-repository.ts';
import { createRouter } from './http/routes.ts';
import { OperationUsageStore } from './usage/operation-usage-store.ts';
import { DocumentRepository } from './documents/document-repository.ts';
import { DocumentService } from './documents/document-service.ts';
import { DocumentUsageSource } from './documents/document-usage.ts';

export interface RegistryHandle extends RunningService {
  port: number;
}

export async function startRegistry(cfg: RegistryConfig, log: Logger): Promise<RegistryHandle> {
  const prisma = createRegistryPrisma(cfg.DATABASE_URL);
  const usage = new OperationUsageStore(prisma);
  const repository = new RegistryRepository(prisma);
  const documentRepository = new DocumentRepository(prisma);
  const documents = new DocumentService(documentRepository, repository, {
    maxOperations: cfg.REGISTRY_MAX_MANIFEST_OPERATIONS,
    maxDocumentBytes: cfg.REGISTRY_MAX_DOCUMENT_BYTES,
    maxPerVariant: cfg.REGISTRY_MAX_DOCUMENTS_PER_VARIANT,
  });
  // Recorded operations and registered trusted documents are both uses a check looks up.
  const service = new RegistryService(
    repository,
    { retries: cfg.REGISTRY_PUBLISH_RETRIES, usageDays: cfg.REGISTRY_USAGE_DAYS },
    [usage, new DocumentUsageSource(documentRepository)],
  );
  const tokens = new TokenVerifier({
    jwksUrl: `${cfg.IDENTITY_HTTP_URL}/.well-known/jwks.json`,
    issuer: cfg.AUTH_ISSUER,
    audience: cfg.API_AUDIENCE,
    ttlMs: cfg.JWKS_CACHE_SECONDS * 1000,
    operatorOrgs: cfg.operatorOrgs,
    log,
  });
  const identity = createAuditIngestClient(cfg.IDENTITY_GRPC_TARGET, {
    service: 'registry',
    secret: cfg.REGISTRY_AUDIT_APPEND_SECRET,
  });
  const relay = new AuditRelay({
    outbox: new AuditOutboxRepository(prisma, { leaseMs: 15_000 }),
    identity,
    log,
    table: 'registry.audit_outbox',
    opts: {
      batchSize: cfg.AUDIT_RELAY_BATCH_SIZE,
      intervalMs: cfg.AUDIT_RELAY_INTERVAL_MS,
      retryBaseMs: cfg.AUDIT_RELAY_RETRY_BASE_MS,
      retryMaxMs: cfg.AUDIT_RELAY_RETRY_MAX_MS,
    },
  });
  const readiness = createReadiness(log);
  readiness.add({ name: 'database', check: async () => void (await prisma.$queryRawUnsafe('SELECT 1')) });
  const handle = createRouter({
    service,
    tokens,
    log,
    usage,
    usageDays: cfg.REGISTRY_USAGE_DAYS,
    maxSdlBytes: cfg.REGISTRY_MAX_SDL_BYTES,
    documents,
    maxManifestBytes: cfg.REGISTRY_MAX_MANIFEST_BYTES,
    ready: () => readiness.evaluate(),
  });
  const server = createServer({ requestTimeout: 60_000, headersTimeout: 10_000 }, (req, res) => {
    handle(req, res).catch((e: Error) => {
      log.error({ err: e.message }, 'registry handler escaped');
      res.destroy();
    });
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  const port = await listen(server, cfg.REGISTRY_PORT, cfg.HOST);
  relay.start();
  log.info({ port }, 'registry listening');
  let stopping: Promise<void> | null = null;
  return {
    port,
    stop: () =>
      (stopping ??= (async () => {
        await new Promise<void>((r) => {
          server.close(() => r());
          server.closeIdleConnections();
        });
        await relay.stop();
        identity.close();
        await prisma.$disconnect();
      })()),
  };
}
