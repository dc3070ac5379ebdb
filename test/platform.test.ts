/**
 * End to end: every process of the platform started as `npm start` starts it, on free ports,
 * driven by clients nobody here wrote (openid-client, jose) through the gateway's two origins.
 */
import { verifyExport } from '../identity/src/audit/export/export-verification.ts';
import { FileAuditKeyProvider } from '../identity/src/audit/index.ts';
import { AuditEventRepository } from '../identity/src/audit/audit-event-repository.ts';
import { createPrismaClient } from '@svc/db';
import { databaseUrl } from './helpers/env.ts';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { readFileSync } from 'node:fs';
import { startPlatform, type Platform } from './helpers/platform-harness.ts';
import { clientCredentialsToken } from './helpers/oauth.ts';
import { builtEntry } from '../scripts/platform.ts';
import { PrismaClient } from '../identity/src/db.ts';

let p: Platform;
let token: string;

beforeAll(async () => {
  p = await startPlatform();
});
afterAll(async () => {
  await p?.stop();
});

const gql = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

describe('the platform', () => {
  it('runs every process from its precompiled bundle in dist/, with no TypeScript loader', () => {
    // identity, the nine subgraphs in one process (listed under each subgraph's name too) and the gateway.
    expect(p.children).toHaveLength(12);
    expect(new Set(p.children.map((c) => c.child.pid)).size).toBe(3);
    for (const { spec, child } of p.children) {
      const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv.at(-1), spec.name).toBe(builtEntry(spec.entry));
      expect(argv.join(' '), spec.name).not.toMatch(/tsx|\.ts\b/);
      // Stack traces are mapped to the .ts files by the bundle itself, when first formatted
      // (scripts/build.ts), not by --enable-source-maps at every load.
      expect(argv, spec.name).not.toContain('--enable-source-maps');
      expect(readFileSync(argv.at(-1)!, 'utf8').slice(0, 400), spec.name).toContain("from 'source-map-support'");
    }
  });

  it('answers /healthz and /readyz on every process', async () => {
    const urls = [
      `${p.api}/healthz`,
      `${p.api}/readyz`,
      `http://127.0.0.1:${p.ports.gatewayAuth}/healthz`,
      `http://127.0.0.1:${p.ports.identityHttp}/healthz`,
      `http://127.0.0.1:${p.ports.identityHttp}/readyz`,
      ...Object.values(p.ports.subgraphs).flatMap((port) => [
        `http://127.0.0.1:${port}/healthz`,
        `http://127.0.0.1:${port}/readyz`,
      ]),
    ];
    for (const u of urls) expect((await fetch(u)).status, u).toBe(200);
  });

  it('serves discovery and client credentials on the auth origin to openid-client, verifiable with jose', async () => {
    const config = await oidc.discovery(
      new URL(p.auth),
      p.creds.oauthClient.clientId,
      p.creds.oauthClient.clientSecret,
      undefined,
      { execute: [oidc.allowInsecureRequests], algorithm: 'oauth2' },
    );
    expect(config.serverMetadata().token_endpoint).toBe(`${p.auth}/oauth/token`);
    // the scopes the tests below use: me and workspace, the audit trail, and an export (its backend is not wired)
    const tokens = await oidc.clientCredentialsGrant(config, {
      scope:
        'svc:iam:user:read svc:iam:workspace:read svc:audit:event:read svc:audit:activity:read svc:audit:event:export',
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(900);
    token = tokens.access_token;
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: p.auth,
      audience: `http://localhost:${p.ports.gatewayApi}`,
      algorithms: ['ES256'],
    });
    expect(payload).toMatchObject({
      sub: p.creds.admin.userId,
      workspace_id: p.creds.workspaceId,
      token_type: 'access',
    });
  });

  it('composes the nine subgraphs: one query reaches iam and billing with the caller from the token', async () => {
    const r = await gql(
      '{ me { id email organization { slug } } workspace(id: "ws_dev") { id name } publicPlans { code priceCents } }',
      { authorization: `Bearer ${token}` },
    );
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.me).toEqual({
      id: p.creds.admin.userId,
      email: p.creds.admin.email,
      organization: { slug: 'dev' },
    });
    expect(body.data.workspace).toEqual({ id: 'ws_dev', name: 'Development' });
    expect(body.data.publicPlans.map((x: { code: string }) => x.code)).toEqual(['FREE', 'PRO', 'ENTERPRISE']);
  });

  it('ignores identity headers a client sends', async () => {
    const r = await gql('{ me { id } }', {
      authorization: `Bearer ${token}`,
      'svc-user-id': 'usr_evil',
      'svc-workspace-id': 'ws_evil',
    });
    expect((await r.json()).data.me.id).toBe(p.creds.admin.userId);
  });

  it("shares one caller's identical queries in flight, and never answers a caller with another's", async () => {
    const callers = await Promise.all(
      (['viewer', 'billing'] as const).map(async (role) => ({
        userId: p.creds.users[role].userId,
        token: await clientCredentialsToken(p.auth, p.creds.clients[role]),
      })),
    );
    const shared = async () => {
      const text = await (await fetch(`http://127.0.0.1:${p.ports.gatewayMetrics}/metrics`)).text();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('svc_gateway_subgraph_fetch_duration_seconds_count{') &&
            l.includes('subgraph="iam"') &&
            l.includes('outcome="shared"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await shared();
    // Twenty identical queries per caller, all in flight together, the two callers interleaved.
    // Sharing depends on timing (a fetch must still be in flight when the next arrives): a few tries.
    for (let attempt = 0; attempt < 5 && (await shared()) === before; attempt++) {
      const sent = Array.from({ length: 40 }, (_, i) => callers[i % 2]);
      const answers = await Promise.all(
        sent.map(async (c) => (await gql('{ me { id } }', { authorization: `Bearer ${c.token}` })).json()),
      );
      answers.forEach((a, i) => expect(a).toEqual({ data: { me: { id: sent[i].userId } } }));
    }
    expect(await shared()).toBeGreaterThan(before);
  });

  it('serves publicPlans anonymously and protects everything else', async () => {
    const anon = await gql('{ publicPlans { code } }');
    expect(anon.status).toBe(200);
    expect((await anon.json()).data.publicPlans).toHaveLength(3);
    const denied = await gql('{ me { id } }');
    expect(denied.status).toBe(401);
    const body = await denied.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'SVC-AUTH-1000', svc: { code: 'SVC-AUTH-1000' } });
    expect(body.errors[0].extensions.svc.request_id).toBe(denied.headers.get('x-request-id'));
    expect(body.data).toBeUndefined();
  });

  it("serves the platform's own audit trail: the token grant above is an event of the caller's workspace chain", async () => {
    const r = await gql(
      '{ auditEvents(limit: 50) { totalCount hasMore nodes { id seq action category outcome actorPrincipal chainKey label isSystem } } activityEvents(limit: 5) { id } }',
      { authorization: `Bearer ${token}` },
    );
    const body = await r.json();
    expect(body.errors).toBeUndefined();
    const issued = body.data.auditEvents.nodes.find(
      (n: { action: string; actorPrincipal: string }) =>
        n.action === 'token.issued' && n.actorPrincipal === `client/${p.creds.oauthClient.clientId}`,
    );
    expect(issued).toMatchObject({
      category: 'AUTHENTICATION',
      outcome: 'SUCCESS',
      label: 'Token issued',
      isSystem: false,
    });
    expect(issued.chainKey.endsWith(`/${p.creds.workspaceId}`)).toBe(true);
    expect(Number(body.data.auditEvents.totalCount)).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(body.data.activityEvents)).toBe(true);
    const one = await (
      await gql(`{ auditEvent(id: "${issued.id}") { id seq contentHash } }`, { authorization: `Bearer ${token}` })
    ).json();
    expect(one.data.auditEvent).toMatchObject({ id: issued.id, seq: issued.seq });
    expect(one.data.auditEvent.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('exports the audit trail as a signed .audit.zip the gateway serves from a presigned URL, refused once tampered', async () => {
    const r = await gql(
      'mutation { exportAuditEvents(since: "2026-01-01T00:00:00Z", until: "2100-01-01T00:00:00Z") { exportId nEvents manifestSha256 signedBy presignedUrl urlExpiresAt } }',
      { authorization: `Bearer ${token}` },
    );
    const body = await r.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const x = body.data.exportAuditEvents;
    expect(Number(x.nEvents)).toBeGreaterThanOrEqual(1);
    expect(new Date(x.urlExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // No bearer needed: the URL is the credential.
    const zip = await fetch(x.presignedUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    // Trusted: the platform's audit keys, from its key directory (what audit:public-keys publishes).
    const trustedKeys = new Set(
      new FileAuditKeyProvider(p.env.AUDIT_KEYS_DIR || p.env.KEYS_DIR!).allKeys().map((k) => k.publicKeyHex),
    );
    expect(trustedKeys.has(x.signedBy)).toBe(true);
    if (process.env.DATABASE_URL) {
      // A shared test database: other test platforms, each with audit keys of its own, append to the
      // development chain too. Their keys are the database's registered keys, which audit:verify
      // trusts online. The embedded run (a database of its own) checks against the key file alone.
      const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
      try {
        for (const k of (await new AuditEventRepository(prisma).publicKeys()).values()) trustedKeys.add(k);
      } finally {
        await prisma.$disconnect();
      }
    }
    const v = verifyExport(new Uint8Array(await zip.arrayBuffer()), { trustedKeys });
    expect(
      v,
      JSON.stringify(v, (_k, val) => (typeof val === 'bigint' ? String(val) : val)).slice(0, 600),
    ).toMatchObject({ ok: true, exportId: x.exportId, events: Number(x.nEvents) });
    const forged = new URL(x.presignedUrl);
    forged.searchParams.set('tenant', 'org_other/ws_other');
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('SVC-AUTH-1008');
  });

  it('refuses schema introspection by default', async () => {
    const r = await gql('{ __schema { queryType { name } } }', { authorization: `Bearer ${token}` });
    expect(r.status).toBe(400);
    expect((await r.json()).errors[0].extensions.code).toBe('SVC-GQL-4106');
  });

  it('rejects a forged token and keeps serving', async () => {
    const [h, pl] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(pl, 'base64url').toString()), sub: 'usr_other' })).toString('base64url')}.${token.split('.')[2]}`;
    const r = await gql('{ me { id } }', { authorization: `Bearer ${forged}` });
    expect(r.status).toBe(401);
    expect((await r.json()).errors[0].extensions.code).toBe('SVC-AUTH-1006');
    expect((await fetch(`${p.api}/healthz`)).status).toBe(200);
  });

  it('writes structured JSON logs without secrets', () => {
    const all = [...p.output.values()].join('\n');
    expect(all).toContain('"service":"gateway"');
    expect(all).not.toContain(p.creds.oauthClient.clientSecret);
    expect(all).not.toContain(token);
    expect(all).not.toContain(p.creds.apiKeys.live.key);
  });

  it('stops every process cleanly on SIGTERM', async () => {
    await p.stop();
    for (const c of p.children) expect(c.child.exitCode, c.spec.name).toBe(0);
  });
});
