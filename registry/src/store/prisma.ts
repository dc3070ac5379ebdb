/** The registry's own Prisma client (registry/prisma/schema.prisma), over node-postgres like every service's. */
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type { PrismaClient };
export { Prisma } from '../generated/prisma/client.ts';

export function createRegistryPrisma(url: string, poolMax = 5): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString: url,
      max: poolMax,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
    }),
  });
}
