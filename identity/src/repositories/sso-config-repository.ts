/** identity.sso_configs: one SAML SSO configuration per organization. */
import type { PrismaClient } from '@svc/db';

export interface SsoConfigWrite {
  organizationId: string; entityId: string; ssoUrl: string; certificatePem: string; certificateSha256: string;
  defaultRole: string; groupMappings: { idpGroup: string; role: string }[]; updatedBy: string;
}

export class SsoConfigRepository {
  constructor(private prisma: PrismaClient) {}

  byOrganization(organizationId: string) {
    return this.prisma.ssoConfig.findUnique({ where: { organizationId } });
  }

  /** Creates (status DRAFT) or replaces the organization's configuration; status and last login are kept. */
  upsert(w: SsoConfigWrite) {
    const { organizationId, ...data } = w;
    return this.prisma.ssoConfig.upsert({ where: { organizationId }, create: { organizationId, ...data }, update: data });
  }
}
