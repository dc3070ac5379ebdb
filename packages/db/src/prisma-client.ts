/**
 * The Prisma client factory. Only repositories receive the client; services get repositories.
 * The Rust-free Prisma 7 client talks to PostgreSQL through node-postgres (`@prisma/adapter-pg`),
 * so the same code serves a real PostgreSQL and the embedded PGlite socket server.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import { tracingEnabled } from '@svc/core';
import { PrismaClient } from './generated/prisma/client.ts';

export type { PrismaClient };
export { Prisma } from './generated/prisma/client.ts';

export interface PrismaOptions {
  url: string;
  /** Pool size for this process. Default 10. */
  poolMax?: number;
  /** How long to wait for a connection before failing the query, ms. Default 2000. */
  connectTimeoutMs?: number;
}

let prismaTracing = false;

export function createPrismaClient(opts: PrismaOptions): PrismaClient {
  // With tracing on (OTEL_*; runService starts it before any client exists), every query is a span.
  if (tracingEnabled() && !prismaTracing) {
    prismaTracing = true;
    new PrismaInstrumentation().enable();
  }
  const adapter = new PrismaPg({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

/** Readiness probe: one round trip. */
export async function pingDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRawUnsafe('SELECT 1');
}
