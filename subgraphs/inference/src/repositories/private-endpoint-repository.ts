import type { PrismaClient } from '../db.ts';
/**
 * The workspace's ACTIVE OpenAI-compatible private endpoints, read from the agents subgraph's
 * table (events.private_endpoints, same database) on every inference call: the agents subgraph
 * owns the registry and its four-eyes lifecycle; inference only reads what is ACTIVE now, so an
 * endpoint retired (or not yet approved) is never routed to, with no cache to invalidate. One
 * indexed query ((workspace_id, status)) per call. This is the only place inference reads the
 * secret reference, and it passes it to the secret store only.
 */

export interface ActivePrivateEndpoint {
  id: string;
  displayName: string;
  baseUrl: string;
  authKind: string;
  authSecretRef: string | null;
  caCertFingerprint: string | null;
  modelIds: string[];
}

export class PrivateEndpointRepository {
  constructor(private readonly prisma: PrismaClient) {}

  activeFor(orgId: string, workspaceId: string): Promise<ActivePrivateEndpoint[]> {
    return this.prisma.privateEndpoint.findMany({
      where: { orgId, workspaceId, status: 'ACTIVE', protocol: 'OPENAI_COMPATIBLE' },
      select: { id: true, displayName: true, baseUrl: true, authKind: true, authSecretRef: true, caCertFingerprint: true, modelIds: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }
}
