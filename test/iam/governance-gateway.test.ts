/**
 * The governance operations end to end through the real platform (gateway, identity, subgraphs
 * as `npm start` runs them) with real SMTP and DNS servers on loopback: the anonymous
 * resendVerificationEmail (the edge forwards the client's address for the per-client limit), the
 * e-mail change, organization administration and domain verification with an ORG_ADMIN's token,
 * and least privilege (the seeded WORKSPACE_ADMIN client's token lacks svc:iam:organization:write).
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createPrismaClient } from '@svc/db';
import { createSharedStore, SPEC_LIMITS, type SharedStore } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { startPlatform, privateRedisUrl, clientToken, type Platform } from '../helpers/platform-harness.ts';
import { clientCredentialsToken } from '../helpers/oauth.ts';
import { databaseUrl } from '../helpers/env.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { startTestDns, type TestDns } from '../helpers/dns.ts';
import { BUILT_IN_ROLES } from '../../identity/src/services/roles.ts';
import { tokenHash } from '../../identity/src/services/email/email-service.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;
let smtp: TestSmtp;
let dns: TestDns;
let store: SharedStore | null = null;
let orgAdmin: TestTenant;
let token: string;
let keys: FileKeyProvider;

beforeAll(async () => {
  smtp = await startTestSmtp();
  dns = await startTestDns();
  const redis = await privateRedisUrl();
  p = await startPlatform({ SMTP_URL: smtp.url, DNS_SERVERS: dns.server, ...(redis ? { REDIS_URL: redis } : {}) });
  if (redis) store = await createSharedStore({ redisUrl: redis });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  orgAdmin = await createTestTenant(prisma, {
    secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
    role: 'ORG_ADMIN',
    scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
  });
  token = await clientCredentialsToken(p.auth, orgAdmin);
  // Starting every process of the platform takes minutes on a loaded two-core machine.
}, 420_000);
afterAll(async () => {
  await store?.close();
  await prisma?.$disconnect();
  await p?.stop();
  await smtp?.stop();
  await dns?.stop();
});

const gql = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
};
const bearer = () => ({ authorization: `Bearer ${token}` });

async function clientCredentials(clientId: string, clientSecret: string) {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  expect(r.status).toBe(200);
  return { authorization: `Bearer ${(await r.json()).access_token}` };
}

/** Another ORG_ADMIN of the org-admin tenant's workspace, with a confidential client of their own. */
async function secondAdmin() {
  const s = randomBytes(6).toString('hex');
  const userId = `usr_c${s}`;
  const clientSecret = randomBytes(32).toString('base64url');
  await prisma.user.create({
    data: {
      id: userId,
      organizationId: orgAdmin.orgId,
      primaryWorkspaceId: orgAdmin.workspaceId,
      email: `checker-${s}@test.local`,
      givenName: 'Check',
      familyName: 'Er',
    },
  });
  await prisma.membership.create({ data: { userId, workspaceId: orgAdmin.workspaceId, role: 'ORG_ADMIN' } });
  await prisma.oAuthClient.create({
    data: {
      id: `cli_c${s}`,
      organizationId: orgAdmin.orgId,
      workspaceId: orgAdmin.workspaceId,
      ownerUserId: userId,
      name: 'checker client',
      secretHash: keys.hmac(`client-secret:${clientSecret}`)!,
      confidential: true,
      status: 'ACTIVE',
      grantTypes: ['client_credentials'],
      scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
      redirectUris: ['http://127.0.0.1/cb'],
      allowRefresh: false,
    },
  });
  return { userId, headers: await clientCredentials(`cli_c${s}`, clientSecret) };
}

