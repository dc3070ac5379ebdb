/**
 * The iam subgraph's resolvers wired to a real identity over gRPC. Runs the subgraph server over
 * HTTP with the SVC-* caller headers the gateway injects, and executes against the same schema
 * with a context that carries the forwarded `Idempotency-Key` and `X-Step-Up-Token` headers
 * (fields `idempotencyKey` and `stepUpToken`, see forwardedHeader in the resolvers).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createRequire } from 'node:module';
import { createIdentityClient } from '@svc/grpc';
import { buildSchemaFromFile, createCursorCodec, startSubgraph, type SubgraphContext } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { createResolvers } from '../../subgraphs/iam/src/resolvers/index.ts';
import { IamService } from '../../subgraphs/iam/src/clients/identity.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, addWorkspace, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';

// @apollo/subgraph builds the schema with graphql's CommonJS copy: execute with that same copy.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

let id: IamIdentity;
let t: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let run: (
  query: string,
  variables?: Record<string, unknown>,
  ctx?: Partial<SubgraphContext>,
) => Promise<{ data?: any; errors?: { message: string; originalError?: { code?: string } }[] }>;

beforeAll(async () => {
  id = await startIamIdentity({ SIGNUP_CLIENT_ID: 'cli_no_such_client' });
  t = await tenant(id);
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
  const identity = createIdentityClient(id.grpcTarget, { deadlineMs: 10_000 });
  const schema = buildSchemaFromFile(
    iamSubgraph.sdlPath,
    createResolvers(new IamService(identity), { cursors: createCursorCodec() }) as GraphQLResolverMap<SubgraphContext>,
  );
  run = async (query, variables = {}, ctx = {}) => {
    const caller = {
      userId: t.userId,
      orgId: t.orgId,
      workspaceId: t.workspaceId,
      clientId: null,
      tokenId: null,
      actingUserId: null,
    };
    return (await execute({
      schema,
      document: parse(query),
      variableValues: variables,
      contextValue: { requestId: 'test', caller, ...ctx },
    })) as never;
  };
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const CALLER = () => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });
const errCode = (r: { errors?: { originalError?: { code?: string } }[] }) => r.errors?.[0]?.originalError?.code;

const CREATE =
  'mutation($n: String!, $s: ApiKeyScope!) { createApiKey(input: {name: $n, scope: $s}) { plaintextKey idempotentReplay apiKey { id keyId name scope prefix keyHint quotaPerDay expiresAt revokedAt owner { userId } userId workspaceId orgId } } }';

describe('iam subgraph over HTTP', () => {
  it('serves me, workspace, organization with its relations, and the caller’s keys', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const created = await postGraphql(sg.port, CREATE, { n: 'http', s: 'LIVE' }, CALLER());
    expect(created.errors).toBeUndefined();
    const key = (created.data as any).createApiKey;
    expect(key.plaintextKey).toMatch(/^svc_live_/);
    expect(key.apiKey).toMatchObject({
      name: 'http',
      scope: 'LIVE',
      quotaPerDay: 0,
      expiresAt: null,
      revokedAt: null,
      owner: null,
      userId: t.userId,
      workspaceId: t.workspaceId,
      orgId: t.orgId,
    });
    const r = await postGraphql(
      sg.port,
      `{
      me { id email rootScope }
      workspace(id: "${t.workspaceId}") { id organization { id } }
      organization { id owner { id } workspaces { id } members { role user { id } organization { id } } }
      apiKeys { id prefix keyHint }
      members { id role joinedAt user { id email } organization { id slug } }
    }`,
      {},
      CALLER(),
    );
    expect(r.errors).toBeUndefined();
    const d = r.data as any;
    expect(d.me).toMatchObject({ id: t.userId, rootScope: 'WORKSPACE' });
    expect(d.workspace).toEqual({ id: t.workspaceId, organization: { id: t.orgId } });
    expect(d.organization).toMatchObject({ id: t.orgId, owner: null, workspaces: [{ id: t.workspaceId }] });
    expect(d.apiKeys.map((k: { id: string }) => k.id)).toContain(key.apiKey.id);
    expect(JSON.stringify(d.apiKeys)).not.toContain(key.plaintextKey);
    expect(d.members.find((m: any) => m.user.id === dev.user_id)).toMatchObject({
      role: 'DEVELOPER',
      organization: { id: t.orgId },
    });
  });

  it('another workspace is SVC-AUTH-1005, even of the same organization', async () => {
    const ws2 = await addWorkspace(id.prisma, t);
    const r = await postGraphql(sg.port, `{ workspace(id: "${ws2}") { id } }`, {}, CALLER());
    expect(r.errors?.[0]?.extensions?.code).toBe('SVC-AUTH-1005');
    expect(r.data?.workspace ?? null).toBeNull();
  });
});

describe('headers the gateway forwards', () => {
  it('createApiKey honours Idempotency-Key: replay, conflict, no header', async () => {
    const first = await run(CREATE, { n: 'gql-idem', s: 'TEST' }, { idempotencyKey: 'k-1' });
    expect(first.errors).toBeUndefined();
    const replay = await run(CREATE, { n: 'gql-idem', s: 'TEST' }, { idempotencyKey: 'k-1' });
    expect(replay.data.createApiKey).toMatchObject({
      idempotentReplay: true,
      plaintextKey: '',
      apiKey: { id: first.data.createApiKey.apiKey.id },
    });
    const conflict = await run(CREATE, { n: 'something else', s: 'TEST' }, { idempotencyKey: 'k-1' });
    expect(errCode(conflict)).toBe('SVC-VALID-4006');
    const a = await run(CREATE, { n: 'gql-idem', s: 'TEST' });
    const b = await run(CREATE, { n: 'gql-idem', s: 'TEST' });
    expect(a.data.createApiKey.apiKey.id).not.toBe(b.data.createApiKey.apiKey.id);
    const rotated = await run(
      'mutation($id: ID!) { rotateApiKey(id: $id) { idempotentReplay plaintextKey apiKey { id name } } }',
      { id: a.data.createApiKey.apiKey.id },
    );
    expect(rotated.data.rotateApiKey).toMatchObject({ idempotentReplay: false, apiKey: { name: 'gql-idem' } });
    expect(rotated.data.rotateApiKey.plaintextKey).toMatch(/^svc_test_/);
  });

  it('bulkRevokeApiKeys needs the preview’s text and binding and a step-up in X-Step-Up-Token', async () => {
    const bt = await tenant(id);
    const as = {
      caller: {
        userId: bt.userId,
        orgId: bt.orgId,
        workspaceId: bt.workspaceId,
        clientId: null,
        tokenId: null,
        actingUserId: null,
      },
    };
    await run(CREATE, { n: 'b1', s: 'LIVE' }, as);
    await run(CREATE, { n: 'b2', s: 'LIVE' }, as);
    const p = (
      await run(
        '{ apiKeyBulkRevocationPreview(scope: SELF) { affectedCount confirmationText operationBinding scope } }',
        {},
        as,
      )
    ).data.apiKeyBulkRevocationPreview;
    expect(p).toMatchObject({ affectedCount: 2, scope: 'SELF', confirmationText: 'REVOKE 2 OF MY API KEYS' });
    const BULK =
      'mutation($i: BulkRevokeApiKeysInput!) { bulkRevokeApiKeys(input: $i) { affectedCount idempotentReplay operationId } }';
    const input = { scope: 'SELF', confirmationText: p.confirmationText, operationBinding: p.operationBinding };
    expect(errCode(await run(BULK, { i: input }, as))).toBe('SVC-AUTH-1013');
    const e = (await run('mutation { enrollMfa { secret qrCodeUrl backupCodes } }', {}, as)).data.enrollMfa;
    const secret = base32Decode(e.secret);
    const step = timeStep(Date.now());
    expect(
      (await run('mutation($c: String!) { confirmMfaEnrollment(code: $c) }', { c: hotp(secret, step - 1) }, as)).data
        .confirmMfaEnrollment,
    ).toBe(true);
    const su = (
      await run(
        'mutation($c: String!, $b: String) { requestStepUp(scope: BULK_REVOKE_API_KEYS, code: $c, operationBinding: $b) { jti scope expiresAt } }',
        { c: hotp(secret, step), b: p.operationBinding },
        as,
      )
    ).data.requestStepUp;
    expect(su).toMatchObject({ scope: 'BULK_REVOKE_API_KEYS' });
    const done = await run(BULK, { i: input }, { ...as, stepUpToken: su.jti });
    expect(done.data.bulkRevokeApiKeys).toMatchObject({ affectedCount: 2, idempotentReplay: false });
    const again = await run(BULK, { i: input }, as);
    expect(again.data.bulkRevokeApiKeys).toEqual({ ...done.data.bulkRevokeApiKeys, idempotentReplay: true });
    const keys = (await run('{ apiKeys { revokedAt } }', {}, as)).data.apiKeys;
    expect(keys.every((k: { revokedAt: string | null }) => k.revokedAt)).toBe(true);
  });
});

describe('members, invitations, sessions and sign-up through GraphQL', () => {
  it('invites, lists pending invitations for the invitee, and updates roles', async () => {
    const invitee = await addUser(id.prisma, t, 'WORKSPACE_VIEWER', { workspaceId: await addWorkspace(id.prisma, t) });
    const inv = await run(
      'mutation($e: String!) { inviteMember(input: {email: $e, role: DEVELOPER}) { id email role status invitedBy { id } expiresAt } }',
      { e: invitee.email },
    );
    expect(inv.errors).toBeUndefined();
    expect(inv.data.inviteMember).toMatchObject({
      email: invitee.email,
      role: 'DEVELOPER',
      status: 'PENDING',
      invitedBy: { id: t.userId },
    });
    const asInvitee = {
      caller: {
        userId: invitee.user_id,
        orgId: t.orgId,
        workspaceId: invitee.workspace_id,
        clientId: null,
        tokenId: null,
        actingUserId: null,
      },
    };
    const pending = (await run('{ pendingInvitations { invitationId email invitedBy role } }', {}, asInvitee)).data
      .pendingInvitations;
    expect(pending).toEqual([
      expect.objectContaining({ invitationId: inv.data.inviteMember.id, invitedBy: t.userId, role: 'DEVELOPER' }),
    ]);
    const revoked = await run('mutation($id: ID!) { revokeInvitation(id: $id) { status } }', {
      id: inv.data.inviteMember.id,
    });
    expect(revoked.data.revokeInvitation.status).toBe('REVOKED');
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const m = (await run('{ members { id user { id } } }')).data.members.find((x: any) => x.user.id === dev.user_id);
    const up = await run(
      'mutation($m: ID!) { updateMemberRole(memberId: $m, role: VIEWER) { id role user { id } organization { id } } }',
      { m: m.id },
    );
    expect(up.data.updateMemberRole).toMatchObject({
      id: m.id,
      role: 'VIEWER',
      user: { id: dev.user_id },
      organization: { id: t.orgId },
    });
    // A workspace admin holds no svc:billing:* and so cannot make anyone a BILLING member.
    expect(
      errCode(await run('mutation($m: ID!) { updateMemberRole(memberId: $m, role: BILLING) { id } }', { m: m.id })),
    ).toBe('SVC-AUTH-1008');
    const asDev = {
      caller: {
        userId: dev.user_id,
        orgId: t.orgId,
        workspaceId: t.workspaceId,
        clientId: null,
        tokenId: null,
        actingUserId: null,
      },
    };
    expect(
      errCode(
        await run('mutation($m: ID!) { updateMemberRole(memberId: $m, role: ADMIN) { id } }', { m: m.id }, asDev),
      ),
    ).toBe('SVC-AUTH-1008');
  });

  it('signs up without a caller, and pages sessions with signed cursors', async () => {
    const su = await run(
      'mutation($i: SignUpInput!) { signUp(input: $i) { accessToken refreshToken expiresIn organization { id orgCode status } workspace { id workspaceCode status } user { id email firstName lastName emailVerified status userCode } } }',
      {
        i: {
          email: `gql-${Date.now()}@example.com`,
          password: 'another long password',
          firstName: 'G',
          lastName: 'Q',
          organizationName: 'GraphQL Org',
        },
      },
      { caller: null },
    );
    // This identity's SIGNUP_CLIENT_ID names no client: sign-up fails closed, typed.
    expect(errCode(su)).toBe('SVC-SERVER-9001');
    expect(su.data).toBeNull();
    const s = await run(
      'query($a: String) { sessions(first: 1, after: $a) { nodes { id isCurrent } pageInfo { totalCount hasNextPage endCursor } } }',
      { a: null },
    );
    expect(s.errors).toBeUndefined();
    expect(s.data.sessions.pageInfo).toMatchObject({ totalCount: 0, hasNextPage: false, endCursor: null });
    expect(errCode(await run('query { sessions(after: "forged") { nodes { id } } }'))).toBe('SVC-VALID-4003');
  });
});
