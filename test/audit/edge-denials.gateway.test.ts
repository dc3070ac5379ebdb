/**
 * Edge denials through the whole platform (the `npm start` spawn path): a revoked access token
 * presented at the gateway, a cross-workspace attempt and an operation outside the token's scopes
 * are answered exactly as before (401 SVC-AUTH-1007, SVC-AUTH-1005, SVC-AUTH-1010) and reach the
 * tenant's audit chain through identity's RecordEdgeDenial (the reporter's counts in the gateway's
 * metrics). A flood of 500 parallel requests with one revoked token is answered 401 every
 * time, identity stays up, and at most the dedupe bound (one event per token, reason and chain)
 * is appended; the chain still verifies. HEAVY: run under the shared lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import { oauthForm, orgEvents, refuseAppends } from './helpers.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;
let t: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  p = await sharedPlatform();
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  const secretVerifier = (s: string) => keys.hmac(`client-secret:${s}`)!;
  [t, other] = [
    await createTestTenant(prisma, { secretVerifier, role: 'ORG_ADMIN' }),
    await createTestTenant(prisma, { secretVerifier }),
  ];
});
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

const gql = (query: string, bearer: string) =>
  fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query }),
  }).then(async (r) => ({
    status: r.status,
    requestId: r.headers.get('x-request-id'),
    body: (await r.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] },
  }));

/** Polls until `n` events match (the report is sent after the answer, not before it). */
async function eventsWhenSettled(where: Record<string, unknown>, n: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got = await orgEvents(prisma, t.orgId, where);
    if (got.length >= n || Date.now() > deadline) {
      // Anything still in flight has had time to land: the count is final.
      await new Promise((r) => setTimeout(r, 1000));
      return orgEvents(prisma, t.orgId, where);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('edge denials reach the audit trail', () => {
  it('500 parallel requests with a revoked token: all 401 SVC-AUTH-1007, identity stays up, one event', async () => {
    const cc = await oauthForm(p.auth, t, { grant_type: 'client_credentials' });
    expect(cc.status).toBe(200);
    const token = cc.body.access_token;
    const jti = decodeJwt(token).jti as string;
    expect((await gql('{ me { id } }', token)).body.errors).toBeUndefined();
    expect((await oauthForm(p.auth, t, { token }, 'revoke')).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 500 }, () => gql(`{ workspace(id: "${t.workspaceId}") { id } }`, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(500).fill(401));
    expect(new Set(answers.map((a) => a.body.errors?.[0]?.extensions.code))).toEqual(new Set(['SVC-AUTH-1007']));
    expect((await fetch(`http://127.0.0.1:${p.ports.identityHttp}/readyz`)).status).toBe(200);

    const got = await eventsWhenSettled({ action: 'token.revoked_presented' }, 1);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      category: 'AUTHORIZATION',
      outcome: 'DENIED',
      actorPrincipal: `client/${t.clientId}`,
      resourceOrn: `token/${jti}`,
      chainKey: `${t.orgId}/${t.workspaceId}`,
      emitterService: 'gateway',
      isSystem: false,
    });
    // The server request id of one of the denied requests; the token itself is nowhere.
    expect(answers.map((a) => a.requestId)).toContain(got[0].correlationKey);
    expect(JSON.stringify(got[0], (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(token);
    // More of the same within the window: still denied, still one event.
    expect((await gql('{ me { id } }', token)).status).toBe(401);
    expect(await eventsWhenSettled({ action: 'token.revoked_presented' }, 2)).toHaveLength(1);
  });

  it("another workspace named in an argument: SVC-AUTH-1005 as before, and recorded once in the caller's chain", async () => {
    const cc = await oauthForm(p.auth, t, { grant_type: 'client_credentials' });
    const token = cc.body.access_token;
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => gql(`{ workspace(id: "${other.workspaceId}") { id } }`, token)),
    );
    for (const a of attempts) expect(a.body.errors?.[0]?.extensions.code).toBe('SVC-AUTH-1005');
    const got = await eventsWhenSettled({ action: 'access.cross_workspace.denied' }, 1);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      category: 'AUTHORIZATION',
      outcome: 'DENIED',
      actorPrincipal: `client/${t.clientId}`,
      resourceOrn: `token/${decodeJwt(token).jti}`,
      chainKey: `${t.orgId}/${t.workspaceId}`,
    });
    // Nothing in the other tenant's chain: the chain is the credential's, never the argument's.
    expect(await orgEvents(prisma, other.orgId, { emitterService: 'gateway' })).toHaveLength(0);
  });

  it("a denial that cannot be recorded (identity's append fails) is answered exactly the same", async () => {
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const u = await createTestTenant(prisma, { secretVerifier: (s) => keys.hmac(`client-secret:${s}`)! });
    const token = (await oauthForm(p.auth, u, { grant_type: 'client_credentials' })).body.access_token;
    expect((await oauthForm(p.auth, u, { token }, 'revoke')).status).toBe(200);
    const release = await refuseAppends(prisma, u.orgId, ['token.revoked_presented']);
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => gql('{ me { id } }', token)));
      expect(answers.map((a) => [a.status, a.body.errors?.[0]?.extensions.code])).toEqual(
        Array(50).fill([401, 'SVC-AUTH-1007']),
      );
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await release();
    }
    expect(await orgEvents(prisma, u.orgId, { emitterService: 'gateway' })).toHaveLength(0);
    expect((await fetch(`${p.api}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${p.ports.identityHttp}/readyz`)).status).toBe(200);
  });

  it("an operation outside the token's scopes: SVC-AUTH-1010 as before, recorded once per token with the scopes required, and counted in the gateway's metrics", async () => {
    const token = (await oauthForm(p.auth, t, { grant_type: 'client_credentials' })).body.access_token;
    const attempts = await Promise.all(Array.from({ length: 20 }, () => gql('{ auditEvents { totalCount } }', token)));
    for (const a of attempts) expect(a.body.errors?.[0]?.extensions.code).toBe('SVC-AUTH-1010');
    const got = await eventsWhenSettled({ action: 'access.scope.denied' }, 1);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      category: 'AUTHORIZATION',
      outcome: 'DENIED',
      actorPrincipal: `client/${t.clientId}`,
      resourceOrn: `token/${decodeJwt(token).jti}`,
      chainKey: `${t.orgId}/${t.workspaceId}`,
      emitterService: 'gateway',
    });
    expect(got[0].details).toMatchObject({
      entry: 'graphql',
      requiredScopes: 'svc:audit:event:read',
      field: 'auditEvents',
    });
    const metrics = await (await fetch(`http://127.0.0.1:${p.ports.gatewayMetrics}/metrics`)).text();
    expect(
      Number(/svc_gateway_edge_denial_reports_total\{outcome="recorded",service="gateway"\} (\d+)/.exec(metrics)?.[1]),
    ).toBeGreaterThanOrEqual(1);
    expect(
      Number(
        /svc_gateway_edge_denial_reports_total\{outcome="deduplicated",service="gateway"\} (\d+)/.exec(metrics)?.[1],
      ),
    ).toBeGreaterThanOrEqual(19);
  });

  it('the tenant chain verifies', async () => {
    const r = await verifyLiveChain(new AuditEventRepository(prisma), `${t.orgId}/${t.workspaceId}`);
    expect(r.ok).toBe(true);
  });
});