describe('governance through the gateway', () => {
  it('resendVerificationEmail is anonymous, mails the link, and is limited per client address the edge saw', async () => {
    const s = randomBytes(4).toString('hex');
    const email = `e2e-${s}@test.local`;
    await prisma.user.create({
      data: {
        id: `usr_e${s}`,
        organizationId: orgAdmin.orgId,
        primaryWorkspaceId: orgAdmin.workspaceId,
        email,
        givenName: 'E',
        familyName: s,
      },
    });
    const key = `resend-verification:client:127.0.0.1`;
    const before = Number((await store?.get(key)) ?? 0);
    // Anonymous operations take their argument inline (the edge admits no variables without a credential).
    const r = await gql(`mutation { resendVerificationEmail(email: "${email}") { success } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data?.resendVerificationEmail).toEqual({ success: true });
    const mail = await smtp.waitFor(email, { timeoutMs: 20_000 });
    const link = /(http\S+\/email\/verify\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1];
    // The link is on {auth_url}: the gateway proxies it to identity.
    const page = await fetch(link.replace(/^https?:\/\/[^/]+/, p.auth));
    expect(page.status).toBe(200);
    const verified = await fetch(`${p.auth}/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
    });
    expect(verified.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: `usr_e${s}` } })).emailVerified).toBe(true);
    if (store) expect(Number(await store.get(key))).toBe(before + 1);
    // A client cannot pass its own address on: the edge writes it.
    const spoofKey = `resend-verification:client:203.0.113.9`;
    const spoofBefore = await store?.get(spoofKey);
    await gql(
      'mutation { resendVerificationEmail(email: "x@test.local") { success } }',
      {},
      { 'svc-client-address': '203.0.113.9' },
    );
    if (store) expect(await store.get(spoofKey)).toBe(spoofBefore);
  });

  it('least privilege: the WORKSPACE_ADMIN client token cannot update the organization (SVC-AUTH-1010)', async () => {
    const ws = await clientToken(p);
    const r = await gql(
      'mutation { updateOrganization(input: { name: "Nope" }) { id } }',
      {},
      { authorization: `Bearer ${ws}` },
    );
    expect(r.errors?.[0].extensions?.code).toBe('SVC-AUTH-1010');
  });

  it('an ORG_ADMIN updates the organization, checks a slug, answers the sign-up profile and changes their e-mail', async () => {
    const u = await gql(
      'mutation { updateOrganization(input: { name: "E2E Org", description: "governed" }) { id name description } }',
      {},
      bearer(),
    );
    expect(u.errors).toBeUndefined();
    expect(u.data?.updateOrganization).toEqual({ id: orgAdmin.orgId, name: 'E2E Org', description: 'governed' });
    const slug = await gql('query($s: String!) { slugAvailability(slug: $s) { available } }', { s: 'admin' }, bearer());
    expect(slug.data?.slugAvailability).toEqual({ available: false });
    const prof = await gql(
      'mutation { updateSignupProfile(input: { companySize: SIZE_2_10 }) { companySize useCase } }',
      {},
      bearer(),
    );
    expect(prof.data?.updateSignupProfile).toEqual({ companySize: 'SIZE_2_10', useCase: null });

    const next = `moved-${randomBytes(4).toString('hex')}@test.local`;
    expect(
      (await gql('mutation($e: String!) { initiateEmailChange(newEmail: $e) { success } }', { e: next }, bearer())).data
        ?.initiateEmailChange,
    ).toEqual({ success: true });
    const t = /token=([A-Za-z0-9_-]+)/.exec((await smtp.waitFor(next, { timeoutMs: 20_000 })).text)![1];
    expect(await prisma.emailToken.findUnique({ where: { id: tokenHash(t) } })).not.toBeNull();
    const c = await gql('mutation($t: String!) { confirmEmailChange(token: $t) { success } }', { t }, bearer());
    expect(c.data?.confirmEmailChange).toEqual({ success: true });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: orgAdmin.userId } })).email).toBe(next);
    // An eligible target without a step-up token: the edge forwards X-Step-Up-Token only when sent.
    const transfer = await gql(
      `mutation { transferOrgOwnership(newOwnerId: "${orgAdmin.userId}") { status } }`,
      {},
      bearer(),
    );
    expect(transfer.errors?.[0].extensions?.code).toBe('SVC-AUTH-1013');
  });

  it('an ORG_ADMIN verifies a domain by DNS TXT; the poll never repeats the challenge', async () => {
    const apex = `e2e-${randomBytes(4).toString('hex')}.com`;
    const r = await gql(
      'mutation($d: String!) { requestDomainVerification(domain: $d, method: "DNS_TXT") { verificationId status dnsRecordName dnsRecordValue } }',
      { d: `www.${apex}` },
      bearer(),
    );
    expect(r.errors).toBeUndefined();
    const v = r.data!.requestDomainVerification;
    expect(v).toMatchObject({ status: 'PENDING', dnsRecordName: `_svc-challenge.${apex}` });
    dns.txt.set(`_svc-challenge.${apex}`, [[v.dnsRecordValue]]);
    const c = await gql(
      'query($i: ID!) { checkDomainVerification(verificationId: $i) { status dnsRecordValue verifiedAt } }',
      { i: v.verificationId },
      bearer(),
    );
    expect(c.data?.checkDomainVerification).toMatchObject({ status: 'VERIFIED', dnsRecordValue: null });
    const events = await prisma.auditEvent.findMany({
      where: { resourceOrn: `domain-verification/${v.verificationId}` },
      orderBy: { seq: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['governance.domain.requested', 'governance.domain.verified']);
  });

  it('content-bound enablement: the maker requests, the key reference is never answered, approving needs a step-up and another checker', async () => {
    const q = `mutation { requestContentBoundEnablement(input: {dlpProfileId: "dlp-1", dpaReference: "DPA-1", legalSignoffRef: "L-1", residencyRegion: "eu", kmsKeyRef: "kms-secret-ref"}) {
      enablementId status approverMaker approverChecker enabledAt residencyRegion } }`;
    const r = await gql(q, {}, bearer());
    expect(r.errors).toBeUndefined();
    const e = r.data!.requestContentBoundEnablement;
    expect(e).toMatchObject({
      status: 'PENDING',
      approverMaker: orgAdmin.userId,
      approverChecker: '',
      enabledAt: '0',
      residencyRegion: 'eu',
    });
    expect(JSON.stringify(r)).not.toContain('kms-secret-ref');
    const read = await gql('{ contentBoundEnablement { enablementId status } }', {}, bearer());
    expect(read.data?.contentBoundEnablement).toEqual({ enablementId: e.enablementId, status: 'PENDING' });
    // The maker is refused before any step-up is looked at.
    const self = await gql(
      `mutation { approveContentBoundEnablement(enablementId: "${e.enablementId}") { status } }`,
      {},
      bearer(),
    );
    expect(self.errors?.[0].extensions?.code).toBe('SVC-AUTH-1008');
  });

  it('content-bound enablement: another admin rejects a pending one without a step-up; the maker, unknown ids and another tenant are refused and change nothing', async () => {
    const requested = await gql(
      `mutation { requestContentBoundEnablement(input: {dlpProfileId: "dlp-2", dpaReference: "DPA-2", legalSignoffRef: "L-2", residencyRegion: "eu", kmsKeyRef: "kms-ref-2"}) { enablementId status } }`,
      {},
      bearer(),
    );
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestContentBoundEnablement.enablementId as string;
    const reject = (enablementId: string, headers: Record<string, string>) =>
      gql(
        'mutation ($id: String!) { rejectContentBoundEnablement(enablementId: $id) { enablementId status approverMaker approverChecker enabledAt } }',
        { id: enablementId },
        headers,
      );
    const stored = async () => (await prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id } })).status;

    // The maker may not decide their own request.
    expect((await reject(id, bearer())).errors?.[0].extensions?.code).toBe('SVC-AUTH-1008');
    // Another organization's admin does not see it; an unknown id is the same answer.
    const other = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      role: 'ORG_ADMIN',
      scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
    });
    const otherHeaders = await clientCredentials(other.clientId, other.clientSecret);
    expect((await reject(id, otherHeaders)).errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    expect((await reject('cbe_doesnotexist', bearer())).errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    expect((await reject('not-an-id', bearer())).errors?.[0].extensions?.code).toBe('SVC-VALID-4005');
    expect(await stored()).toBe('PENDING');

    const checker = await secondAdmin();
    const r = await reject(id, checker.headers);
    expect(r.errors).toBeUndefined();
    expect(r.data?.rejectContentBoundEnablement).toEqual({
      enablementId: id,
      status: 'REJECTED',
      approverMaker: orgAdmin.userId,
      approverChecker: checker.userId,
      enabledAt: '0',
    });
    expect(await stored()).toBe('REJECTED');
    const audit = await prisma.auditEvent.findMany({
      where: { resourceOrn: `content-bound-enablement/${id}` },
      orderBy: [{ occurredAt: 'asc' }, { seq: 'asc' }],
    });
    expect(audit.map((a) => [a.action, a.actorPrincipal])).toEqual([
      ['governance.content_bound.requested', `user/${orgAdmin.userId}`],
      ['governance.content_bound.rejected', `user/${checker.userId}`],
    ]);
    // Decided: neither a second rejection nor an approval; the maker may ask again.
    expect((await reject(id, checker.headers)).errors?.[0].extensions?.code).toBe('SVC-VALID-4000');
    const approve = await gql(
      `mutation { approveContentBoundEnablement(enablementId: "${id}") { status } }`,
      {},
      checker.headers,
    );
    expect(approve.errors?.[0].extensions?.code).toBe('SVC-VALID-4000');
    expect(await stored()).toBe('REJECTED');
    const again = await gql(
      `mutation { requestContentBoundEnablement(input: {dlpProfileId: "dlp-3", dpaReference: "DPA-3", legalSignoffRef: "L-3", residencyRegion: "eu", kmsKeyRef: "kms-ref-3"}) { enablementId status } }`,
      {},
      bearer(),
    );
    expect(again.data?.requestContentBoundEnablement.status).toBe('PENDING');
    expect(again.data?.requestContentBoundEnablement.enablementId).not.toBe(id);
  });

  it('content-bound enablement: an ACTIVE one is revoked by an admin, the maker too, without a step-up; a pending one, another tenant and unknown ids are refused and change nothing', async () => {
    const requested = await gql(
      `mutation { requestContentBoundEnablement(input: {dlpProfileId: "dlp-4", dpaReference: "DPA-4", legalSignoffRef: "L-4", residencyRegion: "eu", kmsKeyRef: "kms-ref-4"}) { enablementId status } }`,
      {},
      bearer(),
    );
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestContentBoundEnablement.enablementId as string;
    const revoke = (enablementId: string, headers: Record<string, string>) =>
      gql(
        'mutation ($id: String!) { revokeContentBoundEnablement(enablementId: $id) { enablementId status approverMaker approverChecker } }',
        { id: enablementId },
        headers,
      );
    const stored = async () => (await prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id } })).status;
    // Only an ACTIVE one can be revoked.
    expect((await revoke(id, bearer())).errors?.[0].extensions?.code).toBe('SVC-VALID-4000');
    expect(await stored()).toBe('PENDING');
    // Made ACTIVE in the database: approving (a step-up and another admin) is covered above and in the console's browser test.
    const checker = await secondAdmin();
    await prisma.contentBoundEnablement.update({
      where: { id },
      data: { status: 'ACTIVE', checkerUserId: checker.userId, enabledAt: new Date() },
    });
    const other = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      role: 'ORG_ADMIN',
      scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
    });
    const otherHeaders = await clientCredentials(other.clientId, other.clientSecret);
    expect((await revoke(id, otherHeaders)).errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    expect((await revoke('cbe_doesnotexist', bearer())).errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    expect((await revoke('not-an-id', bearer())).errors?.[0].extensions?.code).toBe('SVC-VALID-4005');
    expect(await stored()).toBe('ACTIVE');

    // The maker may turn it off: that takes a capability away.
    const r = await revoke(id, bearer());
    expect(r.errors).toBeUndefined();
    expect(r.data?.revokeContentBoundEnablement).toEqual({
      enablementId: id,
      status: 'REVOKED',
      approverMaker: orgAdmin.userId,
      approverChecker: checker.userId,
    });
    expect(await stored()).toBe('REVOKED');
    const audit = await prisma.auditEvent.findMany({
      where: { resourceOrn: `content-bound-enablement/${id}`, action: 'governance.content_bound.revoked' },
    });
    expect(audit.map((a) => a.actorPrincipal)).toEqual([`user/${orgAdmin.userId}`]);
    // Once: a second revocation is refused and appends nothing; a new request may follow.
    expect((await revoke(id, checker.headers)).errors?.[0].extensions?.code).toBe('SVC-VALID-4000');
    expect(
      await prisma.auditEvent.count({
        where: { resourceOrn: `content-bound-enablement/${id}`, action: 'governance.content_bound.revoked' },
      }),
    ).toBe(1);
    const again = await gql(
      `mutation { requestContentBoundEnablement(input: {dlpProfileId: "dlp-5", dpaReference: "DPA-5", legalSignoffRef: "L-5", residencyRegion: "eu", kmsKeyRef: "kms-ref-5"}) { enablementId status } }`,
      {},
      bearer(),
    );
    expect(again.data?.requestContentBoundEnablement.status).toBe('PENDING');
  });

  it("virtualKeys lists the caller's own keys with their state and never an alias; another tenant sees none of them", async () => {
    const notAfter = new Date(Date.now() + 86_400_000).toISOString();
    const issued = await gql(
      'mutation ($n: String!) { issueVirtualKey(input: {scope: TEST, notAfter: $n, allowedModels: ["gpt-x"]}) { vkid alias aliasHint } }',
      { n: notAfter },
      bearer(),
    );
    expect(issued.errors).toBeUndefined();
    const { vkid, alias, aliasHint } = issued.data!.issueVirtualKey;
    const second = await gql(
      'mutation ($n: String!) { issueVirtualKey(input: {scope: SANDBOX, notAfter: $n}) { vkid alias } }',
      { n: notAfter },
      bearer(),
    );
    const revoked = await gql(
      `mutation { revokeVirtualKey(vkid: "${second.data!.issueVirtualKey.vkid}") { revokedAt } }`,
      {},
      bearer(),
    );
    expect(revoked.errors).toBeUndefined();
    const list = await gql(
      '{ virtualKeys { vkid scope aliasHint allowedModels grantSerial status notAfter createdAt revokedAt } }',
      {},
      bearer(),
    );
    expect(list.errors).toBeUndefined();
    const rows = list.data!.virtualKeys as Record<string, unknown>[];
    expect(rows.slice(0, 2).map((k) => k.vkid)).toEqual([second.data!.issueVirtualKey.vkid, vkid]);
    expect(rows[1]).toMatchObject({
      vkid,
      scope: 'TEST',
      aliasHint,
      allowedModels: ['gpt-x'],
      grantSerial: '1',
      status: 'ACTIVE',
      revokedAt: null,
    });
    expect(new Date(rows[1].notAfter as string).getTime()).toBe(new Date(notAfter).getTime());
    expect(rows[0]).toMatchObject({ scope: 'SANDBOX', status: 'REVOKED', allowedModels: [] });
    expect(rows[0].revokedAt).toBe(new Date(revoked.data!.revokeVirtualKey.revokedAt).toISOString());
    // The aliases were shown once, at issue; the list carries neither of them.
    expect(JSON.stringify(list)).not.toContain(alias.split('.')[1]);
    expect(JSON.stringify(list)).not.toContain(second.data!.issueVirtualKey.alias.split('.')[1]);

    const other = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      role: 'ORG_ADMIN',
      scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
    });
    const theirs = await gql(
      '{ virtualKeys { vkid } }',
      {},
      await clientCredentials(other.clientId, other.clientSecret),
    );
    expect(theirs.data?.virtualKeys).toEqual([]);
    // Without a credential the gateway refuses before any subgraph is asked.
    const anonymous = await gql('{ virtualKeys { vkid } }');
    expect(anonymous.data?.virtualKeys).toBeUndefined();
    expect(anonymous.errors?.[0].extensions?.code).toMatch(/^SVC-AUTH-/);
  });
});
