/**
 * SAML SSO configuration of the caller's organization (identity/README.md "SSO configuration").
 * The organization always comes from the caller; reading needs `svc:iam:sso:read`, saving
 * `svc:iam:sso:write`, both checked in the caller's workspace (ORG_ADMIN's `svc:iam:*` and
 * SUPER_ADMIN's `svc:*` grant them; WORKSPACE_ADMIN does not: SSO is organization-wide).
 * Only public verification material is stored (the IdP's X.509 signing certificate and its
 * SHA-256 fingerprint, entity id, HTTPS SSO URL); a PEM holding anything but one certificate
 * (a private key in particular) is refused. Every input is validated before anything is written.
 * A save appends `sso.config.updated` in its transaction, on the caller's workspace chain like the
 * other organization-wide settings (policies): details are the certificate's SHA-256 fingerprint,
 * the default role and the number of group mappings; never the entity id,
 * URL or group names (an IdP's group names can name people).
 */
import { X509Certificate, createHash } from 'node:crypto';
import { AppError } from '@svc/core';
import type { SsoConfigRepository } from '../repositories/sso-config-repository.ts';
import type { AccessGuard } from './access-guard.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import { invalidArgument, iso } from './admin-values.ts';

export const SSO_READ = 'svc:iam:sso:read';
export const SSO_WRITE = 'svc:iam:sso:write';
export const SSO_ROLES = ['ADMIN', 'DEVELOPER', 'VIEWER', 'BILLING'] as const;
export const MAX_GROUP_MAPPINGS = 100;

export interface SsoConfigInput {
  entityId: string;
  ssoUrl: string;
  certificatePem: string;
  defaultRole: string;
  groupMappings: { idpGroup: string; role: string }[];
}

type Row = NonNullable<Awaited<ReturnType<SsoConfigRepository['byOrganization']>>>;

export const ssoConfigView = (r: Row) => ({
  entity_id: r.entityId,
  sso_url: r.ssoUrl,
  certificate_pem: r.certificatePem,
  certificate_sha256: r.certificateSha256,
  default_role: r.defaultRole,
  group_mappings: (r.groupMappings as { idpGroup: string; role: string }[]).map((m) => ({
    idp_group: m.idpGroup,
    role: m.role,
  })),
  status: r.status,
  last_login_at: iso(r.lastLoginAt),
  updated_at: iso(r.updatedAt),
});

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function role(v: string, argument: string): string {
  if (!(SSO_ROLES as readonly string[]).includes(v))
    throw invalidArgument(argument, `${argument} must be one of ${SSO_ROLES.join(', ')}`);
  return v;
}

/** An absolute https URL without credentials or fragment, at most 2048 characters. */
export function httpsUrl(v: string, argument: string): string {
  const s = (v ?? '').trim();
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    throw invalidArgument(argument, `${argument} must be an absolute https URL`);
  }
  if (
    s.length > 2048 ||
    u.protocol !== 'https:' ||
    !u.hostname ||
    u.username ||
    u.password ||
    u.hash ||
    CONTROL.test(s)
  ) {
    throw invalidArgument(argument, `${argument} must be an https URL without credentials or fragment`);
  }
  return u.toString();
}

/** Exactly one PEM certificate, currently valid; anything else (a private key included) is refused. */
export function certificate(v: string, now = new Date()): { pem: string; sha256: string } {
  const s = (v ?? '').trim();
  const blocks = s.match(/-----BEGIN [A-Z0-9 ]+-----/g) ?? [];
  if (s.length > 16_384 || blocks.length !== 1 || blocks[0] !== '-----BEGIN CERTIFICATE-----') {
    throw invalidArgument('certificatePem', 'certificatePem must be exactly one PEM CERTIFICATE block (no keys)');
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(s);
  } catch {
    throw invalidArgument('certificatePem', 'certificatePem is not a valid X.509 certificate');
  }
  if (Date.parse(cert.validTo) <= now.getTime()) throw invalidArgument('certificatePem', 'certificatePem has expired');
  return { pem: cert.toString().trim(), sha256: createHash('sha256').update(cert.raw).digest('hex') };
}

export class SsoConfigService {
  constructor(
    private repo: SsoConfigRepository,
    private guard: AccessGuard,
  ) {}

  /** The permission in the caller's workspace, and that workspace in the caller's organization. */
  private async authorize(caller: Caller, permission: string) {
    const access = await this.guard.require(caller, permission);
    if (access.organizationId !== caller.orgId) throw new AppError('SVC-AUTH-1005');
  }

  /** The caller's organization's configuration, or null when none is set. */
  async get(caller: Caller) {
    await this.authorize(caller, SSO_READ);
    const r = await this.repo.byOrganization(caller.orgId);
    return r ? ssoConfigView(r) : null;
  }

  async save(caller: Caller, input: SsoConfigInput) {
    await this.authorize(caller, SSO_WRITE);
    const entityId = (input.entityId ?? '').trim();
    if (!entityId || entityId.length > 1024 || CONTROL.test(entityId))
      throw invalidArgument('entityId', 'entityId must be 1 to 1024 characters');
    const ssoUrl = httpsUrl(input.ssoUrl, 'ssoUrl');
    // An entity id that is a URL must be https too (URNs are fine).
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entityId)) httpsUrl(entityId, 'entityId');
    const cert = certificate(input.certificatePem);
    const defaultRole = role(input.defaultRole, 'defaultRole');
    const mappings = input.groupMappings ?? [];
    if (mappings.length > MAX_GROUP_MAPPINGS)
      throw invalidArgument('groupMappings', `at most ${MAX_GROUP_MAPPINGS} group mappings`);
    const seen = new Set<string>();
    const groupMappings = mappings.map((m, i) => {
      const idpGroup = (m.idpGroup ?? '').trim();
      if (!idpGroup || idpGroup.length > 256 || CONTROL.test(idpGroup))
        throw invalidArgument(`groupMappings[${i}].idpGroup`, 'idpGroup must be 1 to 256 characters');
      if (seen.has(idpGroup))
        throw invalidArgument(`groupMappings[${i}].idpGroup`, `idpGroup ${idpGroup} is mapped twice`);
      seen.add(idpGroup);
      return { idpGroup, role: role(m.role, `groupMappings[${i}].role`) };
    });
    const row = await this.repo.upsert(
      {
        organizationId: caller.orgId,
        entityId,
        ssoUrl,
        certificatePem: cert.pem,
        certificateSha256: cert.sha256,
        defaultRole,
        groupMappings,
        updatedBy: caller.userId,
      },
      callerAuditEvent(caller, 'sso.config.updated', `sso-config/${caller.orgId}`, {
        details: { certificateSha256: cert.sha256, defaultRole, groupMappings: groupMappings.length },
      }),
    );
    return ssoConfigView(row);
  }
}
