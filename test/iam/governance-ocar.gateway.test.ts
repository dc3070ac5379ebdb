/**
 * The OCAR trust configuration end to end through the real platform: OAuth client-credentials
 * tokens from {auth_url}, MFA enrollment and step-ups through the gateway's GraphQL, and the
 * trust-config mutations with `X-Step-Up-Token`, served by identity behind the receipts subgraph.
 * Least privilege at the edge (a DEVELOPER's token lacks svc:receipts:trust_config:write), a
 * step-up minted for another input refused, the maker unable to promote, a second admin promoting.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createPrismaClient } from '@svc/db';
import { SPEC_LIMITS } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { clientCredentialsToken } from '../helpers/oauth.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { BUILT_IN_ROLES } from '../../identity/src/services/roles.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { configCid, normalizeConfig } from '../../identity/src/services/ocar/trust-config-change.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;
let keys: FileKeyProvider;

beforeAll(async () => {
  p = await sharedPlatform();
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  // Starting every process of the platform takes minutes on a loaded two-core machine.
}, 420_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

type Result = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
const gql = async (
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  stepUp?: string,
): Promise<Result> => {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(stepUp ? { 'x-step-up-token': stepUp } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as Result;
};
const errCode = (r: Result) => r.errors?.[0]?.extensions?.code ?? 'no error';

const tokenOf = (t: { clientId: string; clientSecret: string }) => clientCredentialsToken(p.auth, t);

/** A second user with `role` in the tenant's workspace, with their own confidential client. */
async function secondUser(t: TestTenant, role: 'WORKSPACE_ADMIN' | 'ORG_ADMIN' | 'DEVELOPER') {
  const s = randomBytes(5).toString('hex');
  const userId = `usr_g${s}`,
    clientId = `cli_g${s}`,
    clientSecret = randomBytes(32).toString('base64url');
  await prisma.user.create({
    data: {
      id: userId,
      organizationId: t.orgId,
      primaryWorkspaceId: t.workspaceId,
      email: `g-${s}@test.local`,
      givenName: 'G',
      familyName: s,
    },
  });
  await prisma.membership.create({ data: { userId, workspaceId: t.workspaceId, role } });
  await prisma.oAuthClient.create({
    data: {
      id: clientId,
      organizationId: t.orgId,
      workspaceId: t.workspaceId,
      ownerUserId: userId,
      name: 'second',
      secretHash: keys.hmac(`client-secret:${clientSecret}`)!,
      confidential: true,
      status: 'ACTIVE',
      grantTypes: ['client_credentials'],
      scopes: [...BUILT_IN_ROLES[role]],
      redirectUris: ['http://127.0.0.1/cb'],
      allowRefresh: false,
    },
  });
  return { userId, token: await tokenOf({ clientId, clientSecret }) };
}

