/**
 * Impersonation (issue 14) against a real identity (PostgreSQL, gRPC, HTTP): the specification's
 * transitions (REQUESTED → ACTIVE on 2 distinct approvals for READ_ONLY, 3 for READ_WRITE; any →
 * REVOKED) and each refusal (requester approving, double approval, approving an ACTIVE, revoked
 * or expired operation, a bad access mode, a non-operator), exact under parallel approvals; the
 * target organization's notices; and the token exchange with openid-client, verified with jose:
 * `act.sub` is the operator, the target is the tenant, expiry no later than the operation, and
 * a revoked operation's token family is revoked.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { createIdentityClient, type IdentityApi, type ProtoCaller } from '@svc/grpc';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  addClient,
  ACCESS_TOKEN_TYPE,
  TOKEN_EXCHANGE,
  type TestIdentity,
  type PasswordTenant,
} from '../oauth/helpers.ts';
import { addUser, addWorkspace, auditOf, code } from './helpers.ts';

const OP_TOKEN_TYPE = 'urn:svc:params:oauth:token-type:impersonation-op';

let id: TestIdentity;
let rpc: IdentityApi;
/** The platform's organization: the requesting operator (password sign-in) and five more operators. */
let platform: PasswordTenant;
let operator: ProtoCaller;
let approvers: ProtoCaller[];
let nextCode: Map<string, () => string>;
/** The target organization: its owner (ORG_ADMIN, the impersonated subject) and a developer. */
let target: PasswordTenant;
let targetAdmin: ProtoCaller;

async function mfa(caller: ProtoCaller) {
  const e = await rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  const step = timeStep(Date.now()) - 1;
  expect((await rpc.confirmMfa({ caller, code: hotp(secret, step) })).confirmed).toBe(true);
  // Backup codes first: TOTP codes for future steps go stale while the file runs.
  const codes = [...e.backup_codes, hotp(secret, step + 1), hotp(secret, step + 2)];
  return () => codes.shift()!;
}
const stepUp = async (caller: ProtoCaller, opId: string) =>
  (
    await rpc.requestStepUp({
      caller,
      scope: 'APPROVE_IMPERSONATION',
      code: nextCode.get(caller.user_id)!(),
      operation_binding: `approveImpersonation:${opId}`,
    })
  ).jti;
const approve = async (caller: ProtoCaller, opId: string) =>
  rpc.approveImpersonation({ caller, op_id: opId, step_up_token: await stepUp(caller, opId) });
const request = (over: Partial<Parameters<IdentityApi['requestImpersonation']>[0]> = {}) =>
  rpc.requestImpersonation({
    caller: operator,
    target_org_id: target.orgId,
    access_mode: 'READ_ONLY',
    justification: 'Support ticket 4711: billing page broken',
    duration_seconds: 600,
    ...over,
  });
const opRow = (opId: string) => id.prisma.impersonationOp.findUniqueOrThrow({ where: { id: opId } });

beforeAll(async () => {
  // Role changes made directly in the database take effect at once.
  id = await startOAuthIdentity({ PERMISSION_CACHE_TTL_MS: '0' });
  rpc = createIdentityClient(id.grpcTarget, { deadlineMs: 20_000 });
  platform = await createPasswordTenant(id, { role: 'SUPER_ADMIN', scopes: ['svc:*'] });
  operator = { user_id: platform.userId, org_id: platform.orgId, workspace_id: platform.workspaceId };
  approvers = [];
  for (let i = 0; i < 5; i++) approvers.push(await addUser(id.prisma, platform, 'SUPER_ADMIN'));
  nextCode = new Map();
  for (const a of [operator, ...approvers]) nextCode.set(a.user_id, await mfa(a));
  target = await createPasswordTenant(id, { role: 'ORG_ADMIN', scopes: ['svc:iam:*'] });
  await id.prisma.organization.update({ where: { id: target.orgId }, data: { ownerUserId: target.userId } });
  targetAdmin = { user_id: target.userId, org_id: target.orgId, workspace_id: target.workspaceId };
}, 120_000);
afterAll(async () => {
  rpc?.close();
  await id?.stop();
});

