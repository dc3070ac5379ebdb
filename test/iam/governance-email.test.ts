/**
 * E-mail for real (issue 14): identity mails through SMTP to a real SMTP server on loopback
 * (smtp-server), and the tests read what arrived. Covers resendVerificationEmail (anonymous,
 * enumeration-neutral, limited per address and per client), the mailed verification link,
 * invitations (the acceptance link is mailed), and the e-mail change (confirm the new address,
 * notify the old one, cancel), each transition and each refusal, through gRPC and the iam subgraph.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { addUser, auditOf, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';

let smtp: TestSmtp;
let id: IamIdentity;
let t: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

const PER_ADDRESS = 3;
const PER_CLIENT = 6;

beforeAll(async () => {
  smtp = await startTestSmtp();
  id = await startIamIdentity({
    SMTP_URL: smtp.url,
    CONSOLE_URL: 'https://console.example.test',
    AUTH_ISSUER: 'https://auth.example.test',
    RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS),
    RESEND_VERIFICATION_PER_CLIENT_PER_HOUR: String(PER_CLIENT),
  });
  t = await tenant(id);
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
  await smtp?.stop();
});

const client = () => `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
const linkToken = (text: string, path: string) => {
  const m = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[1];
};
const asCaller = (c: { user_id: string; org_id: string; workspace_id: string }) => ({
  userId: c.user_id,
  orgId: c.org_id,
  workspaceId: c.workspace_id,
});
const verifyPost = (token: string) =>
  fetch(`${id.httpUrl}/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });

describe('resendVerificationEmail', () => {
  it('mails an unverified account a link; GET shows a form and changes nothing, POST verifies once', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    expect(
      await id.rpc.resendVerificationEmail({ email: `  ${u.email.toUpperCase()} `, client_address: client() }),
    ).toEqual({ success: true });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.from).toBe('no-reply@localhost');
    const token = linkToken(mail.text, 'https://auth.example.test/email/verify');
    // Only the token's SHA-256 is stored.
    const rows = await id.prisma.emailToken.findMany({ where: { userId: u.user_id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id).not.toContain(token);

    const page = await fetch(`${id.httpUrl}/email/verify?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.user_id } })).emailVerified).toBe(false);

    const ok = await verifyPost(token);
    expect(ok.status).toBe(200);
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.user_id } })).emailVerified).toBe(true);
    // Spent: the same token again, an unknown one and a malformed one are one uniform 400.
    for (const bad of [token, randomBytes(32).toString('base64url'), '<script>']) {
      const r = await verifyPost(bad);
      expect(r.status).toBe(400);
      expect(await r.text()).toContain('This link is not valid');
    }
    // Each step is one audit event in the same transaction as its change.
    expect((await auditOf(id.prisma, `user/${u.user_id}`)).map((e) => [e.action, e.actor])).toEqual([
      ['governance.email.verification_sent', 'system/identity'],
      ['governance.email.verified', `user/${u.user_id}`],
    ]);
  });

  it('answers the same for an unknown address and a verified one, and mails neither', async () => {
    const verified = await addUser(id.prisma, t, 'DEVELOPER');
    await id.prisma.user.update({ where: { id: verified.user_id }, data: { emailVerified: true } });
    const unknown = `nobody-${randomBytes(4).toString('hex')}@test.local`;
    const sentinel = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await id.rpc.resendVerificationEmail({ email: unknown, client_address: client() })).toEqual({
      success: true,
    });
    expect(await id.rpc.resendVerificationEmail({ email: verified.email, client_address: client() })).toEqual({
      success: true,
    });
    expect(await id.rpc.resendVerificationEmail({ email: 'not an address', client_address: client() })).toEqual({
      success: true,
    });
    // A message mailed after those two proves the transport was working when they were asked.
    expect(await id.rpc.resendVerificationEmail({ email: sentinel.email, client_address: client() })).toEqual({
      success: true,
    });
    await smtp.waitFor(sentinel.email);
    expect(smtp.to(unknown)).toEqual([]);
    expect(smtp.to(verified.email)).toEqual([]);
    expect(await id.prisma.emailToken.count({ where: { userId: verified.user_id } })).toBe(0);
  });

  it('limits per address (counted whether or not the address exists) and per client, with SVC-RATE-2001', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const unknown = `nobody-${randomBytes(4).toString('hex')}@test.local`;
    for (const email of [u.email, unknown]) {
      for (let i = 0; i < PER_ADDRESS; i++)
        expect((await id.rpc.resendVerificationEmail({ email, client_address: client() })).success).toBe(true);
      expect(await code(id.rpc.resendVerificationEmail({ email, client_address: client() }))).toBe('SVC-RATE-2001');
    }
    const c = client();
    for (let i = 0; i < PER_CLIENT; i++)
      expect(
        (
          await id.rpc.resendVerificationEmail({
            email: `x${i}-${randomBytes(3).toString('hex')}@test.local`,
            client_address: c,
          })
        ).success,
      ).toBe(true);
    expect(
      await code(
        id.rpc.resendVerificationEmail({ email: `y-${randomBytes(3).toString('hex')}@test.local`, client_address: c }),
      ),
    ).toBe('SVC-RATE-2001');
  });

  it('is served anonymously by the iam subgraph with the edge-forwarded client address', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const r = await postGraphql(
      sg.port,
      'mutation($e: String!) { resendVerificationEmail(email: $e) { success } }',
      { e: u.email },
      null,
      { 'svc-client-address': client() },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.resendVerificationEmail).toEqual({ success: true });
    await smtp.waitFor(u.email);
  });
});

describe('invitations are mailed', () => {
  it('mails the acceptance link to the invitee; the link accepts the invitation', async () => {
    const email = `invitee-${randomBytes(4).toString('hex')}@test.local`;
    const inv = await id.rpc.createInvitation({ caller: t.admin, email, role: 'DEVELOPER' });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toMatch(/^You are invited to /);
    const token = linkToken(mail.text, 'https://console.example.test/invitations/accept');
    expect(token).toBe(inv.accept_token);
    const invitee = await addUser(id.prisma, t, 'WORKSPACE_VIEWER', { email });
    const m = await id.rpc.acceptInvitation({ caller: invitee, token });
    expect(m.role).toBe('DEVELOPER');
  });
});

describe('email change', () => {
  it('initiate mails the new address a token and the old one a notice; confirm moves the address once', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const next = `next-${randomBytes(4).toString('hex')}@test.local`;
    expect(await id.rpc.initiateEmailChange({ caller: u, new_email: next })).toEqual({ success: true });
    const confirm = await smtp.waitFor(next);
    const notice = await smtp.waitFor(u.email, { match: (m) => m.subject === 'Your e-mail address is being changed' });
    expect(notice.text).toContain(`n***@test.local`);
    expect(notice.text).not.toContain(next);
    const token = linkToken(confirm.text, 'https://console.example.test/account/email/confirm');
    // The address is unchanged until confirmed.
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.user_id } })).email).toBe(u.email);
    // Another user cannot spend it.
    const other = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await code(id.rpc.confirmEmailChange({ caller: other, token }))).toBe('SVC-VALID-4041');
    expect(await id.rpc.confirmEmailChange({ caller: u, token })).toEqual({ success: true });
    const after = await id.prisma.user.findUniqueOrThrow({ where: { id: u.user_id } });
    expect(after.email).toBe(next);
    expect(after.emailVerified).toBe(true);
    await smtp.waitFor(u.email, { match: (m) => m.subject === 'Your e-mail address was changed' });
    expect(await code(id.rpc.confirmEmailChange({ caller: u, token }))).toBe('SVC-VALID-4041');
    expect((await auditOf(id.prisma, `user/${u.user_id}`)).map((e) => e.action)).toEqual([
      'governance.email.change_initiated',
      'governance.email.change_confirmed',
    ]);
    expect(await auditOf(id.prisma, `user/${other.user_id}`)).toEqual([]);
  });

  it('a second initiate cancels the first; cancel ends the open change; nothing open is SVC-VALID-4041', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const first = `first-${randomBytes(4).toString('hex')}@test.local`;
    const second = `second-${randomBytes(4).toString('hex')}@test.local`;
    await id.rpc.initiateEmailChange({ caller: u, new_email: first });
    const t1 = linkToken((await smtp.waitFor(first)).text, 'https://console.example.test/account/email/confirm');
    await id.rpc.initiateEmailChange({ caller: u, new_email: second });
    const t2 = linkToken((await smtp.waitFor(second)).text, 'https://console.example.test/account/email/confirm');
    expect(await code(id.rpc.confirmEmailChange({ caller: u, token: t1 }))).toBe('SVC-VALID-4041');
    expect(await id.rpc.cancelEmailChange({ caller: u })).toEqual({ success: true });
    expect(await code(id.rpc.confirmEmailChange({ caller: u, token: t2 }))).toBe('SVC-VALID-4041');
    expect(await code(id.rpc.cancelEmailChange({ caller: u }))).toBe('SVC-VALID-4041');
    expect((await id.prisma.user.findUniqueOrThrow({ where: { id: u.user_id } })).email).toBe(u.email);
    expect((await auditOf(id.prisma, `user/${u.user_id}`)).map((e) => e.action)).toEqual([
      'governance.email.change_initiated',
      'governance.email.change_initiated',
      'governance.email.change_cancelled',
    ]);
  });

  it('an address taken in the workspace answers success and mails nothing; a malformed one is SVC-VALID-4000 and stores nothing', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const holder = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await id.rpc.initiateEmailChange({ caller: u, new_email: holder.email })).toEqual({ success: true });
    expect(await id.prisma.emailToken.count({ where: { userId: u.user_id } })).toBe(0);
    expect(await code(id.rpc.initiateEmailChange({ caller: u, new_email: 'no-at-sign' }))).toBe('SVC-VALID-4000');
    expect(await id.prisma.emailToken.count({ where: { userId: u.user_id } })).toBe(0);
    expect(smtp.to(holder.email).filter((m) => m.subject.includes('new e-mail'))).toEqual([]);
    expect(await auditOf(id.prisma, `user/${u.user_id}`)).toEqual([]);
  });

  it('is served by the iam subgraph for the caller; a missing caller is SVC-AUTH-1000', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    const next = `gql-${randomBytes(4).toString('hex')}@test.local`;
    const r = await postGraphql(
      sg.port,
      'mutation($e: String!) { initiateEmailChange(newEmail: $e) { success } }',
      { e: next },
      asCaller(u),
    );
    expect(r.data?.initiateEmailChange).toEqual({ success: true });
    const token = linkToken((await smtp.waitFor(next)).text, 'https://console.example.test/account/email/confirm');
    const c = await postGraphql(
      sg.port,
      'mutation($t: String!) { confirmEmailChange(token: $t) { success } }',
      { t: token },
      asCaller(u),
    );
    expect(c.data?.confirmEmailChange).toEqual({ success: true });
    const again = await postGraphql(
      sg.port,
      'mutation($t: String!) { confirmEmailChange(token: $t) { success } }',
      { t: token },
      asCaller(u),
    );
    expect(again.errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    const anon = await postGraphql(sg.port, 'mutation { cancelEmailChange { success } }', {});
    expect(anon.errors?.[0].extensions?.code).toBe('SVC-AUTH-1000');
  });
});

describe('when the mail cannot be sent', () => {
  it('an invitation is refused with SVC-SERVER-9001 and left REVOKED, so none stays pending unmailed', async () => {
    const other = await startIamIdentity({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TIMEOUT_MS: '1000' });
    try {
      const ot = await tenant(other);
      const email = `unmailed-${randomBytes(4).toString('hex')}@test.local`;
      expect(await code(other.rpc.createInvitation({ caller: ot.admin, email, role: 'DEVELOPER' }))).toBe(
        'SVC-SERVER-9001',
      );
      const rows = await other.prisma.invitation.findMany({ where: { workspaceId: ot.workspaceId, email } });
      expect(rows.map((r) => r.status)).toEqual(['REVOKED']);
      // The anonymous resend answers the same even so (it mails in the background).
      expect(await other.rpc.resendVerificationEmail({ email, client_address: client() })).toEqual({ success: true });
    } finally {
      await other.stop();
    }
  });
});
