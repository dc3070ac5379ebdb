/** identity.sso_configs: one SAML SSO configuration per organization; a save appends its audit event in the same transaction. */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export interface SsoConfigWrite {
  organizationId: string;
  entityId: string;
  ssoUrl: string;
  certificatePem: string;
  certificateSha256: string;
  defaultRole: string;
  groupMappings: { idpGroup: string; role: string }[];
  updatedBy: string;
}

export class SsoConfigRepository {
  constructor(
    private prisma: PrismaClient,
    private audit: AuditTrail,
  ) {}

  byOrganization(organizationId: string) {
    return this.prisma.ssoConfig.findUnique({ where: { organizationId } });
  }

  /** Creates (status DRAFT) or replaces the organization's configuration; status and last login are kept. */
  upsert(w: SsoConfigWrite, updated: AuditEventInput) {
    const { organizationId, ...data } = w;
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.ssoConfig.upsert({
        where: { organizationId },
        create: { organizationId, ...data },
        update: data,
      });
      await this.audit.append(tx, updated);
      return row;
    });
  }
}
