/**
 * Domain verification of the caller's organization (issue 14). Our design, since the
 * specification names the states only:
 *
 * | state            | trigger                                   | next       |
 * |------------------|-------------------------------------------|------------|
 * | —                | request (any method)                      | PENDING    |
 * | PENDING, FAILED  | check: challenge found (DNS_TXT), mailed link followed (EMAIL), active SSO on the domain (SSO) | VERIFIED |
 * | PENDING, FAILED  | check: definitive answer without the challenge, or no SSO on the domain | FAILED (checkable again until expiry) |
 * | PENDING, FAILED  | expiry passes (seen on the next check or listing) | EXPIRED |
 * | PENDING, FAILED  | a new request for the same registrable domain by the organization | REVOKED |
 * | VERIFIED         | another organization verifies the same registrable domain | REVOKED |
 *
 * The challenge lives on the registrable apex (public-suffix aware, tldts): `_svc-challenge.<apex>`
 * TXT `svc-domain-verification=<challenge>`, or a link mailed to `admin@<apex>`. Only its SHA-256
 * is stored, and it appears in the request's answer only: a check or a listing never repeats it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'tldts';
import { AppError, prefixedId, type Logger } from '@svc/core';
import type {
  DomainVerificationRepository,
  DomainVerificationRow,
} from '../../repositories/domain-verification-repository.ts';
import type { SsoConfigRepository } from '../../repositories/sso-config-repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { domainChallengeMail } from '../../mail/templates.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import { invalidArgument, iso } from '../admin-values.ts';
import type { TxtLookup } from './txt-resolver.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

export const DOMAIN_PERMISSIONS = { create: 'svc:iam:domain:create', read: 'svc:iam:domain:read' } as const;
export const DOMAIN_METHODS = ['DNS_TXT', 'EMAIL', 'SSO'] as const;
export const CHALLENGE_LABEL = '_svc-challenge';
export const CHALLENGE_PREFIX = 'svc-domain-verification=';
/** The role mailbox the EMAIL method writes to (RFC 2142 lists it for the domain's administration). */
export const ROLE_MAILBOX = 'admin';

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const hex = (s: string) => sha256(s).toString('hex');

/** The requested host name, lower-cased and without a trailing dot, and its registrable apex; SVC-VALID-4000 otherwise. */
export function registrableOf(domainArg: string): { domain: string; apex: string } {
  const domain = (domainArg ?? '').trim().toLowerCase().replace(/\.$/, '');
  const p = domain.length <= 253 && /^[a-z0-9.-]+$/.test(domain) ? parse(domain) : null;
  if (!p || p.isIp || !p.domain || !p.publicSuffix || p.hostname !== domain)
    throw invalidArgument('domain', 'domain must be a registrable DNS name (ASCII, punycode for IDNs)');
  return { domain, apex: p.domain };
}

