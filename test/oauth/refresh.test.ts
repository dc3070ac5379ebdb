import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import {
  startOAuthIdentity,
  createPasswordTenant,
  discover,
  signIn,
  oauthError,
  refreshRows,
  expectHealthy,
  addClient,
  postForm,
  basic,
  type TestIdentity,
  type PasswordTenant,
} from './helpers.ts';

let id: TestIdentity;
let t: PasswordTenant;
let config: client.Configuration;
beforeAll(async () => {
  // A short role cache, so the suspension case does not wait the default 10 s.
  id = await startOAuthIdentity({ PERMISSION_CACHE_TTL_MS: '300' });
  t = await createPasswordTenant(id);
  config = await discover(id, t.clientId, t.clientSecret);
});
afterAll(() => id?.stop());

const INVALID = 'refresh token is invalid, expired or already used';

describe('refresh_token grant', () => {
  it('rotates on every use, keeping the family (fid) and the granted scope', async () => {
    const first = await signIn(config, t, 'svc:iam:user:read svc:llm:model:invoke');
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe('svc:iam:user:read svc:llm:model:invoke');
    const fid = decodeJwt(first.access_token).fid;
    expect(decodeJwt(second.access_token).fid).toBe(fid);
    const third = await client.refreshTokenGrant(config, second.refresh_token!, { scope: 'svc:iam:user:read' });
    expect(third.scope).toBe('svc:iam:user:read');
    // The refresh token keeps the original grant even after a narrowed refresh.
    const fourth = await client.refreshTokenGrant(config, third.refresh_token!);
    expect(fourth.scope).toBe('svc:iam:user:read svc:llm:model:invoke');
    const rows = (await refreshRows(id.prisma, [t.clientId])).filter((r) => r.familyId === fid);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.spentAt === null)).toHaveLength(1);
    // Rotated tokens inherit the family's absolute expiry.
    expect(new Set(rows.map((r) => r.expiresAt.getTime())).size).toBe(1);
    // Scope beyond the original grant is refused and spends nothing.
    const before = await refreshRows(id.prisma, [t.clientId]);
    expect(
      (await oauthError(client.refreshTokenGrant(config, fourth.refresh_token!, { scope: 'svc:iam:scim:read' }))).error,
    ).toBe('invalid_scope');
    expect(await refreshRows(id.prisma, [t.clientId])).toEqual(before);
  });

  it('reuse of a spent token fails invalid_grant and revokes the whole family, published to the shared store', async () => {
    const { REVOCATION_CHANNEL } = await import('../../identity/src/services/revocation-service.ts');
    const first = await signIn(config, t);
    const fid = decodeJwt(first.access_token).fid as string;
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(REVOCATION_CHANNEL).toBe('revocations');
    const e = await oauthError(client.refreshTokenGrant(config, first.refresh_token!));
    expect(e).toMatchObject({ error: 'invalid_grant', error_description: INVALID });
    // The newest token of the family is dead too, and the family is recorded as revoked.
    expect((await oauthError(client.refreshTokenGrant(config, second.refresh_token!))).error).toBe('invalid_grant');
    const rows = (await refreshRows(id.prisma, [t.clientId])).filter((r) => r.familyId === fid);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(
      await id.prisma.tokenRevocation.findUnique({ where: { kind_tokenId: { kind: 'fid', tokenId: fid } } }),
    ).toMatchObject({ reason: 'refresh_reuse' });
    // Access tokens of the family no longer introspect as active.
    expect((await client.tokenIntrospection(config, second.access_token)).active).toBe(false);
  });

  it('of 50 parallel refreshes of one token exactly one succeeds', async () => {
    const first = await signIn(config, t);
    const fid = decodeJwt(first.access_token).fid;
    // Open every pooled database connection first, so the 50 requests really overlap in the
    // database instead of queueing behind connection set-up.
    await Promise.all(Array.from({ length: 30 }, () => client.tokenIntrospection(config, first.access_token)));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => client.refreshTokenGrant(config, first.refresh_token!)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as client.ResponseBodyError).error).toBe('invalid_grant');
    const rows = (await refreshRows(id.prisma, [t.clientId])).filter((r) => r.familyId === fid);
    // The token was spent once; the losers were reuse, so every token of the family, including
    // the winner's successor, is revoked.
    expect(rows.filter((r) => r.spentAt !== null)).toHaveLength(1);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    const winner = (ok[0] as PromiseFulfilledResult<client.TokenEndpointResponse>).value;
    expect((await oauthError(client.refreshTokenGrant(config, winner.refresh_token!))).error).toBe('invalid_grant');
  });

  it('another client’s, spent, expired and malformed tokens all fail with the identical invalid_grant and change nothing', async () => {
    const other = await addClient(id, t);
    const otherConfig = await discover(id, other.clientId, other.clientSecret);
    const mine = await signIn(config, t);
    const spentSource = await signIn(config, t);
    const spent = spentSource.refresh_token!;
    await client.refreshTokenGrant(config, spent);
    const expiring = await signIn(config, t);
    const { hashOpaqueToken } = await import('../../identity/src/services/opaque-token.ts');
    await id.prisma.refreshToken.update({
      where: { tokenHash: hashOpaqueToken(expiring.refresh_token!) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const before = await refreshRows(id.prisma, [t.clientId, other.clientId]);
    const cases: [string, client.Configuration, string][] = [
      ['another client', otherConfig, mine.refresh_token!],
      ['expired', config, expiring.refresh_token!],
      ['malformed', config, 'not-a-token'],
      ['unknown', config, 'A'.repeat(43)],
      ['an access token', config, mine.access_token],
    ];
    for (const [what, cfg, token] of cases) {
      const raw = await postForm(
        id,
        '/oauth/token',
        { grant_type: 'refresh_token', refresh_token: token },
        basic(cfg.clientMetadata().client_id, cfg === config ? t.clientSecret : other.clientSecret),
      );
      expect(raw.status, what).toBe(400);
      expect(raw.headers.get('cache-control'), what).toBe('no-store');
      expect(await raw.json(), what).toEqual({ error: 'invalid_grant', error_description: INVALID });
    }
    expect(await refreshRows(id.prisma, [t.clientId, other.clientId])).toEqual(before);
    // The spent one is reuse: same answer (its family is revoked, by design).
    expect(
      await (
        await postForm(
          id,
          '/oauth/token',
          { grant_type: 'refresh_token', refresh_token: spent },
          basic(t.clientId, t.clientSecret),
        )
      ).json(),
    ).toEqual({ error: 'invalid_grant', error_description: INVALID });
    // The other client's attempt did not touch the token: it still refreshes for its owner.
    expect((await client.refreshTokenGrant(config, mine.refresh_token!)).access_token).toBeTruthy();
    expect(await expectHealthy(id)).toBe(200);
  });

  it('requires client authentication: a refresh token alone, or with a public client id, is refused', async () => {
    const r = await signIn(config, t);
    const before = await refreshRows(id.prisma, [t.clientId]);
    const alone = await postForm(id, '/oauth/token', { grant_type: 'refresh_token', refresh_token: r.refresh_token! });
    expect(alone.status).toBe(401);
    expect(await alone.json()).toMatchObject({ error: 'invalid_client' });
    const idOnly = await postForm(id, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: r.refresh_token!,
      client_id: t.clientId,
    });
    expect(idOnly.status).toBe(401);
    const pub = await addClient(id, t, { confidential: false });
    const publicClient = await postForm(id, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: r.refresh_token!,
      client_id: pub.clientId,
    });
    expect(publicClient.status).toBe(401);
    const wrongSecret = await postForm(
      id,
      '/oauth/token',
      { grant_type: 'refresh_token', refresh_token: r.refresh_token! },
      basic(t.clientId, 'nope'),
    );
    expect(wrongSecret.status).toBe(401);
    expect(await refreshRows(id.prisma, [t.clientId])).toEqual(before);
    expect((await client.refreshTokenGrant(config, r.refresh_token!)).access_token).toBeTruthy();
  });

  it('ends the session when the user has been suspended since sign-in', async () => {
    const t2 = await createPasswordTenant(id);
    const c2 = await discover(id, t2.clientId, t2.clientSecret);
    const r = await signIn(c2, t2);
    await id.prisma.user.update({ where: { id: t2.userId }, data: { status: 'SUSPENDED' } });
    // PERMISSION_CACHE_TTL_MS bounds how long a cached role flattening may be used.
    await new Promise((res) => setTimeout(res, id.cfg.PERMISSION_CACHE_TTL_MS + 50));
    expect((await oauthError(client.refreshTokenGrant(c2, r.refresh_token!))).error).toBe('invalid_grant');
  }, 30_000);
});