/** Enrolls MFA through the gateway and answers a step-up minter for that token's user. */
async function mfa(token: string) {
  const e = await gql(token, 'mutation { enrollMfa { secret backupCodes } }');
  expect(e.errors).toBeUndefined();
  const secret = base32Decode(e.data!.enrollMfa.secret);
  const step = timeStep(Date.now()) - 1;
  expect(
    (await gql(token, 'mutation($c: String!) { confirmMfaEnrollment(code: $c) }', { c: hotp(secret, step) })).data,
  ).toEqual({ confirmMfaEnrollment: true });
  const codes: string[] = [hotp(secret, step + 1), hotp(secret, step + 2), ...e.data!.enrollMfa.backupCodes];
  return async (binding: string) => {
    const r = await gql(
      token,
      'mutation($c: String!, $b: String) { requestStepUp(scope: CONFIGURE_OCAR_TRUST_MODE, code: $c, operationBinding: $b) { jti scope } }',
      { c: codes.shift()!, b: binding },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.requestStepUp.jti as string;
  };
}

const key = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const recv = (...ns: number[]) => ns.map((n) => ({ receiverId: `r${n}`, publicKeyHex: key(n) }));
const cid = (threshold: number, receivers: { receiverId: string; publicKeyHex: string }[]) =>
  configCid(normalizeConfig({ threshold, receivers }));
const SET =
  'mutation($i: OcarTrustConfigInput!) { setOcarTrustConfig(input: $i) { configCid pending threshold receivers { receiverId } updatedBy version } }';
const PROMOTE =
  'mutation($v: String!) { promoteOcarTrustConfig(expectedVersion: $v) { pending threshold version updatedBy } }';

describe('OCAR trust configuration through the gateway', () => {
  it('set, refused step-ups, a pending weakening change, the maker refused, a second admin promoting', async () => {
    const t = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      role: 'WORKSPACE_ADMIN',
      scopes: [...BUILT_IN_ROLES.WORKSPACE_ADMIN],
    });
    const makerToken = await tokenOf(t);
    const checker = await secondUser(t, 'ORG_ADMIN');
    const developer = await secondUser(t, 'DEVELOPER');

    // Least privilege at the edge: the DEVELOPER's token does not carry the scope.
    expect(errCode(await gql(developer.token, SET, { i: { threshold: 1, receivers: recv(1) } }))).toBe('SVC-AUTH-1010');
    expect(errCode(await gql(developer.token, '{ ocarTrustConfig { version } }'))).toBe('SVC-AUTH-1010');
    // Verification of receipts needs a backend outside the platform: still its typed NOT-WIRED code.
    expect(
      errCode(
        await gql(makerToken, '{ verifyOcarTrustMode(encodedCborB64: "AA==", coSignaturesB64: []) { accepted } }'),
      ),
    ).toBe('SVC-OCAR-NOT-WIRED');

    expect((await gql(makerToken, '{ ocarTrustConfig { version } }')).data).toEqual({ ocarTrustConfig: null });
    const makerStepUp = await mfa(makerToken);
    // Without a step-up, and with one minted for another input: refused, nothing stored.
    expect(errCode(await gql(makerToken, SET, { i: { threshold: 2, receivers: recv(1, 2) } }))).toBe('SVC-OCAR-7724');
    const other = await makerStepUp(`setOcarTrustConfig:none:${cid(1, recv(1, 2))}`);
    expect(errCode(await gql(makerToken, SET, { i: { threshold: 2, receivers: recv(1, 2) } }, other))).toBe(
      'SVC-OCAR-7724',
    );
    expect(await prisma.ocarTrustConfig.findUnique({ where: { workspaceId: t.workspaceId } })).toBeNull();

    const first = await gql(
      makerToken,
      SET,
      { i: { threshold: 2, receivers: recv(1, 2) } },
      await makerStepUp(`setOcarTrustConfig:none:${cid(2, recv(1, 2))}`),
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.setOcarTrustConfig).toEqual({
      configCid: cid(2, recv(1, 2)),
      pending: false,
      threshold: 2,
      receivers: [{ receiverId: 'r1' }, { receiverId: 'r2' }],
      updatedBy: t.userId,
      version: '1',
    });

    const lower = await gql(
      makerToken,
      SET,
      { i: { threshold: 1, receivers: recv(1, 2), expectedVersion: '1' } },
      await makerStepUp(`setOcarTrustConfig:1:${cid(1, recv(1, 2))}`),
    );
    expect(lower.data!.setOcarTrustConfig).toMatchObject({ pending: true, threshold: 2, version: '2' });
    expect(errCode(await gql(makerToken, PROMOTE, { v: '2' }, await makerStepUp('promoteOcarTrustConfig:2')))).toBe(
      'SVC-OCAR-7727',
    );

    const checkerStepUp = await mfa(checker.token);
    const stale = await gql(checker.token, PROMOTE, { v: '1' }, await checkerStepUp('promoteOcarTrustConfig:1'));
    expect(errCode(stale)).toBe('SVC-OCAR-7723');
    const promoted = await gql(checker.token, PROMOTE, { v: '2' }, await checkerStepUp('promoteOcarTrustConfig:2'));
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data!.promoteOcarTrustConfig).toEqual({
      pending: false,
      threshold: 1,
      version: '3',
      updatedBy: checker.userId,
    });
    expect((await gql(makerToken, '{ ocarTrustConfig { threshold pending version } }')).data).toEqual({
      ocarTrustConfig: { threshold: 1, pending: false, version: '3' },
    });

    const events = await prisma.auditEvent.findMany({
      where: { resourceOrn: `ocar-trust-config/${t.workspaceId}` },
      orderBy: { seq: 'asc' },
    });
    expect(events.map((e) => [e.action, e.actorPrincipal])).toEqual([
      ['governance.ocar_trust_config.applied', `user/${t.userId}`],
      ['governance.ocar_trust_config.change_pending', `user/${t.userId}`],
      ['governance.ocar_trust_config.promoted', `user/${checker.userId}`],
    ]);
  });
});
