/**
 * Identity's security flows append to the audit trail in the transaction of the change, over its
 * real HTTP and gRPC transports against PostgreSQL: a password sign-in and the tokens it mints, a
 * refresh and a refresh-token reuse, a client_credentials token, API-key create/revoke, a role
 * change. Afterwards the tenant's chain verifies from genesis. A change that did not happen (a
 * second revoke of the same key) leaves no event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { addUser, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { oauthForm, orgEvents } from './helpers.ts';

let id: IamIdentity;
let t: Tenant;
beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
  await id.prisma.oAuthClient.update({
    where: { id: t.clientId },
    data: { grantTypes: ['client_credentials', 'password', 'refresh_token'] },
  });
}, 60_000);
afterAll(() => id?.stop());

const token = (form: Record<string, string>) => oauthForm(id.httpUrl, t, form);
const events = (where: Record<string, unknown>) => orgEvents(id.prisma, t.orgId, where);

describe('identity appends its security events', () => {
  it('sign-in, token issue, refresh and reuse detection', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    expect((await token({ grant_type: 'password', username: u.email, password: 'wrong' })).status).toBe(400);
    const signIn = await token({ grant_type: 'password', username: u.email, password: u.password });
    expect(signIn.status).toBe(200);
    const mine = await events({ actorPrincipal: `user/${u.user_id}` });
    expect(mine.map((e) => [e.action, e.outcome])).toEqual([
      ['auth.sign_in.failed', 'FAILURE'],
      ['auth.sign_in.succeeded', 'SUCCESS'],
      ['token.issued', 'SUCCESS'],
    ]);
    // The server request id joins the sign-in and the token it produced; no e-mail is recorded.
    expect(mine[1].correlationKey).not.toBe('');
    expect(mine[2].correlationKey).toBe(mine[1].correlationKey);
    expect(JSON.stringify(mine, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(u.email);
    expect(mine.every((e) => e.chainKey === `${t.orgId}/${t.workspaceId}` && !e.isSystem)).toBe(true);

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: signIn.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(await events({ actorPrincipal: `user/${u.user_id}`, action: 'token.refreshed' })).toHaveLength(1);
    // The spent token presented again: reuse, the family revoked, recorded as DENIED.
    expect((await token({ grant_type: 'refresh_token', refresh_token: signIn.body.refresh_token })).status).toBe(400);
    const reuse = await events({ action: 'token.refresh.reuse_detected', resourceOrn: `user/${u.user_id}` });
    expect(reuse).toHaveLength(1);
    expect(reuse[0]).toMatchObject({ outcome: 'DENIED', actorPrincipal: `client/${t.clientId}`, isSystem: false });
  });

  it('a client_credentials token is recorded with the client as actor', async () => {
    const before = (await events({ action: 'token.issued', actorPrincipal: `client/${t.clientId}` })).length;
    expect((await token({ grant_type: 'client_credentials' })).status).toBe(200);
    expect(await events({ action: 'token.issued', actorPrincipal: `client/${t.clientId}` })).toHaveLength(before + 1);
  });

  it('concurrent grants of one tenant (group commit): every token answered has its own committed event', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    // Password grants one at a time (the lockout reserves a slot per attempt in flight).
    const sessions: string[] = [];
    for (let i = 0; i < 3; i++)
      sessions.push(
        (await token({ grant_type: 'password', username: u.email, password: u.password })).body.refresh_token,
      );
    const ccBefore = (await events({ action: 'token.issued', actorPrincipal: `client/${t.clientId}` })).length;
    const [cc, refreshed] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => token({ grant_type: 'client_credentials' }))),
      Promise.all(sessions.map((rt) => token({ grant_type: 'refresh_token', refresh_token: rt }))),
    ]);
    expect(cc.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(refreshed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await events({ action: 'token.issued', actorPrincipal: `client/${t.clientId}` })).toHaveLength(
      ccBefore + 30,
    );
    const mine = await events({ actorPrincipal: `user/${u.user_id}`, action: 'token.refreshed' });
    expect(mine).toHaveLength(3);
    // One event per request: the server request ids are distinct.
    expect(new Set(mine.map((e) => e.correlationKey)).size).toBe(3);
    // Every refresh spent exactly its token: three spent rows, three live successors.
    const rows = await id.prisma.refreshToken.findMany({ where: { userId: u.user_id } });
    expect(rows.filter((r) => r.spentAt).length).toBe(3);
    expect(rows.filter((r) => !r.spentAt && !r.revokedAt).length).toBe(3);
  });

  it('API-key lifecycle and a role change; a revoke that changes nothing records nothing', async () => {
    const created = await id.rpc.createApiKey({ caller: t.admin, name: 'audited', key_class: 'LIVE' });
    const keyId = (created as { api_key: { id: string } }).api_key.id;
    await id.rpc.revokeApiKey({ caller: t.admin, id: keyId });
    await id.rpc.revokeApiKey({ caller: t.admin, id: keyId }); // already revoked: no change
    const keyEvents = await events({ resourceOrn: `apikey/${keyId}` });
    expect(keyEvents.map((e) => e.action)).toEqual(['apikey.created', 'apikey.revoked']);
    expect(keyEvents[0].actorPrincipal).toBe(`user/${t.userId}`);

    const m = await addUser(id.prisma, t, 'DEVELOPER');
    await id.rpc.updateMemberRole({
      caller: t.admin,
      member_id: `mbr_${Buffer.from(`${t.workspaceId}\n${m.user_id}`).toString('base64url')}`,
      role: 'VIEWER',
    });
    const role = await events({ action: 'member.role.changed', resourceOrn: `user/${m.user_id}` });
    expect(role).toHaveLength(1);
  });

  it('the tenant chain verifies from genesis after all of it', async () => {
    const r = await verifyLiveChain(new AuditEventRepository(id.prisma), `${t.orgId}/${t.workspaceId}`);
    expect(r.ok).toBe(true);
    // failed, succeeded, issued, refreshed, reuse, client token; 3 × (succeeded, issued), 30 client
    // tokens, 3 refreshed; key created, key revoked, role changed
    expect(r.events).toBe(9 + 6 + 30 + 3);
  });
});
