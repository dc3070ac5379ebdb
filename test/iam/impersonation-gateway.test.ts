/**
 * Impersonation end to end through the real platform (gateway → iam subgraph → identity gRPC →
 * PostgreSQL, tokens from the edge's {auth_url}): an operator requests through GraphQL, two other
 * operators approve with bound step-ups (X-Step-Up-Token), the target's admin sees the notice,
 * the operator exchanges the ACTIVE operation for a token, and the edge bounds that token: a
 * READ_ONLY token reads but cannot mutate (SVC-IMPERSONATION-4333, nothing changed), a READ_WRITE
 * token can, and once the operation is revoked its token is refused (SVC-AUTH-1007).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { decodeJwt } from 'jose';
import { createPrismaClient } from '@svc/db';
import { SPEC_LIMITS } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { createIdentityClient, type IdentityApi, type ProtoCaller } from '@svc/grpc';
import { startPlatform, privateRedisUrl, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { hashPassword } from '../../identity/src/services/password.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser } from './helpers.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const PASSWORD = 'correct horse battery staple 42';

let p: Platform;
let prisma: PrismaClient;
let rpc: IdentityApi;
let platformOrg: TestTenant;
let approvers: (ProtoCaller & { email: string; password: string })[];
let nextCode: Map<string, () => string>;
let target: TestTenant;
let operatorToken: string;
let targetAdminToken: string;
const approverTokens = new Map<string, string>();

const tokenRequest = async (form: Record<string, string>, client = platformOrg) => {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams(form),
  });
  return { status: r.status, body: (await r.json()) as Record<string, any> };
};
const passwordToken = async (email: string) => {
  const r = await tokenRequest({ grant_type: 'password', username: email, password: PASSWORD });
  expect(r.status).toBe(200);
  return r.body.access_token as string;
};
const gql = async (
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: r.status,
    ...((await r.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] }),
  };
};

async function mfa(caller: ProtoCaller) {
  const e = await rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  expect((await rpc.confirmMfa({ caller, code: hotp(secret, timeStep(Date.now()) - 1) })).confirmed).toBe(true);
  const codes = [...e.backup_codes];
  return () => codes.shift()!;
}

const REQUEST = `mutation($i: ImpersonationRequestInput!) { requestImpersonation(input: $i) { opId status quorumRequired quorumCollected requestedByOrn expiresAt targetOrgId targetWorkspaceId } }`;
const APPROVE = 'mutation($o: String!) { approveImpersonation(opId: $o) { opId status quorumCollected expiresAt } }';

/** Requested by the operator and approved by the first `quorum` approvers, all through the gateway. */
async function activeOp(mode: 'READ_ONLY' | 'READ_WRITE') {
  const r = await gql(operatorToken, REQUEST, {
    i: {
      targetOrgId: target.orgId,
      accessMode: mode,
      justification: 'Customer ticket 9001: reproduce the bug',
      durationSeconds: 900,
    },
  });
  expect(r.errors).toBeUndefined();
  const op = r.data!.requestImpersonation;
  let last: Record<string, any> = {};
  for (const a of approvers.slice(0, op.quorumRequired)) {
    const stepUp = (
      await rpc.requestStepUp({
        caller: a,
        scope: 'APPROVE_IMPERSONATION',
        code: nextCode.get(a.user_id)!(),
        operation_binding: `approveImpersonation:${op.opId}`,
      })
    ).jti;
    const ap = await gql(approverTokens.get(a.user_id)!, APPROVE, { o: op.opId }, { 'x-step-up-token': stepUp });
    expect(ap.errors).toBeUndefined();
    last = ap.data!.approveImpersonation;
  }
  expect(last).toMatchObject({ opId: op.opId, status: 'ACTIVE', quorumCollected: op.quorumRequired });
  return op.opId as string;
}

const exchange = (opId: string) =>
  tokenRequest({
    grant_type: TOKEN_EXCHANGE,
    subject_token: opId,
    subject_token_type: 'urn:svc:params:oauth:token-type:impersonation-op',
    actor_token: operatorToken,
    actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
  });

beforeAll(async () => {
  const redis = await privateRedisUrl();
  p = await startPlatform(redis ? { REDIS_URL: redis } : {});
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  rpc = createIdentityClient(p.env.IDENTITY_GRPC_TARGET!, { deadlineMs: 20_000 });
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const secretVerifier = (s: string) => keys.hmac(`client-secret:${s}`)!;
  platformOrg = await createTestTenant(prisma, {
    secretVerifier,
    role: 'SUPER_ADMIN',
    scopes: ['svc:*'],
    grantTypes: ['password', TOKEN_EXCHANGE, 'client_credentials'],
  });
  const operator = await prisma.user.update({
    where: { id: platformOrg.userId },
    data: { passwordHash: hashPassword(PASSWORD) },
  });
  operatorToken = await passwordToken(operator.email);
  approvers = [];
  nextCode = new Map();
  for (let i = 0; i < 3; i++) {
    const a = await addUser(prisma, platformOrg, 'SUPER_ADMIN', { password: PASSWORD });
    approvers.push(a);
    nextCode.set(a.user_id, await mfa(a));
    approverTokens.set(a.user_id, await passwordToken(a.email));
  }
  target = await createTestTenant(prisma, { secretVerifier, role: 'ORG_ADMIN', scopes: ['svc:iam:*'] });
  await prisma.organization.update({
    where: { id: target.orgId },
    data: { ownerUserId: target.userId, description: 'before' },
  });
  targetAdminToken = (await tokenRequest({ grant_type: 'client_credentials' }, target)).body.access_token;
  // Starting every process of the platform takes minutes on a loaded two-core machine.
}, 420_000);
afterAll(async () => {
  rpc?.close();
  await prisma?.$disconnect();
  await p?.stop();
});

