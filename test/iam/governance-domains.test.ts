/**
 * Domain verification (issue 14) against a real DNS server on loopback (dns2) reached through
 * node's dns.Resolver (DNS_SERVERS), and a real SMTP server for the EMAIL method. Every
 * transition of identity's table (PENDING → VERIFIED / FAILED / EXPIRED / REVOKED) and every
 * refusal; the challenge appears in the request's answer only.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { addUser, auditOf, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';
import { startTestDns, type TestDns } from '../helpers/dns.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';

let dns: TestDns;
let smtp: TestSmtp;
let id: IamIdentity;
let t: Tenant;
let u: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  dns = await startTestDns();
  smtp = await startTestSmtp();
  id = await startIamIdentity({
    DNS_SERVERS: dns.server,
    DNS_TIMEOUT_MS: '500',
    SMTP_URL: smtp.url,
    AUTH_ISSUER: 'https://auth.example.test',
  });
  t = await tenant(id, { role: 'ORG_ADMIN' });
  u = await tenant(id, { role: 'ORG_ADMIN' });
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
  await smtp?.stop();
  await dns?.stop();
});

const apex = () => `acme-${randomBytes(4).toString('hex')}.com`;
const asCaller = (c: { user_id: string; org_id: string; workspace_id: string }) => ({
  userId: c.user_id,
  orgId: c.org_id,
  workspaceId: c.workspace_id,
});
const NO_CHALLENGE = { dns_record_name: '', dns_record_value: '', role_email: '' };

describe('DNS_TXT', () => {
  it('issues the challenge on the registrable apex once; FAILED until published, then VERIFIED', async () => {
    const a = apex();
    const r = await id.rpc.requestDomainVerification({
      caller: t.admin,
      domain: ` App.EU.${a.toUpperCase()}. `,
      method: 'DNS_TXT',
    });
    expect(r).toMatchObject({
      domain: `app.eu.${a}`,
      registrable_domain: a,
      method: 'DNS_TXT',
      status: 'PENDING',
      dns_record_name: `_svc-challenge.${a}`,
      verified_at: '',
    });
    expect(r.dns_record_value).toMatch(/^svc-domain-verification=[A-Za-z0-9_-]{43}$/);
    expect(r.verification_id).toMatch(/^dv_/);
    const row = await id.prisma.domainVerification.findUniqueOrThrow({ where: { id: r.verification_id } });
    expect(row.challengeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(r.dns_record_value.split('=')[1]);

    const notYet = await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id });
    expect(notYet).toMatchObject({ status: 'FAILED', ...NO_CHALLENGE });
    // Another value at the name is not the challenge.
    dns.txt.set(`_svc-challenge.${a}`, [['v=spf1 -all'], ['svc-domain-verification=someone-else']]);
    expect((await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id })).status).toBe(
      'FAILED',
    );
    // Published (split into two character-strings, which make one value).
    const value = r.dns_record_value;
    dns.txt.set(`_svc-challenge.${a}`, [['v=spf1 -all'], [value.slice(0, 20), value.slice(20)]]);
    const done = await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id });
    expect(done).toMatchObject({ status: 'VERIFIED', ...NO_CHALLENGE });
    expect(done.verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Settled: a later check changes nothing even when the record is gone.
    dns.txt.delete(`_svc-challenge.${a}`);
    expect(await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id })).toEqual(done);
    const listed = (await id.rpc.listDomainVerifications({ caller: t.admin })).verifications.find(
      (v) => v.verification_id === r.verification_id,
    );
    expect(listed).toEqual(done);
    const actor = `user/${t.userId}`;
    expect(await auditOf(id.prisma, `domain-verification/${r.verification_id}`)).toEqual([
      {
        action: 'governance.domain.requested',
        actor,
        details: { method: 'DNS_TXT', registrableDomain: a, supersededClaims: 0 },
      },
      { action: 'governance.domain.failed', actor, details: { method: 'DNS_TXT', registrableDomain: a } },
      { action: 'governance.domain.failed', actor, details: { method: 'DNS_TXT', registrableDomain: a } },
      {
        action: 'governance.domain.verified',
        actor,
        details: { method: 'DNS_TXT', registrableDomain: a, revokedElsewhere: 0 },
      },
    ]);
  });

  it('a resolver failure is SVC-SERVER-9001 and leaves the claim as it was', async () => {
    const a = apex();
    const r = await id.rpc.requestDomainVerification({ caller: t.admin, domain: a, method: 'DNS_TXT' });
    dns.failing.add(`_svc-challenge.${a}`);
    expect(await code(id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id }))).toBe(
      'SVC-SERVER-9001',
    );
    expect((await id.prisma.domainVerification.findUniqueOrThrow({ where: { id: r.verification_id } })).status).toBe(
      'PENDING',
    );
    expect((await auditOf(id.prisma, `domain-verification/${r.verification_id}`)).map((e) => e.action)).toEqual([
      'governance.domain.requested',
    ]);
  });

  it('past its expiry a claim is EXPIRED and stays so even if the record appears', async () => {
    const a = apex();
    const r = await id.rpc.requestDomainVerification({ caller: t.admin, domain: a, method: 'DNS_TXT' });
    await id.prisma.domainVerification.update({
      where: { id: r.verification_id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await id.rpc.listDomainVerifications({ caller: t.admin })).verifications.find(
        (v) => v.verification_id === r.verification_id,
      )?.status,
    ).toBe('EXPIRED');
    dns.txt.set(`_svc-challenge.${a}`, [[r.dns_record_value]]);
    expect((await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id })).status).toBe(
      'EXPIRED',
    );
    expect((await id.prisma.domainVerification.findUniqueOrThrow({ where: { id: r.verification_id } })).status).toBe(
      'EXPIRED',
    );
    expect((await auditOf(id.prisma, `domain-verification/${r.verification_id}`)).map((e) => e.action)).toEqual([
      'governance.domain.requested',
      'governance.domain.expired',
    ]);
  });

  it('a new request for the same apex REVOKES the open one; another organization verifying it REVOKES a VERIFIED one', async () => {
    const a = apex();
    const first = await id.rpc.requestDomainVerification({ caller: t.admin, domain: a, method: 'DNS_TXT' });
    const second = await id.rpc.requestDomainVerification({ caller: t.admin, domain: `www.${a}`, method: 'DNS_TXT' });
    expect(
      (await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: first.verification_id })).status,
    ).toBe('REVOKED');
    dns.txt.set(`_svc-challenge.${a}`, [[first.dns_record_value]]);
    // The old challenge no longer proves anything; the new one does.
    expect(
      (await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: first.verification_id })).status,
    ).toBe('REVOKED');
    dns.txt.set(`_svc-challenge.${a}`, [[second.dns_record_value]]);
    expect(
      (await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: second.verification_id })).status,
    ).toBe('VERIFIED');
    // Organization u takes the domain over: t's verified claim is revoked.
    const theirs = await id.rpc.requestDomainVerification({ caller: u.admin, domain: a, method: 'DNS_TXT' });
    dns.txt.set(`_svc-challenge.${a}`, [[theirs.dns_record_value]]);
    expect(
      (await id.rpc.checkDomainVerification({ caller: u.admin, verification_id: theirs.verification_id })).status,
    ).toBe('VERIFIED');
    expect(
      (await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: second.verification_id })).status,
    ).toBe('REVOKED');
    expect((await auditOf(id.prisma, `domain-verification/${second.verification_id}`))[0].details).toMatchObject({
      supersededClaims: 1,
    });
    expect((await auditOf(id.prisma, `domain-verification/${theirs.verification_id}`)).at(-1)).toMatchObject({
      action: 'governance.domain.verified',
      details: { revokedElsewhere: 1 },
    });
  });
});

describe('EMAIL and SSO', () => {
  it('EMAIL mails a link to admin@<apex>; following it verifies the claim', async () => {
    const a = apex();
    const r = await id.rpc.requestDomainVerification({ caller: t.admin, domain: `mail.${a}`, method: 'EMAIL' });
    expect(r).toMatchObject({ status: 'PENDING', role_email: `admin@${a}`, dns_record_name: '', dns_record_value: '' });
    const mail = await smtp.waitFor(`admin@${a}`);
    const token = /\/email\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id })).toMatchObject(
      { status: 'PENDING', role_email: '' },
    );
    const res = await fetch(`${id.httpUrl}/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect(res.status).toBe(200);
    expect((await id.rpc.checkDomainVerification({ caller: t.admin, verification_id: r.verification_id })).status).toBe(
      'VERIFIED',
    );
    const again = await fetch(`${id.httpUrl}/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect(again.status).toBe(400);
    expect(
      (await auditOf(id.prisma, `domain-verification/${r.verification_id}`)).map((e) => [e.action, e.actor]),
    ).toEqual([
      ['governance.domain.requested', `user/${t.userId}`],
      ['governance.domain.verified', 'mailbox/admin'],
    ]);
  });

  it('SSO is FAILED without an active identity provider on the domain and VERIFIED with one', async () => {
    const ot = await tenant(id, { role: 'ORG_ADMIN' });
    const a = apex();
    const r = await id.rpc.requestDomainVerification({ caller: ot.admin, domain: a, method: 'SSO' });
    expect(r).toMatchObject({ status: 'PENDING', ...NO_CHALLENGE });
    expect(
      (await id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: r.verification_id })).status,
    ).toBe('FAILED');
    const sso = {
      organizationId: ot.orgId,
      entityId: `https://idp.${a}/meta`,
      certificatePem: 'x',
      certificateSha256: 'x',
      defaultRole: 'VIEWER',
      groupMappings: [],
      updatedBy: ot.userId,
    };
    await id.prisma.ssoConfig.create({ data: { ...sso, ssoUrl: `https://idp.elsewhere.test/sso`, status: 'ACTIVE' } });
    expect(
      (await id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: r.verification_id })).status,
    ).toBe('FAILED');
    await id.prisma.ssoConfig.update({
      where: { organizationId: ot.orgId },
      data: { ssoUrl: `https://idp.${a}/sso`, status: 'DRAFT' },
    });
    expect(
      (await id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: r.verification_id })).status,
    ).toBe('FAILED');
    await id.prisma.ssoConfig.update({ where: { organizationId: ot.orgId }, data: { status: 'ACTIVE' } });
    expect(
      (await id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: r.verification_id })).status,
    ).toBe('VERIFIED');
  });
});

describe('refusals', () => {
  it('bad input is SVC-VALID-4000 and stores nothing; others cannot see or check a claim', async () => {
    const ot = await tenant(id, { role: 'ORG_ADMIN' });
    for (const [domain, method] of [
      ['example.com', 'FTP'],
      ['1.2.3.4', 'DNS_TXT'],
      ['com', 'DNS_TXT'],
      ['exa mple.com', 'DNS_TXT'],
      ['', 'DNS_TXT'],
      ['ex_ample.com', 'EMAIL'],
      [`${'a'.repeat(250)}.com`, 'DNS_TXT'],
      ['bücher.de', 'DNS_TXT'],
    ]) {
      expect(
        await code(id.rpc.requestDomainVerification({ caller: ot.admin, domain, method })),
        `${domain} ${method}`,
      ).toBe('SVC-VALID-4000');
    }
    const dev = await addUser(id.prisma, ot, 'DEVELOPER');
    expect(await code(id.rpc.requestDomainVerification({ caller: dev, domain: apex(), method: 'DNS_TXT' }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await code(id.rpc.listDomainVerifications({ caller: dev }))).toBe('SVC-AUTH-1008');
    expect(await id.prisma.domainVerification.count({ where: { organizationId: ot.orgId } })).toBe(0);
    expect(await id.prisma.auditEvent.count({ where: { organizationId: ot.orgId } })).toBe(0);
    const r = await id.rpc.requestDomainVerification({ caller: t.admin, domain: apex(), method: 'DNS_TXT' });
    expect(await code(id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: r.verification_id }))).toBe(
      'SVC-VALID-4041',
    );
    expect(await code(id.rpc.checkDomainVerification({ caller: ot.admin, verification_id: 'dv_nope' }))).toBe(
      'SVC-VALID-4041',
    );
    expect((await id.rpc.listDomainVerifications({ caller: ot.admin })).verifications).toEqual([]);
  });
});

describe('through the iam subgraph', () => {
  it('requestDomainVerification answers the challenge; checkDomainVerification and domainVerifications never repeat it', async () => {
    const a = apex();
    const me = asCaller(t.admin);
    const fields =
      'verificationId domain registrableDomain method status dnsRecordName dnsRecordValue roleEmail expiresAt verifiedAt';
    const r = await postGraphql(
      sg.port,
      `mutation($d: String!) { requestDomainVerification(domain: $d, method: "DNS_TXT") { ${fields} } }`,
      { d: a },
      me,
    );
    expect(r.errors).toBeUndefined();
    const v = r.data?.requestDomainVerification as Record<string, string>;
    expect(v).toMatchObject({
      domain: a,
      registrableDomain: a,
      status: 'PENDING',
      dnsRecordName: `_svc-challenge.${a}`,
      roleEmail: null,
      verifiedAt: null,
    });
    dns.txt.set(`_svc-challenge.${a}`, [[v.dnsRecordValue]]);
    const c = await postGraphql(
      sg.port,
      `query($i: ID!) { checkDomainVerification(verificationId: $i) { ${fields} } }`,
      { i: v.verificationId },
      me,
    );
    expect(c.data?.checkDomainVerification).toMatchObject({
      status: 'VERIFIED',
      dnsRecordName: null,
      dnsRecordValue: null,
    });
    const l = await postGraphql(sg.port, `{ domainVerifications { ${fields} } }`, {}, me);
    const mine = ((l.data?.domainVerifications ?? []) as Record<string, unknown>[]).find(
      (x) => x.verificationId === v.verificationId,
    );
    expect(mine).toMatchObject({ status: 'VERIFIED', dnsRecordValue: null });
    const bad = await postGraphql(
      sg.port,
      'query { checkDomainVerification(verificationId: "nope") { status } }',
      {},
      me,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('SVC-VALID-4005');
  });
});

describe('EMAIL when the mail cannot be sent', () => {
  it('answers SVC-SERVER-9001 and stores no claim', async () => {
    const other = await startIamIdentity({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TIMEOUT_MS: '500' });
    try {
      const ot = await tenant(other, { role: 'ORG_ADMIN' });
      expect(
        await code(other.rpc.requestDomainVerification({ caller: ot.admin, domain: apex(), method: 'EMAIL' })),
      ).toBe('SVC-SERVER-9001');
      expect(await other.prisma.domainVerification.count({ where: { organizationId: ot.orgId } })).toBe(0);
    } finally {
      await other.stop();
    }
  });
});