describe('impersonation operations', () => {
  it('READ_ONLY: requested, refused to the requester and to a second approval by the same approver, ACTIVE on the second distinct approval, noticed, revoked', async () => {
    const op = await request();
    expect(op).toMatchObject({
      status: 'REQUESTED',
      access_mode: 'READ_ONLY',
      quorum_required: 2,
      quorum_collected: 0,
      expires_at: '0',
      target_org_id: target.orgId,
      target_workspace_id: '',
    });
    expect(op.requested_by_orn).toBe(
      `orn:svc:iam:${platform.orgId}:workspace:${platform.workspaceId}:user/${platform.userId}`,
    );

    expect(await code(approve(operator, op.op_id))).toBe('SVC-IMPERSONATION-4330');
    expect(await code(rpc.approveImpersonation({ caller: approvers[0], op_id: op.op_id }))).toBe('SVC-AUTH-1013');
    const first = await approve(approvers[0], op.op_id);
    expect(first).toMatchObject({ status: 'REQUESTED', quorum_collected: 1 });
    // The same approver again: refused and says so, before any step-up is asked for; still one approval.
    expect(await code(rpc.approveImpersonation({ caller: approvers[0], op_id: op.op_id }))).toBe(
      'SVC-IMPERSONATION-4331',
    );
    expect((await opRow(op.op_id)).quorumCollected).toBe(1);
    expect(await id.prisma.impersonationApproval.count({ where: { opId: op.op_id } })).toBe(1);

    const before = Math.floor(Date.now() / 1000);
    const active = await approve(approvers[1], op.op_id);
    expect(active).toMatchObject({ status: 'ACTIVE', quorum_collected: 2 });
    expect(Number(active.expires_at)).toBeGreaterThanOrEqual(before + 600 - 1);
    expect(Number(active.expires_at)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(await code(approve(approvers[2], op.op_id))).toBe('SVC-IMPERSONATION-4332');

    // The target organization's admin sees the notice and the operation; a developer there does not.
    const { notices } = await rpc.listImpersonationNotices({ caller: targetAdmin });
    expect(notices.find((n) => n.op_id === op.op_id)).toMatchObject({
      access_mode: 'READ_ONLY',
      justification: 'Support ticket 4711: billing page broken',
      operator_orn: op.requested_by_orn,
      target_org_id: target.orgId,
      expires_at: active.expires_at,
    });
    expect((await rpc.listImpersonationOps({ caller: targetAdmin })).ops.map((o) => o.op_id)).toContain(op.op_id);
    const developer = await addUser(id.prisma, target, 'DEVELOPER');
    expect(await code(rpc.listImpersonationNotices({ caller: developer }))).toBe('SVC-AUTH-1008');
    // Another organization's admin neither sees nor revokes it.
    const other = await createPasswordTenant(id, { role: 'ORG_ADMIN' });
    const outsider = { user_id: other.userId, org_id: other.orgId, workspace_id: other.workspaceId };
    expect((await rpc.listImpersonationNotices({ caller: outsider })).notices).toEqual([]);
    expect(await code(rpc.revokeImpersonation({ caller: outsider, op_id: op.op_id }))).toBe('SVC-VALID-4041');

    const receipt = await rpc.revokeImpersonation({ caller: targetAdmin, op_id: op.op_id });
    expect(receipt).toMatchObject({ op_id: op.op_id, status: 'REVOKED' });
    expect(Number(receipt.revoked_at)).toBeGreaterThanOrEqual(before);
    expect(await code(rpc.revokeImpersonation({ caller: operator, op_id: op.op_id }))).toBe('SVC-IMPERSONATION-4332');
    expect(await code(approve(approvers[3], op.op_id))).toBe('SVC-IMPERSONATION-4332');
    expect(await id.prisma.tokenRevocation.count({ where: { kind: 'fid', tokenId: `imp.${op.op_id}` } })).toBe(1);

    expect((await auditOf(id.prisma, `impersonation/${op.op_id}`)).map((e) => [e.action, e.actor])).toEqual([
      ['governance.impersonation.requested', `user/${platform.userId}`],
      ['governance.impersonation.approved', `user/${approvers[0].user_id}`],
      ['governance.impersonation.activated', `user/${approvers[1].user_id}`],
      ['governance.impersonation.revoked', `user/${target.userId}`],
    ]);
  });

  it('READ_WRITE needs three: five parallel approvals count exactly three and activate once', async () => {
    const op = await request({ access_mode: 'READ_WRITE' });
    expect(op.quorum_required).toBe(3);
    const tokens = await Promise.all(approvers.map((a) => stepUp(a, op.op_id)));
    const results = await Promise.allSettled(
      approvers.map((a, i) => rpc.approveImpersonation({ caller: a, op_id: op.op_id, step_up_token: tokens[i] })),
    );
    const ok = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<IdentityApi['approveImpersonation']>>>).value);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code);
    expect(ok).toHaveLength(3);
    expect(ok.filter((o) => o.status === 'ACTIVE')).toHaveLength(1);
    expect(ok.map((o) => o.quorum_collected).sort()).toEqual([1, 2, 3]);
    expect(refused).toEqual(['SVC-IMPERSONATION-4332', 'SVC-IMPERSONATION-4332']);
    const row = await opRow(op.op_id);
    expect(row).toMatchObject({ status: 'ACTIVE', quorumCollected: 3 });
    expect(await id.prisma.impersonationApproval.count({ where: { opId: op.op_id } })).toBe(3);
    const events = (await auditOf(id.prisma, `impersonation/${op.op_id}`)).map((e) => e.action);
    expect(events.filter((a) => a === 'governance.impersonation.activated')).toHaveLength(1);
    expect(events.filter((a) => a === 'governance.impersonation.approved')).toHaveLength(2);
  });

  it('the same approver in parallel counts once; the others are told so', async () => {
    const op = await request({ access_mode: 'READ_WRITE' });
    const a = approvers[4];
    const tokens = [await stepUp(a, op.op_id), await stepUp(a, op.op_id), await stepUp(a, op.op_id)];
    const results = await Promise.allSettled(
      tokens.map((t) => rpc.approveImpersonation({ caller: a, op_id: op.op_id, step_up_token: t })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
      ['SVC-IMPERSONATION-4331', 'SVC-IMPERSONATION-4331'],
    );
    expect(await opRow(op.op_id)).toMatchObject({ status: 'REQUESTED', quorumCollected: 1 });
  });

  it('refuses bad input, a non-operator and its own organization with typed codes and stores nothing', async () => {
    const count = () => id.prisma.impersonationOp.count({ where: { requesterUserId: platform.userId } });
    const n = await count();
    const argumentOf = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        return `${(e as { code?: string }).code} ${(e as Error).message}`;
      }
      return 'no error';
    };
    for (const [over, expected] of [
      [{ access_mode: 'READ_EXECUTE' }, 'accessMode'],
      [{ access_mode: '' }, 'accessMode'],
      [{ access_mode: 'read_only' }, 'accessMode'],
      [{ justification: 'short' }, 'justification'],
      [{ justification: 'x'.repeat(1001) }, 'justification'],
      [{ justification: 'ticket\u0007 4711 bell' }, 'justification'],
      [{ duration_seconds: 0 }, 'durationSeconds'],
      [{ duration_seconds: 59 }, 'durationSeconds'],
      [{ duration_seconds: 8 * 3600 + 1 }, 'durationSeconds'],
      [{ duration_seconds: -5 }, 'durationSeconds'],
      [{ target_org_id: 'not an id' }, 'targetOrgId'],
      [{ target_org_id: platform.orgId }, 'targetOrgId'],
      [{ target_workspace_id: 'org_x' }, 'targetWorkspaceId'],
    ] as const) {
      expect(await argumentOf(request(over)), JSON.stringify(over)).toMatch(
        new RegExp(`^SVC-VALID-4000 .*${expected}`),
      );
    }
    expect(await code(request({ target_org_id: 'org_doesnotexist' }))).toBe('SVC-VALID-4041');
    expect(await code(request({ target_workspace_id: platform.workspaceId }))).toBe('SVC-VALID-4041');
    expect(await code(request({ justification: 'nul \u0000 inside the text' }))).toBe('SVC-VALID-4007');
    // An ORG_ADMIN holds svc:iam:* but is no platform operator.
    expect(
      await code(
        rpc.requestImpersonation({
          caller: targetAdmin,
          target_org_id: platform.orgId,
          access_mode: 'READ_ONLY',
          justification: 'looking at the platform org',
          duration_seconds: 600,
        }),
      ),
    ).toBe('SVC-AUTH-1008');
    expect(await code(rpc.approveImpersonation({ caller: targetAdmin, op_id: 'imp_whatever' }))).toBe('SVC-AUTH-1008');
    expect(await code(rpc.approveImpersonation({ caller: approvers[0], op_id: 'imp_missing' }))).toBe('SVC-VALID-4041');
    expect(await count()).toBe(n);
  });

  it('an operation past its approval window or its expiry is EXPIRED: not approvable, no token', async () => {
    const op = await request();
    await id.prisma.impersonationOp.update({
      where: { id: op.op_id },
      data: { approvalDeadline: new Date(Date.now() - 1000) },
    });
    expect(await code(approve(approvers[0], op.op_id))).toBe('SVC-IMPERSONATION-4332');
    expect((await opRow(op.op_id)).status).toBe('EXPIRED');
    expect(await id.prisma.impersonationApproval.count({ where: { opId: op.op_id } })).toBe(0);
    expect((await auditOf(id.prisma, `impersonation/${op.op_id}`)).map((e) => e.action)).toEqual([
      'governance.impersonation.requested',
      'governance.impersonation.expired',
    ]);
  });
});

