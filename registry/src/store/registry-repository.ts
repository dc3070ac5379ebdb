/**
 * The registry's tables (schema `registry`). A new supergraph version is committed with a
 * compare-and-set on the variant's current version under its row lock (SELECT … FOR UPDATE): the
 * caller composes with no transaction open (composition takes seconds of CPU; on the embedded
 * single-connection database an open transaction would stall the whole platform meanwhile) and
 * commits only if nobody committed since it read the variant, else composes again on top of the
 * newer version. So publishes to one variant are serialised at the commit and none is lost. The
 * version row, the owner row and the audit event are written in that one transaction.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@svc/core';
import type { Prisma, PrismaClient } from './prisma.ts';
import type { SubgraphSet } from '../compose/composition.ts';

export interface VersionRow {
  variant: string;
  version: number;
  supergraphSdl: string;
  sha256: string;
  subgraphs: SubgraphSet;
  action: string;
  subgraph: string | null;
  actorClientId: string;
  createdAt: Date;
}

export interface AuditEvent {
  action:
    | 'registry.subgraph.published'
    | 'registry.subgraph.deleted'
    | 'registry.supergraph.rolled_back'
    | 'registry.subgraph.owner_set'
    | 'registry.documents.published';
  organizationId: string;
  workspaceId: string;
  actorPrincipal: string;
  resourceOrn: string;
  details: Record<string, string | number | boolean | null>;
}

export interface NewVersion {
  supergraphSdl: string;
  sha256: string;
  subgraphs: SubgraphSet;
  action: 'publish' | 'rollback' | 'delete';
  subgraph: string | null;
  actorClientId: string;
  /** Owner rows to create when missing (a first publish), and to delete (a deleted subgraph). */
  claim?: { subgraph: string; clientId: string };
  release?: string;
  /** Subgraphs the actor must own at commit time (checked under the lock). */
  mustOwn: string[];
  audit: (version: number) => AuditEvent;
}

const toRow = (r: {
  variant: string;
  version: number;
  supergraphSdl: string;
  sha256: string;
  subgraphs: unknown;
  action: string;
  subgraph: string | null;
  actorClientId: string;
  createdAt: Date;
}): VersionRow => ({ ...r, subgraphs: r.subgraphs as SubgraphSet });

export class RegistryRepository {
  constructor(private prisma: PrismaClient) {}

  /** The current version of a variant, or null before its first publish. */
  async current(variant: string): Promise<VersionRow | null> {
    const v = await this.prisma.registryVariant.findUnique({ where: { name: variant } });
    if (!v || v.currentVersion === 0) return null;
    return this.version(variant, v.currentVersion);
  }

  async version(variant: string, version: number): Promise<VersionRow | null> {
    const r = await this.prisma.registrySupergraphVersion.findUnique({
      where: { variant_version: { variant, version } },
    });
    return r && toRow(r);
  }

  /** Newest first, without the SDL. */
  async history(variant: string, limit: number): Promise<Omit<VersionRow, 'supergraphSdl' | 'subgraphs'>[]> {
    return this.prisma.registrySupergraphVersion.findMany({
      where: { variant },
      orderBy: { version: 'desc' },
      take: limit,
      select: {
        variant: true,
        version: true,
        sha256: true,
        action: true,
        subgraph: true,
        actorClientId: true,
        createdAt: true,
      },
    });
  }

  async owner(variant: string, subgraph: string): Promise<string | null> {
    return (
      (await this.prisma.registrySubgraphOwner.findUnique({ where: { variant_subgraph: { variant, subgraph } } }))
        ?.ownerClientId ?? null
    );
  }

  async owners(variant: string): Promise<Map<string, string>> {
    const rows = await this.prisma.registrySubgraphOwner.findMany({ where: { variant } });
    return new Map(rows.map((r) => [r.subgraph, r.ownerClientId]));
  }

  /** Sets (or replaces) a subgraph's owner, with its audit event. */
  async setOwner(variant: string, subgraph: string, clientId: string, audit: AuditEvent): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.registrySubgraphOwner.upsert({
        where: { variant_subgraph: { variant, subgraph } },
        create: { variant, subgraph, ownerClientId: clientId },
        update: { ownerClientId: clientId },
      });
      await writeAudit(tx, audit);
    });
  }

  /**
   * Commits `next` as version `base + 1` if the variant is still at `base`; null when another
   * commit came first (the caller composes again). A subgraph in `mustOwn` owned by someone else
   * refuses the commit (SVC-REGISTRY-NOT-OWNER).
   */
  async commit(variant: string, base: number, next: NewVersion): Promise<number | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO "registry"."variants" ("name") VALUES (${variant}) ON CONFLICT DO NOTHING`;
      const [row] = await tx.$queryRaw<
        { current_version: number }[]
      >`SELECT "current_version" FROM "registry"."variants" WHERE "name" = ${variant} FOR UPDATE`;
      if (row.current_version !== base) return null;
      if (next.claim) {
        await tx.$executeRaw`INSERT INTO "registry"."subgraph_owners" ("variant", "subgraph", "owner_client_id") VALUES (${variant}, ${next.claim.subgraph}, ${next.claim.clientId}) ON CONFLICT DO NOTHING`;
      }
      if (next.mustOwn.length) {
        const owned = await tx.registrySubgraphOwner.findMany({ where: { variant, subgraph: { in: next.mustOwn } } });
        const other = owned.find((o) => o.ownerClientId !== next.actorClientId);
        if (other)
          throw new AppError(
            'SVC-REGISTRY-NOT-OWNER',
            `subgraph ${other.subgraph} of variant ${variant} is owned by another client`,
            { subgraph: other.subgraph },
          );
      }
      if (next.release) await tx.registrySubgraphOwner.deleteMany({ where: { variant, subgraph: next.release } });
      const version = base + 1;
      await tx.registrySupergraphVersion.create({
        data: {
          variant,
          version,
          supergraphSdl: next.supergraphSdl,
          sha256: next.sha256,
          subgraphs: next.subgraphs as unknown as Prisma.InputJsonValue,
          action: next.action,
          subgraph: next.subgraph,
          actorClientId: next.actorClientId,
        },
      });
      await tx.registryVariant.update({ where: { name: variant }, data: { currentVersion: version } });
      await writeAudit(tx, next.audit(version));
      return version;
    });
  }
}

/** Writes an audit event to registry.audit_outbox inside the transaction of the change it records. */
export async function writeAudit(tx: Prisma.TransactionClient, e: AuditEvent): Promise<void> {
  await tx.registryAuditOutbox.create({
    data: {
      id: `registry:${randomUUID()}`,
      organizationId: e.organizationId,
      workspaceId: e.workspaceId,
      action: e.action,
      actorPrincipal: e.actorPrincipal,
      resourceOrn: e.resourceOrn,
      details: e.details,
    },
  });
}