export class DomainVerificationService {
  constructor(
    private d: {
      repo: DomainVerificationRepository;
      sso: SsoConfigRepository;
      guard: AccessGuard;
      mailer: Mailer;
      lookupTxt: TxtLookup;
      audit: GovernanceAudit;
      log: Logger;
      issuer: string;
      ttlSeconds: number;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.d.clock?.() ?? Date.now();
  }

  async request(caller: Caller, domainArg: string, method: string) {
    if (!(DOMAIN_METHODS as readonly string[]).includes(method))
      throw invalidArgument('method', 'method must be DNS_TXT, EMAIL or SSO');
    const { domain, apex } = registrableOf(domainArg);
    await this.d.guard.require(caller, DOMAIN_PERMISSIONS.create);
    const now = this.now();
    const challenge = randomBytes(32).toString('base64url');
    const value = `${CHALLENGE_PREFIX}${challenge}`;
    const roleEmail = method === 'EMAIL' ? `${ROLE_MAILBOX}@${apex}` : null;
    const expiresAt = new Date(now + this.d.ttlSeconds * 1000);
    // DNS_TXT proves control by publishing the value; EMAIL by following a link holding the
    // challenge; SSO needs no challenge (the hash of an unused random value keeps the column uniform).
    const id = prefixedId('dv');
    // Mailed before the claim is stored: a mail that cannot be sent leaves no claim behind.
    if (roleEmail)
      await this.d.mailer.send(
        domainChallengeMail(roleEmail, apex, `${this.d.issuer}/email/verify?token=${challenge}`, expiresAt),
      );
    const row = await this.d.repo.create(
      {
        id,
        organizationId: caller.orgId,
        domain,
        registrableDomain: apex,
        method,
        challengeHash: hex(method === 'DNS_TXT' ? value : challenge),
        roleEmail,
        requestedBy: caller.userId,
        expiresAt,
        now: new Date(now),
      },
      (revoked) =>
        this.d.audit.hook({
          action: 'governance.domain.requested',
          organizationId: caller.orgId,
          actorPrincipal: userPrincipal(caller.userId),
          resourceOrn: `domain-verification/${id}`,
          details: { method, registrableDomain: apex, supersededClaims: revoked },
        }),
    );
    this.d.log.info(
      { event: 'domain_verification.requested', id: row.id, orgId: caller.orgId, method, by: caller.userId },
      'domain verification requested',
    );
    return {
      ...view(row, now),
      ...(method === 'DNS_TXT' ? { dns_record_name: `${CHALLENGE_LABEL}.${apex}`, dns_record_value: value } : {}),
      ...(roleEmail ? { role_email: roleEmail } : {}),
    };
  }

  /** Settles a PENDING or FAILED claim where it can be settled now; never repeats the challenge. */
  async check(caller: Caller, id: string) {
    await this.d.guard.require(caller, DOMAIN_PERMISSIONS.read);
    let row = id ? await this.d.repo.byId(id) : null;
    if (!row || row.organizationId !== caller.orgId)
      throw new AppError('SVC-VALID-4041', 'domain verification not found');
    const now = this.now();
    if (row.status !== 'PENDING' && row.status !== 'FAILED') return view(row, now);
    if (row.expiresAt.getTime() <= now) {
      await this.d.repo.expire(
        row.id,
        new Date(now),
        this.step('governance.domain.expired', row, userPrincipal(caller.userId)),
      );
      return view((await this.d.repo.byId(row.id))!, now);
    }
    const outcome = await this.outcome(row);
    if (
      outcome &&
      (await this.d.repo.settle(row.id, outcome, new Date(now), (r, revokedElsewhere) =>
        this.step(
          outcome === 'VERIFIED' ? 'governance.domain.verified' : 'governance.domain.failed',
          r,
          userPrincipal(caller.userId),
          revokedElsewhere,
        ),
      ))
    ) {
      this.d.log.info(
        {
          event: 'domain_verification.checked',
          id: row.id,
          orgId: row.organizationId,
          status: outcome,
          by: caller.userId,
        },
        'domain verification checked',
      );
    }
    row = (await this.d.repo.byId(row.id))!;
    return view(row, now);
  }

  async list(caller: Caller) {
    await this.d.guard.require(caller, DOMAIN_PERMISSIONS.read);
    const now = this.now();
    return (await this.d.repo.ofOrganization(caller.orgId)).map((r) => view(r, now));
  }

  /**
   * The mailed EMAIL challenge link (identity's /email/verify): verifies the open claim it belongs
   * to; false for any token that is not one.
   */
  async confirmMailedChallenge(token: string): Promise<boolean> {
    const row = await this.d.repo.byChallengeHash(hex(token));
    if (!row || row.method !== 'EMAIL') return false;
    // The link's follower is whoever reads the role mailbox: recorded as the requester's claim being proven by mail.
    const ok = await this.d.repo.settle(row.id, 'VERIFIED', new Date(this.now()), (r, revokedElsewhere) =>
      this.step('governance.domain.verified', r, `mailbox/${ROLE_MAILBOX}`, revokedElsewhere),
    );
    if (ok)
      this.d.log.info(
        { event: 'domain_verification.checked', id: row.id, orgId: row.organizationId, status: 'VERIFIED' },
        'domain verified by mail',
      );
    return ok;
  }

  private step(
    action: 'governance.domain.verified' | 'governance.domain.failed' | 'governance.domain.expired',
    row: DomainVerificationRow,
    actorPrincipal: string,
    revokedElsewhere = 0,
  ) {
    return this.d.audit.hook({
      action,
      organizationId: row.organizationId,
      actorPrincipal,
      resourceOrn: `domain-verification/${row.id}`,
      details: {
        method: row.method,
        registrableDomain: row.registrableDomain,
        ...(action === 'governance.domain.verified' ? { revokedElsewhere } : {}),
      },
    });
  }

  /** VERIFIED or FAILED when the method can decide now; null when it waits for something else (EMAIL: the link). */
  private async outcome(row: DomainVerificationRow): Promise<'VERIFIED' | 'FAILED' | null> {
    if (row.method === 'DNS_TXT') {
      const expected = Buffer.from(row.challengeHash, 'hex');
      const values = await this.d.lookupTxt(`${CHALLENGE_LABEL}.${row.registrableDomain}`);
      return values.some((v) => timingSafeEqual(sha256(v), expected)) ? 'VERIFIED' : 'FAILED';
    }
    if (row.method === 'SSO') {
      // The organization's identity provider must be active and served from within the domain.
      const sso = await this.d.sso.byOrganization(row.organizationId);
      let host = '';
      try {
        host = sso ? new URL(sso.ssoUrl).hostname.toLowerCase() : '';
      } catch {
        host = '';
      }
      const within = host === row.registrableDomain || host.endsWith(`.${row.registrableDomain}`);
      return sso?.status === 'ACTIVE' && within ? 'VERIFIED' : 'FAILED';
    }
    return null;
  }
}

/** The stored claim as the API shows it: PENDING or FAILED past expiry reads EXPIRED; never the challenge. */
function view(r: DomainVerificationRow, now: number) {
  const open = r.status === 'PENDING' || r.status === 'FAILED';
  return {
    verification_id: r.id,
    domain: r.domain,
    registrable_domain: r.registrableDomain,
    method: r.method,
    status: open && r.expiresAt.getTime() <= now ? 'EXPIRED' : r.status,
    dns_record_name: '',
    dns_record_value: '',
    role_email: '',
    expires_at: iso(r.expiresAt),
    verified_at: iso(r.verifiedAt),
  };
}
