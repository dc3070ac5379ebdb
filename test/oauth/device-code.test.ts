import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  addClient,
  expectHealthy,
  postForm,
  basic,
  DEVICE_CODE,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

let id: TestIdentity;
let t: PasswordTenant;
let firstParty: client.Configuration;
let cli: { clientId: string; clientSecret: string };
let cliConfig: client.Configuration;
beforeAll(async () => {
  id = await startOAuthIdentity({ FEATURE_DEVICE_CODE: 'true', DEVICE_POLL_INTERVAL_SECONDS: '1' });
  t = await createPasswordTenant(id, { role: 'DEVELOPER' });
  firstParty = await discover(id, t.clientId, t.clientSecret);
  cli = await addClient(id, t, {
    grantTypes: [DEVICE_CODE, 'refresh_token'],
    scopes: ['svc:llm:model:invoke', 'svc:iam:user:read', 'svc:iam:scim:read'],
  });
  cliConfig = await discover(id, cli.clientId, cli.clientSecret);
});
afterAll(() => id?.stop());

const decide = (session: string | null, userCode: string, action: string) =>
  postForm(id, '/oauth/device', { user_code: userCode, action }, session ? { authorization: `Bearer ${session}` } : {});

describe('device authorization grant (flag on)', () => {
  it('runs the flow with openid-client: start, user approval with their session, polling, tokens', async () => {
    const start = await client.initiateDeviceAuthorization(cliConfig, {
      scope: 'svc:llm:model:invoke svc:iam:user:read',
    });
    expect(start.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(start.verification_uri).toBe(`${id.cfg.AUTH_ISSUER}/oauth/device`);
    expect(start.interval).toBe(1);
    const session = (await signIn(firstParty, t)).access_token;
    const polling = client.pollDeviceAuthorizationGrant(cliConfig, start);
    await new Promise((r) => setTimeout(r, 1500));
    // The user types the code in lower case without the dash: still accepted.
    const approved = await decide(session, start.user_code.replace('-', '').toLowerCase(), 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved', client_id: cli.clientId });
    const tokens = await polling;
    expect(tokens.refresh_token).toBeTruthy();
    const { payload } = await jwtVerify(
      tokens.access_token,
      createRemoteJWKSet(new URL(`${id.httpUrl}/.well-known/jwks.json`)),
      { issuer: id.cfg.AUTH_ISSUER, audience: id.cfg.API_AUDIENCE },
    );
    expect(payload).toMatchObject({ sub: t.userId, client_id: cli.clientId, session_type: 'user' });
    expect((payload.permissions as string[]).sort()).toEqual(['svc:iam:user:read', 'svc:llm:model:invoke']);
    // The device code is single-use.
    const again = await postForm(
      id,
      '/oauth/token',
      { grant_type: DEVICE_CODE, device_code: start.device_code },
      basic(cli.clientId, cli.clientSecret),
    );
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await client.tokenIntrospection(firstParty, tokens.access_token)).active).toBe(false);
  });

  it('answers authorization_pending, slow_down, access_denied and expired_token', async () => {
    const start = await client.initiateDeviceAuthorization(cliConfig, {});
    const poll = () =>
      postForm(
        id,
        '/oauth/token',
        { grant_type: DEVICE_CODE, device_code: start.device_code },
        basic(cli.clientId, cli.clientSecret),
      ).then((r) => r.json());
    expect(await poll()).toMatchObject({ error: 'authorization_pending' });
    expect(await poll()).toMatchObject({ error: 'slow_down' });
    const session = (await signIn(firstParty, t)).access_token;
    expect((await decide(session, start.user_code, 'deny')).status).toBe(200);
    expect(await poll()).toMatchObject({ error: 'access_denied' });
    // A decided request takes no second decision.
    expect((await decide(session, start.user_code, 'approve')).status).toBe(400);
    const late = await client.initiateDeviceAuthorization(cliConfig, {});
    await id.prisma.deviceAuthorization.updateMany({
      where: { userCode: late.user_code.replace('-', '') },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const r = await postForm(
      id,
      '/oauth/token',
      { grant_type: DEVICE_CODE, device_code: late.device_code },
      basic(cli.clientId, cli.clientSecret),
    );
    expect(await r.json()).toMatchObject({ error: 'expired_token' });
    expect((await decide(session, late.user_code, 'approve')).status).toBe(400);
  });

  it('needs the user’s session to approve, and refuses scope beyond the client’s grant', async () => {
    const start = await client.initiateDeviceAuthorization(cliConfig, {});
    const before = await id.prisma.deviceAuthorization.findMany({
      where: { clientId: cli.clientId },
      orderBy: { createdAt: 'asc' },
    });
    expect((await decide(null, start.user_code, 'approve')).status).toBe(401);
    expect((await decide('garbage', start.user_code, 'approve')).status).toBe(401);
    const cc = (await client.clientCredentialsGrant(firstParty)).access_token;
    expect((await decide(cc, start.user_code, 'approve')).status).toBe(401);
    expect(
      await id.prisma.deviceAuthorization.findMany({
        where: { clientId: cli.clientId },
        orderBy: { createdAt: 'asc' },
      }),
    ).toEqual(before);
    expect(
      (await oauthError(client.initiateDeviceAuthorization(cliConfig, { scope: 'svc:billing:invoice:read' }))).error,
    ).toBe('invalid_scope');
    const noGrant = await addClient(id, t, { grantTypes: ['client_credentials'] });
    expect(
      (
        await oauthError(
          client.initiateDeviceAuthorization(await discover(id, noGrant.clientId, noGrant.clientSecret), {}),
        )
      ).error,
    ).toBe('unauthorized_client');
    expect(await expectHealthy(id)).toBe(200);
  });
});

describe('device grant with the flag off', () => {
  it('answers unsupported_grant_type and 404 for the device endpoints', async () => {
    const off = await startOAuthIdentity();
    try {
      const t2 = await createPasswordTenant(off);
      const r = await postForm(
        off,
        '/oauth/token',
        { grant_type: DEVICE_CODE, device_code: 'x'.repeat(43) },
        basic(t2.clientId, t2.clientSecret),
      );
      expect(await r.json()).toMatchObject({ error: 'unsupported_grant_type' });
      expect((await postForm(off, '/oauth/device_authorization', {}, basic(t2.clientId, t2.clientSecret))).status).toBe(
        404,
      );
      expect((await postForm(off, '/oauth/device', { user_code: 'BCDF-GHJK', action: 'approve' })).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
