/**
 * Fuzzing the governance input surfaces (issue 14) at the service level: identity in-process with
 * its real HTTP and gRPC transports. The mailed-link form endpoint (/email/verify, GET and POST),
 * the domain parser behind RequestDomainVerification, and the organization, sign-up profile and
 * e-mail change RPCs get arbitrary text. Every answer is a typed refusal or a success (never a
 * 5xx or an untyped error), identity stays up, and nothing the refusals touched was stored.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fc, nastyString, percentEncode, runs } from './fuzz-kit.ts';
import { code, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { registrableOf } from '../../identity/src/services/domains/domain-verification-service.ts';

let id: IamIdentity;
let t: Tenant;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

beforeAll(async () => {
  id = await startIamIdentity({
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_TIMEOUT_MS: '200',
    DNS_SERVERS: '127.0.0.1:1',
    DNS_TIMEOUT_MS: '100',
  });
  t = await tenant(id, { role: 'ORG_ADMIN' });
});
afterAll(async () => {
  await id?.stop();
});

/** Codes a refusal of arbitrary input may carry: typed validation, or the unreachable mail/DNS on purpose. */
const TYPED = /^(SVC-VALID-40\d\d|SVC-AUTH-1013|SVC-SERVER-9001|no error)$/;

describe('governance input fuzzing', () => {
  it('registrableOf answers a registrable apex within the name, or SVC-VALID-4000, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(nastyString(300), fc.domain(), fc.webUrl()), (s) => {
        try {
          const { domain, apex } = registrableOf(s);
          expect(domain === apex || domain.endsWith(`.${apex}`)).toBe(true);
        } catch (e) {
          expect((e as { code?: string }).code).toBe('SVC-VALID-4000');
        }
      }),
      { numRuns: runs(2000), seed: SEED },
    );
  });

  it('/email/verify answers 200 or 400 for any token, by GET or POST, and verifies nobody', async () => {
    await fc.assert(
      fc.asyncProperty(nastyString(200), fc.boolean(), async (token, post) => {
        const r = post
          ? await fetch(`${id.httpUrl}/email/verify`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: `token=${percentEncode(token)}`,
            })
          : await fetch(`${id.httpUrl}/email/verify?token=${percentEncode(token)}`);
        expect([200, 400]).toContain(r.status);
        if (post) expect(r.status).toBe(400);
        const html = await r.text();
        // Whatever was sent is never reflected unless it is a well-formed token.
        if (!/^[A-Za-z0-9_-]{16,128}$/.test(token))
          expect(html).not.toContain(token.length > 3 ? token : '\u0000never');
      }),
      { numRuns: runs(150), seed: SEED },
    );
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });

  it('organization, profile, e-mail and domain RPCs refuse arbitrary text with typed codes and store nothing', async () => {
    const before = await id.prisma.organization.findUniqueOrThrow({ where: { id: t.orgId } });
    await fc.assert(
      fc.asyncProperty(nastyString(120), nastyString(40), async (a, b) => {
        const outcomes = await Promise.all([
          code(id.rpc.updateOrganization({ caller: t.admin, set_logo_url: true, logo_url: `${a}` })),
          code(id.rpc.updateSignupProfile({ caller: t.admin, set_use_case: true, use_case: a })),
          code(id.rpc.slugAvailability({ caller: t.admin, slug: a })),
          code(id.rpc.requestDomainVerification({ caller: t.admin, domain: a, method: b })),
          code(id.rpc.checkDomainVerification({ caller: t.admin, verification_id: a })),
          code(id.rpc.confirmEmailChange({ caller: t.admin, token: a })),
          code(id.rpc.transferOrgOwnership({ caller: t.admin, new_owner_id: a, step_up_token: b })),
          code(id.rpc.resendVerificationEmail({ email: a, client_address: b })),
        ]);
        for (const c of outcomes) expect(c).toMatch(TYPED);
      }),
      { numRuns: runs(60), seed: SEED },
    );
    const after = await id.prisma.organization.findUniqueOrThrow({ where: { id: t.orgId } });
    // Only a logo that happened to be a valid https URL (or empty) may have been applied.
    expect({ ...after, logoUrl: null, updatedAt: null }).toEqual({ ...before, logoUrl: null, updatedAt: null });
    expect(await id.prisma.domainVerification.count({ where: { organizationId: t.orgId } })).toBe(0);
    expect(await id.prisma.ownershipTransfer.count({ where: { organizationId: t.orgId } })).toBe(0);
  });

  it('rejecting or revoking a content-bound enablement by any id is a typed refusal and changes nothing', async () => {
    const e = await id.rpc.requestContentBoundEnablement({
      caller: t.admin,
      dlp_profile_id: 'dlp-fuzz',
      dpa_reference: 'DPA-FUZZ',
      legal_signoff_ref: 'L-FUZZ',
      residency_region: 'eu',
      kms_key_ref: 'kms-fuzz',
    });
    await fc.assert(
      fc.asyncProperty(nastyString(300), fc.boolean(), async (enablementId, revoke) => {
        const call = revoke ? id.rpc.revokeContentBoundEnablement : id.rpc.rejectContentBoundEnablement;
        const c = await code(call.call(id.rpc, { caller: t.admin, enablement_id: enablementId }));
        expect(c).toMatch(/^SVC-(VALID-40\d\d|AUTH-1008)$/);
      }),
      { numRuns: runs(200), seed: SEED },
    );
    expect((await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } })).status).toBe(
      'PENDING',
    );
  });
});
