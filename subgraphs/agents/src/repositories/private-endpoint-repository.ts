/** events.private_endpoints, always within one workspace (another workspace's id is not found). */
import type { AuditStep } from './subscription-repository.ts';
import type { PrismaClient } from '../db.ts';

/** A stored endpoint without its secret reference (input-only: never read back out of the store). */
export interface PrivateEndpointRow {
  id: string;
  orgId: string;
  workspaceId: string;
  displayName: string;
  baseUrl: string;
  kind: string;
  protocol: string;
  authKind: string;
  caCertFingerprint: string | null;
  modelIds: string[];
  networkBindingRef: string;
  residencyRegion: string;
  status: string;
  createdBy: string;
  approvedBy: string | null;
  lastPreflightAt: Date | null;
  lastPreflightResult: string | null;
  retiredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPrivateEndpoint = Omit<
  PrivateEndpointRow,
  'createdAt' | 'updatedAt' | 'approvedBy' | 'lastPreflightAt' | 'lastPreflightResult' | 'retiredAt'
> & { authSecretRef: string | null };

// Every read names its columns: auth_secret_ref is never selected.
const VIEW = {
  id: true,
  orgId: true,
  workspaceId: true,
  displayName: true,
  baseUrl: true,
  kind: true,
  protocol: true,
  authKind: true,
  caCertFingerprint: true,
  modelIds: true,
  networkBindingRef: true,
  residencyRegion: true,
  status: true,
  createdBy: true,
  approvedBy: true,
  lastPreflightAt: true,
  lastPreflightResult: true,
  retiredAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export class PrivateEndpointRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** What inference routes to (the events API's ListPrivateEndpoints): ACTIVE OpenAI-compatible ones, oldest first, with the secret reference. */
  active(orgId: string, workspaceId: string) {
    return this.prisma.privateEndpoint.findMany({
      where: { orgId, workspaceId, status: 'ACTIVE', protocol: 'OPENAI_COMPATIBLE' },
      select: {
        id: true,
        displayName: true,
        baseUrl: true,
        authKind: true,
        authSecretRef: true,
        caCertFingerprint: true,
        modelIds: true,
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  list(workspaceId: string): Promise<PrivateEndpointRow[]> {
    return this.prisma.privateEndpoint.findMany({
      where: { workspaceId },
      select: VIEW,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  find(workspaceId: string, id: string): Promise<PrivateEndpointRow | null> {
    return this.prisma.privateEndpoint.findFirst({ where: { workspaceId, id }, select: VIEW });
  }

  async create(row: NewPrivateEndpoint, audit?: AuditStep): Promise<PrivateEndpointRow> {
    const now = new Date();
    return this.prisma.$transaction(async (tx) => {
      const created = await tx.privateEndpoint.create({
        data: { ...row, createdAt: now, updatedAt: now },
        select: VIEW,
      });
      await audit?.(tx);
      return created;
    });
  }

  /**
   * Moves the endpoint from one of `from` to `data` atomically (a conditional update), with the
   * audit append in the same transaction. null: not in one of `from` (or not in the workspace).
   */
  async transition(
    workspaceId: string,
    id: string,
    from: string[],
    data: { status: string; approvedBy?: string; retiredAt?: Date },
    extraWhere: { createdBy?: { not: string } } = {},
    audit?: AuditStep,
  ): Promise<PrivateEndpointRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.privateEndpoint.updateMany({
        where: { workspaceId, id, status: { in: from }, ...extraWhere },
        data: { ...data, updatedAt: new Date() },
      });
      if (count !== 1) return null;
      await audit?.(tx);
      return tx.privateEndpoint.findFirst({ where: { workspaceId, id }, select: VIEW });
    });
  }

  /** The credential reference, for the secret store only (the one read of that column here). */
  async secretRef(workspaceId: string, id: string): Promise<string | null> {
    return (
      (await this.prisma.privateEndpoint.findFirst({ where: { workspaceId, id }, select: { authSecretRef: true } }))
        ?.authSecretRef ?? null
    );
  }

  async recordPreflight(workspaceId: string, id: string, result: string, at: Date, audit?: AuditStep): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.privateEndpoint.updateMany({
        where: { workspaceId, id },
        data: { lastPreflightAt: at, lastPreflightResult: result, updatedAt: at },
      });
      if (count === 1) await audit?.(tx);
    });
  }
}