describe('impersonation token exchange (RFC 8693, openid-client)', () => {
  let exchangeClient: { clientId: string; clientSecret: string };
  let cfg: client.Configuration;
  let operatorToken: string;
  const jwks = () => createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`));
  const exchange = (opId: string, actor = operatorToken, extra: Record<string, string> = {}) =>
    client.genericGrantRequest(cfg, TOKEN_EXCHANGE, {
      subject_token: opId,
      subject_token_type: OP_TOKEN_TYPE,
      actor_token: actor,
      actor_token_type: ACCESS_TOKEN_TYPE,
      ...extra,
    });
  const activeOp = async (mode = 'READ_ONLY', duration = 600) => {
    const op = await request({ access_mode: mode, duration_seconds: duration });
    for (const a of approvers.slice(0, op.quorum_required)) await approve(a, op.op_id);
    return op.op_id;
  };

  beforeAll(async () => {
    exchangeClient = await addClient(id, platform, { grantTypes: [TOKEN_EXCHANGE, 'password'] });
    cfg = await discover(id, exchangeClient.clientId, exchangeClient.clientSecret);
    operatorToken = (await signIn(await discover(id, platform.clientId, platform.clientSecret), platform)).access_token;
  });

  it('issues a token for the target with act.sub = the operator, the READ_ONLY bound, expiring no later than the operation', async () => {
    const opId = await activeOp('READ_ONLY', 120);
    const r = await exchange(opId);
    expect(r.issued_token_type).toBe(ACCESS_TOKEN_TYPE);
    expect(r.refresh_token).toBeUndefined();
    const { payload } = await jwtVerify(r.access_token, jwks(), {
      issuer: id.cfg.AUTH_ISSUER,
      audience: id.cfg.API_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({
      sub: target.userId,
      org_id: target.orgId,
      workspace_id: target.workspaceId,
      act: { sub: platform.userId, client_id: exchangeClient.clientId },
      imp: { op: opId, mode: 'READ_ONLY' },
      fid: `imp.${opId}`,
      token_type: 'access',
    });
    const row = await opRow(opId);
    expect(payload.exp!).toBeLessThanOrEqual(Math.floor(row.expiresAt!.getTime() / 1000));
    expect((await auditOf(id.prisma, `impersonation/${opId}`)).at(-1)).toMatchObject({
      action: 'governance.impersonation.token_issued',
      actor: `user/${platform.userId}`,
    });
    // identity's own SCIM endpoint refuses it a change too (the edge refuses first), but lets it read.
    const scim = (method: string, body?: unknown) =>
      fetch(`${id.httpUrl}/api/v1/iam/scim/v2/Users`, {
        method,
        headers: { authorization: `Bearer ${r.access_token}`, 'content-type': 'application/scim+json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const created = await scim('POST', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'impersonated-write@test.local',
    });
    expect(created.status).toBe(403);
    expect((await scim('GET')).status).toBe(200);
    expect(await id.prisma.user.count({ where: { email: 'impersonated-write@test.local' } })).toBe(0);
    // The token cannot itself be exchanged again (no chains).
    expect(
      (
        await oauthError(
          client.genericGrantRequest(cfg, TOKEN_EXCHANGE, {
            subject_token: r.access_token,
            subject_token_type: ACCESS_TOKEN_TYPE,
          }),
        )
      ).error,
    ).toBe('invalid_request');
  });

  it('an operation for one workspace of the target issues a token for that workspace', async () => {
    const ws = await addWorkspace(id.prisma, target);
    await id.prisma.membership.create({ data: { userId: target.userId, workspaceId: ws, role: 'ORG_ADMIN' } });
    const op = await request({ target_workspace_id: ws });
    expect(op.target_workspace_id).toBe(ws);
    for (const a of approvers.slice(0, 2)) await approve(a, op.op_id);
    const { notices } = await rpc.listImpersonationNotices({ caller: targetAdmin });
    expect(notices.find((n) => n.op_id === op.op_id)?.target_workspace_id).toBe(ws);
    const r = await exchange(op.op_id);
    expect(decodeJwt(r.access_token)).toMatchObject({
      sub: target.userId,
      org_id: target.orgId,
      workspace_id: ws,
      act: { sub: platform.userId },
    });
  });

  it('refuses a requested, revoked or expired operation, another operator, a forged actor, and a non-operator with one invalid_request', async () => {
    const requested = (await request()).op_id;
    expect((await oauthError(exchange(requested))).error).toBe('invalid_request');
    const revoked = await activeOp();
    await rpc.revokeImpersonation({ caller: operator, op_id: revoked });
    expect((await oauthError(exchange(revoked))).error).toBe('invalid_request');
    const expired = await activeOp();
    await id.prisma.impersonationOp.update({
      where: { id: expired },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await oauthError(exchange(expired))).error).toBe('invalid_request');
    expect((await opRow(expired)).status).toBe('EXPIRED');
    const active = await activeOp();
    expect((await oauthError(exchange(active, 'a.b.c'))).error).toBe('invalid_request');
    expect(
      (
        await oauthError(
          exchange(active, operatorToken, { actor_token_type: 'urn:ietf:params:oauth:token-type:refresh_token' }),
        )
      ).error,
    ).toBe('invalid_request');
    expect((await oauthError(exchange('imp_doesnotexist'))).error).toBe('invalid_request');
    // Another operator (one of its approvers) is not the operation's operator.
    const approverToken = (
      await signIn(await discover(id, platform.clientId, platform.clientSecret), {
        ...platform,
        ...(approvers[0] as ProtoCaller & { email: string; password: string }),
      })
    ).access_token;
    expect(decodeJwt(approverToken).sub).toBe(approvers[0].user_id);
    expect((await oauthError(exchange(active, approverToken))).error).toBe('invalid_request');
    // The operator's role removed: no token, even for their own ACTIVE operation.
    await id.prisma.membership.updateMany({
      where: { userId: platform.userId, workspaceId: platform.workspaceId },
      data: { role: 'WORKSPACE_ADMIN' },
    });
    try {
      expect((await oauthError(exchange(active))).error).toBe('invalid_request');
    } finally {
      await id.prisma.membership.updateMany({
        where: { userId: platform.userId, workspaceId: platform.workspaceId },
        data: { role: 'SUPER_ADMIN' },
      });
    }
    expect((await auditOf(id.prisma, `impersonation/${active}`)).map((e) => e.action)).not.toContain(
      'governance.impersonation.token_issued',
    );
  });

  it('a revoked operation revokes the tokens it issued (introspection says inactive)', async () => {
    const opId = await activeOp('READ_WRITE');
    const r = await exchange(opId);
    expect(decodeJwt(r.access_token).imp).toEqual({ op: opId, mode: 'READ_WRITE' });
    expect((await client.tokenIntrospection(cfg, r.access_token)).active).toBe(true);
    await rpc.revokeImpersonation({ caller: approvers[0], op_id: opId });
    expect((await client.tokenIntrospection(cfg, r.access_token)).active).toBe(false);
  });
});
