/**
 * The tests' Prisma client over every owner's models (prisma/clients.mjs): tests seed and inspect
 * a platform's database across owners as the database owner. Services never use it (ADR 013).
 */
import { createPrismaClient } from '@svc/db';
import { PrismaClient as AllOwnersClient } from '../generated/prisma/client.ts';

export { AllOwnersClient };
export type AllOwnersPrisma = AllOwnersClient;

export function allOwnersPrisma(url: string, poolMax = 2): AllOwnersClient {
  return createPrismaClient(AllOwnersClient, { url, poolMax });
}
