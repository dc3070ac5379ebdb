/**
 * registry.documents and registry.document_clients. A publish claims the client name for the
 * publishing OAuth client (the first one to publish it), checks that claim under the row lock,
 * inserts the documents it does not hold yet (publishing never removes one) and writes the audit
 * event, in one transaction.
 */
import { AppError } from '@svc/core';
import type { PrismaClient } from '../store/prisma.ts';
import { writeAudit, type AuditEvent } from '../store/registry-repository.ts';
import type { VerifiedDocument } from './verify-operations.ts';

export interface DocumentRow {
  variant: string;
  clientName: string;
  id: string;
  operationName: string | null;
  operationType: string;
  body: string;
  coordinates: string[];
  clientVersion: string | null;
  publisherClientId: string;
  createdAt: Date;
}

export interface StoreDocuments {
  variant: string;
  clientName: string;
  clientVersion: string | null;
  publisherClientId: string;
  /** An organization admin may add to a client name another OAuth client publishes. */
  admin: boolean;
  documents: VerifiedDocument[];
  maxPerVariant: number;
  audit: (added: number) => AuditEvent;
}

export class DocumentRepository {
  constructor(private prisma: PrismaClient) {}

  /** Stores the documents not yet registered for the client; the number added. */
  async store(s: StoreDocuments): Promise<{ added: number; total: number }> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO "registry"."document_clients" ("variant", "client_name", "owner_client_id") VALUES (${s.variant}, ${s.clientName}, ${s.publisherClientId}) ON CONFLICT DO NOTHING`;
      const [owner] = await tx.$queryRaw<
        { owner_client_id: string }[]
      >`SELECT "owner_client_id" FROM "registry"."document_clients" WHERE "variant" = ${s.variant} AND "client_name" = ${s.clientName} FOR UPDATE`;
      if (owner.owner_client_id !== s.publisherClientId && !s.admin)
        throw new AppError(
          'SVC-REGISTRY-CLIENT-NOT-OWNER',
          `the trusted documents of client ${s.clientName} in variant ${s.variant} are published by another OAuth client`,
          { client: s.clientName },
        );
      const known = new Set(
        (
          await tx.registryDocument.findMany({
            where: { variant: s.variant, clientName: s.clientName, id: { in: s.documents.map((d) => d.id) } },
            select: { id: true },
          })
        ).map((r) => r.id),
      );
      const fresh = s.documents.filter((d) => !known.has(d.id));
      if (fresh.length) {
        const count = await tx.registryDocument.count({ where: { variant: s.variant } });
        if (count + fresh.length > s.maxPerVariant)
          throw new AppError(
            'SVC-VALID-4000',
            `variant ${s.variant} may hold at most ${s.maxPerVariant} trusted documents (it holds ${count})`,
            { argument: 'manifest.operations' },
          );
        await tx.registryDocument.createMany({
          data: fresh.map((d) => ({
            variant: s.variant,
            clientName: s.clientName,
            id: d.id,
            operationName: d.operationName,
            operationType: d.operationType,
            body: d.body,
            coordinates: d.coordinates,
            clientVersion: s.clientVersion,
            publisherClientId: s.publisherClientId,
          })),
        });
      }
      const e = s.audit(fresh.length);
      await writeAudit(tx, e);
      const total = await tx.registryDocument.count({ where: { variant: s.variant, clientName: s.clientName } });
      return { added: fresh.length, total };
    });
  }

  /** A client's documents, without their bodies, oldest first. */
  list(variant: string, clientName: string, limit: number) {
    return this.prisma.registryDocument.findMany({
      where: { variant, clientName },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit,
      select: { id: true, operationName: true, operationType: true, clientVersion: true, createdAt: true },
    });
  }

  /** Those of `ids` a client holds. */
  byClient(variant: string, clientName: string, ids: string[]): Promise<DocumentRow[]> {
    return this.prisma.registryDocument.findMany({ where: { variant, clientName, id: { in: ids } } });
  }

  /** One document by id, with every client that registered it. */
  byId(variant: string, id: string): Promise<DocumentRow[]> {
    return this.prisma.registryDocument.findMany({ where: { variant, id }, orderBy: { clientName: 'asc' } });
  }

  /** What the gateway needs of every trusted document of a variant. */
  all(variant: string): Promise<{ clientName: string; id: string; body: string }[]> {
    return this.prisma.registryDocument.findMany({
      where: { variant },
      orderBy: [{ clientName: 'asc' }, { id: 'asc' }],
      select: { clientName: true, id: true, body: true },
    });
  }

  /** Changes whenever a document is added to the variant (documents are never removed or edited). */
  async revision(variant: string): Promise<string> {
    const [r] = await this.prisma.$queryRaw<{ n: bigint; last: Date | null }[]>`
      SELECT count(*) AS "n", max("created_at") AS "last" FROM "registry"."documents" WHERE "variant" = ${variant}`;
    return `${r.n}-${r.last?.getTime() ?? 0}`;
  }

  /** Registered documents of a variant whose coordinates include any of `coordinates`. */
  touching(variant: string, coordinates: string[]) {
    return this.prisma.registryDocument.findMany({
      where: { variant, coordinates: { hasSome: coordinates } },
      select: {
        clientName: true,
        id: true,
        operationName: true,
        clientVersion: true,
        coordinates: true,
        createdAt: true,
      },
      take: 10_000,
    });
  }
}