describe('impersonation through the gateway', () => {
  it('request and approvals over GraphQL; the requester cannot approve; the target admin sees the notice', async () => {
    const r = await gql(operatorToken, REQUEST, {
      i: {
        targetOrgId: target.orgId,
        accessMode: 'READ_ONLY',
        justification: 'Customer ticket 9001: reproduce the bug',
        durationSeconds: 900,
      },
    });
    expect(r.errors).toBeUndefined();
    const op = r.data!.requestImpersonation;
    expect(op).toMatchObject({
      status: 'REQUESTED',
      quorumRequired: 2,
      quorumCollected: 0,
      expiresAt: '0',
      targetOrgId: target.orgId,
      targetWorkspaceId: null,
    });
    expect((await gql(operatorToken, APPROVE, { o: op.opId })).errors?.[0].extensions?.code).toBe(
      'SVC-IMPERSONATION-4330',
    );
    // An approval without its bound step-up is refused and counts nothing.
    expect(
      (await gql(approverTokens.get(approvers[0].user_id)!, APPROVE, { o: op.opId })).errors?.[0].extensions?.code,
    ).toBe('SVC-AUTH-1013');
    // Bad input is a typed 400 and stores nothing.
    const before = await prisma.impersonationOp.count({ where: { requesterUserId: platformOrg.userId } });
    const bad = await gql(operatorToken, REQUEST, {
      i: { targetOrgId: target.orgId, accessMode: 'READ_ONLY', justification: 'short', durationSeconds: 900 },
    });
    expect(bad.errors?.[0].extensions?.code).toBe('SVC-VALID-4000');
    const badMode = await gql(operatorToken, REQUEST, {
      i: {
        targetOrgId: target.orgId,
        accessMode: 'READ_EXECUTE',
        justification: 'Customer ticket 9001',
        durationSeconds: 900,
      },
    });
    // An access mode outside the enum never reaches a resolver: the variables are refused (SVC-GQL-4110).
    expect(badMode.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(badMode.status).toBe(400);
    expect(await prisma.impersonationOp.count({ where: { requesterUserId: platformOrg.userId } })).toBe(before);

    const opId = await activeOp('READ_ONLY');
    const ops = await gql(operatorToken, '{ impersonationOps { opId status } }');
    expect(ops.data?.impersonationOps).toContainEqual({ opId, status: 'ACTIVE' });
    const notices = await gql(
      targetAdminToken,
      '{ impersonationNotices { opId accessMode operatorOrn targetOrgId activeSince expiresAt justification } }',
    );
    expect(notices.errors).toBeUndefined();
    expect(notices.data?.impersonationNotices).toContainEqual(
      expect.objectContaining({
        opId,
        accessMode: 'READ_ONLY',
        targetOrgId: target.orgId,
        operatorOrn: `orn:svc:iam:${platformOrg.orgId}:workspace:${platformOrg.workspaceId}:user/${platformOrg.userId}`,
      }),
    );
  });

  it('a READ_ONLY token reads the target but every mutation is refused at the edge; revoked, it is refused altogether', async () => {
    const opId = await activeOp('READ_ONLY');
    const x = await exchange(opId);
    expect(x.status).toBe(200);
    const token = x.body.access_token as string;
    expect(decodeJwt(token)).toMatchObject({
      sub: target.userId,
      org_id: target.orgId,
      act: { sub: platformOrg.userId },
      imp: { op: opId, mode: 'READ_ONLY' },
    });

    const read = await gql(token, '{ organization { id description } }');
    expect(read.errors).toBeUndefined();
    expect(read.data?.organization).toEqual({ id: target.orgId, description: 'before' });
    const write = await gql(
      token,
      'mutation { updateOrganization(input: { description: "changed by an operator" }) { id } }',
    );
    expect(write.errors?.[0].extensions?.code).toBe('SVC-IMPERSONATION-4333');
    expect(write.status).toBe(403);
    expect((await prisma.organization.findUniqueOrThrow({ where: { id: target.orgId } })).description).toBe('before');

    const receipt = await gql(
      targetAdminToken,
      'mutation($o: String!) { revokeImpersonation(opId: $o) { opId status revokedAt } }',
      { o: opId },
    );
    expect(receipt.data?.revokeImpersonation).toMatchObject({ opId, status: 'REVOKED' });
    const after = await gql(token, '{ organization { id } }');
    expect(after.errors?.[0].extensions?.code).toBe('SVC-AUTH-1007');
    expect(after.data?.organization ?? null).toBeNull();
    expect((await exchange(opId)).body.error).toBe('invalid_request');
  });

  it('a READ_WRITE token may change the target', async () => {
    const opId = await activeOp('READ_WRITE');
    const x = await exchange(opId);
    expect(x.status).toBe(200);
    const write = await gql(
      x.body.access_token,
      'mutation { updateOrganization(input: { description: "fixed by support" }) { id description } }',
    );
    expect(write.errors).toBeUndefined();
    expect(write.data?.updateOrganization).toEqual({ id: target.orgId, description: 'fixed by support' });
  });
});
