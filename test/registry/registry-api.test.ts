/**
 * The schema registry over real HTTP with real identity tokens and PostgreSQL: check, publish,
 * refusals by coordinate, ETag polling, history, diff, rollback, delete, ownership, scopes,
 * serialised concurrent publishes across two replicas, the audit events in identity's chain, and
 * no access at all for another organization's client, whatever its role and scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOwnersPrisma } from '../helpers/db.ts';
import { sharedPlatform, startPlatform, freePort, type Platform } from '../helpers/platform-harness.ts';
import { call, freshVariant, publish, registryToken, toySdl } from '../helpers/registry.ts';
import { databaseUrl } from '../helpers/env.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../registry/src/cli/main.ts';
import { AUDIT_APPEND_SECRETS, CALLER_SECRETS, ROOT } from '../../scripts/platform.ts';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { PrismaClient } from '../../identity/src/db.ts';
import { createTestTenant } from '../helpers/tenant.ts';

let p: Platform;
let token: string;

beforeAll(async () => {
  p = await sharedPlatform('registry', () => startPlatform({}, { registry: true }));
  token = await registryToken(p);
}, 180_000);
afterAll(async () => p?.stop());

describe('schema registry', () => {
  it('checks, publishes, serves the supergraph with an ETag, and keeps history', async () => {
    const v = freshVariant();
    const first = await publish(p, token, v, 'alpha', toySdl(['a']));
    expect(first.status, first.text).toBe(200);
    expect(first.body.version).toBe(1);

    const check = await call(p, token, 'POST', `/v1/variants/${v}/subgraphs/alpha/check`, { sdl: toySdl(['a', 'b']) });
    expect(check.status).toBe(200);
    expect(check.body.ok).toBe(true);
    expect(check.body.changes.map((c: { coordinate: string }) => c.coordinate)).toEqual(['Query.b']);
    // A check stores nothing.
    expect((await call(p, token, 'GET', `/v1/variants/${v}/versions`)).body.versions).toHaveLength(1);

    const removal = await call(p, token, 'POST', `/v1/variants/${v}/subgraphs/alpha/check`, { sdl: toySdl(['b']) });
    // Breaking, but no operation used Query.a: the check passes (test/registry/usage.test.ts has used ones).
    expect(removal.body.ok).toBe(true);
    expect(removal.body.summary.breaking).toBeGreaterThan(0);
    expect(removal.body.usage).toMatchObject({ days: 7, blocking: 0 });
    expect(removal.body.changes.find((c: { coordinate: string }) => c.coordinate === 'Query.a').usage).toMatchObject({
      coordinates: ['Query.a'],
      uses: [],
      unknown: false,
    });

    const second = await publish(p, token, v, 'alpha', toySdl(['a', 'b']));
    expect(second.body.version).toBe(2);
    const same = await publish(p, token, v, 'alpha', toySdl(['a', 'b']));
    expect(same.body).toMatchObject({ version: 2, unchanged: true });

    const sg = await call(p, token, 'GET', `/v1/variants/${v}/supergraph`);
    expect(sg.status).toBe(200);
    expect(sg.text).toContain('b: String');
    expect(sg.headers.get('x-supergraph-version')).toBe('2');
    const etag = sg.headers.get('etag')!;
    expect(
      (await call(p, token, 'GET', `/v1/variants/${v}/supergraph`, undefined, { 'if-none-match': etag })).status,
    ).toBe(304);

    const diff = await call(p, token, 'GET', `/v1/variants/${v}/diff?from=1&to=2`);
    expect(diff.body.changes).toEqual([
      expect.objectContaining({ coordinate: 'Query.b', criticality: 'NON_BREAKING' }),
    ]);
    const history = await call(p, token, 'GET', `/v1/variants/${v}/versions`);
    expect(history.body.versions.map((x: { version: number }) => x.version)).toEqual([2, 1]);

    const back = await call(p, token, 'POST', `/v1/variants/${v}/rollback`, { version: 1 });
    expect(back.body.version).toBe(3);
    const after = await call(p, token, 'GET', `/v1/variants/${v}/supergraph`);
    expect(after.text).not.toContain('b: String');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await call(p, token, 'GET', `/v1/variants/${v}/subgraphs/alpha`)).body.sdl).toBe(toySdl(['a']));
  });

  it('refuses a subgraph that does not compose or lacks @requiresScopes, naming the coordinate, and stores nothing', async () => {
    const v = freshVariant();
    await publish(p, token, v, 'alpha', toySdl(['a']));
    const ungated = await publish(p, token, v, 'beta', toySdl(['b', 'c'], { ungated: ['c'] }));
    expect(ungated.status).toBe(422);
    expect(ungated.body.error.code).toBe('SVC-REGISTRY-SCOPES');
    expect(ungated.body.error.errors).toEqual([expect.objectContaining({ coordinate: 'Query.c', subgraph: 'beta' })]);

    // `a` is String in alpha: the same field as Int in another subgraph does not compose.
    const clash = await publish(p, token, v, 'beta', toySdl(['a'], { type: 'Int' }));
    expect(clash.status).toBe(422);
    expect(clash.body.error.code).toBe('SVC-REGISTRY-COMPOSITION');
    expect(clash.body.error.errors.length).toBeGreaterThan(0);

    const syntax = await publish(p, token, v, 'beta', 'type Query {');
    expect(syntax.status).toBe(422);
    expect(syntax.body.error.errors[0].kind).toBe('syntax');
    expect((await call(p, token, 'GET', `/v1/variants/${v}/versions`)).body.versions).toHaveLength(1);
  });

  it('lets only the owner publish or delete a subgraph, and an organization admin name the owner', async () => {
    const v = freshVariant();
    await publish(p, token, v, 'alpha', toySdl(['a']));
    await publish(p, token, v, 'beta', toySdl(['b']));
    const named = await call(p, token, 'PUT', `/v1/variants/${v}/subgraphs/beta/owner`, {
      clientId: 'cli_some_other_team',
    });
    expect(named.status).toBe(200);
    const refused = await publish(p, token, v, 'beta', toySdl(['b', 'c']));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SVC-REGISTRY-NOT-OWNER');
    const del = await call(p, token, 'DELETE', `/v1/variants/${v}/subgraphs/beta`);
    expect(del.body.error.code).toBe('SVC-REGISTRY-NOT-OWNER');
    // alpha is still ours: deleting it makes a version without it.
    const ok = await call(p, token, 'DELETE', `/v1/variants/${v}/subgraphs/alpha`);
    expect(ok.status).toBe(200);
    expect((await call(p, token, 'GET', `/v1/variants/${v}/supergraph`)).text).not.toContain('a: String');
  });

  it('refuses a caller without a token or without the scope', async () => {
    const v = freshVariant();
    const none = await publish(p, '', v, 'alpha', toySdl(['a']));
    expect(none.status).toBe(401);
    const developer = await registryToken(p, p.creds.clients.developer);
    const noScope = await publish(p, developer, v, 'alpha', toySdl(['a']));
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.code).toBe('SVC-AUTH-1010');
    expect((await call(p, developer, 'GET', `/v1/variants/${v}/supergraph`)).status).toBe(403);
  });

  it('bounds its inputs with typed 400s', async () => {
    const v = freshVariant();
    expect((await publish(p, token, 'Bad Variant', 'alpha', toySdl(['a']))).status).toBe(400);
    expect((await publish(p, token, 'UPPER', 'alpha', toySdl(['a']))).body.error.code).toBe('SVC-VALID-4000');
    expect((await publish(p, token, v, 'alpha', toySdl(['a']), 'ftp://x')).body.error.code).toBe('SVC-VALID-4000');
    expect((await publish(p, token, v, 'alpha', 'x'.repeat(600 * 1024))).status).toBe(413);
    expect((await call(p, token, 'POST', `/v1/variants/${v}/subgraphs/alpha/publish`, '{"sdl":')).body.error.code).toBe(
      'SVC-VALID-4000',
    );
    expect((await call(p, token, 'POST', `/v1/variants/${v}/rollback`, { version: -1 })).body.error.code).toBe(
      'SVC-VALID-4000',
    );
  });

  it('serialises concurrent publishes to a variant across two replicas: no version is lost', async () => {
    const port = await freePort();
    const spec = { ...p.spec('registry'), name: 'registry-2', readyUrl: `http://127.0.0.1:${port}/readyz` };
    await p.spawn(spec, { REGISTRY_PORT: String(port) });
    const v = freshVariant();
    const names = ['s1', 's2', 's3', 's4', 's5', 's6'];
    const results = await Promise.all(
      names.map((n, i) =>
        fetch(`http://127.0.0.1:${i % 2 ? port : p.ports.registry}/v1/variants/${v}/subgraphs/${n}/publish`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sdl: toySdl([`f_${n}`]), routingUrl: `http://127.0.0.1:9/${n}` }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { version: number } })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(names.map(() => 200));
    expect(results.map((r) => r.body.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const sg = await call(p, token, 'GET', `/v1/variants/${v}/supergraph`);
    for (const n of names) expect(sg.text).toContain(`f_${n}: String`);
  }, 120_000);

  it("refuses another organization's client everything, even an organization admin holding svc:registry:*", async () => {
    const v = freshVariant();
    expect((await publish(p, token, v, 'alpha', toySdl(['a']))).status).toBe(200);
    const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    let tenant;
    try {
      // A customer organization: its admin role covers svc:registry:* as it covers every service's scopes.
      tenant = await createTestTenant(prisma, {
        secretVerifier: (x) => keys.hmac(`client-secret:${x}`)!,
        role: 'ORG_ADMIN',
        scopes: ['svc:registry:*'],
      });
    } finally {
      await prisma.$disconnect();
    }
    const foreign = await registryToken(p, tenant);
    const attempts = [
      await publish(p, foreign, v, 'evil', toySdl(['stolen'])),
      await publish(p, foreign, freshVariant(), 'evil', toySdl(['stolen'])),
      await call(p, foreign, 'PUT', `/v1/variants/${v}/subgraphs/alpha/owner`, { clientId: tenant.clientId }),
      await call(p, foreign, 'POST', `/v1/variants/${v}/subgraphs/alpha/check`, { sdl: toySdl(['a', 'b']) }),
      await call(p, foreign, 'DELETE', `/v1/variants/${v}/subgraphs/alpha`),
      await call(p, foreign, 'POST', `/v1/variants/${v}/rollback`, { version: 1 }),
      await call(p, foreign, 'GET', `/v1/variants/${v}/supergraph`),
      await call(p, foreign, 'GET', `/v1/variants/${v}/versions`),
      await call(p, foreign, 'POST', `/v1/variants/${v}/documents`, {
        client: 'web',
        manifest: { format: 'apollo-persisted-query-manifest', version: 1, operations: [] },
      }),
      await call(p, foreign, 'POST', `/v1/variants/${v}/usage`, { operations: [] }),
      await call(p, foreign, 'GET', `/v1/variants/${v}/usage/coordinates/Query.a`),
    ];
    for (const r of attempts) {
      expect(r.status, r.text).toBe(403);
      expect(r.body.error.code).toBe('SVC-REGISTRY-OPERATOR-ONLY');
    }
    // Nothing changed: one version, alpha still ours, no subgraph named evil anywhere.
    const versions = await call(p, token, 'GET', `/v1/variants/${v}/versions`);
    expect(versions.body.versions).toHaveLength(1);
    expect((await publish(p, token, v, 'alpha', toySdl(['a', 'c']))).status).toBe(200);
    expect((await call(p, token, 'GET', `/v1/variants/${v}/supergraph`)).text).not.toContain('stolen');
  });

  it('runs with its own audit-ingest secret only: no secret of another service, no audit key folder', () => {
    const pid = p.children.find((c) => c.spec.name === 'registry')!.child.pid!;
    const env = Object.fromEntries(
      readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    expect(env.REGISTRY_AUDIT_APPEND_SECRET).toBe(p.env.REGISTRY_AUDIT_APPEND_SECRET);
    const foreign = [
      ...Object.entries(AUDIT_APPEND_SECRETS)
        .filter(([s]) => s !== 'registry')
        .map(([, v]) => v),
      ...CALLER_SECRETS.map(([, v]) => v),
      'AUDIT_KEYS_DIR',
      'AUDIT_EXPORT_DIR',
    ];
    for (const name of foreign) expect(env[name], name).toBeUndefined();
  });

  it("appends every publish, rollback and delete to identity's audit chain", async () => {
    const v = freshVariant();
    await publish(p, token, v, 'alpha', toySdl(['a']));
    await publish(p, token, v, 'alpha', toySdl(['a', 'b']));
    await call(p, token, 'POST', `/v1/variants/${v}/rollback`, { version: 1 });
    await publish(p, token, v, 'beta', toySdl(['b']));
    await call(p, token, 'DELETE', `/v1/variants/${v}/subgraphs/beta`);
    const prisma = allOwnersPrisma(databaseUrl(), 1);
    try {
      let actions: string[] = [];
      for (let i = 0; i < 100; i++) {
        const rows = await prisma.auditEvent.findMany({
          where: { resourceOrn: { startsWith: `orn:svc:registry:${v}:` } },
          orderBy: { seq: 'asc' },
        });
        actions = rows.map((r) => r.action);
        if (actions.length >= 5) {
          expect(
            rows.every(
              (r) =>
                r.emitterService === 'registry' &&
                r.organizationId === 'org_dev' &&
                r.actorPrincipal === 'user/usr_dev_owner',
            ),
          ).toBe(true);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(actions).toEqual([
        'registry.subgraph.published',
        'registry.subgraph.published',
        'registry.supergraph.rolled_back',
        'registry.subgraph.published',
        'registry.subgraph.deleted',
      ]);
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe('npx svc', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-cli-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const cli = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
      env: { SVC_REGISTRY_URL: `http://127.0.0.1:${p.ports.registry}`, SVC_REGISTRY_TOKEN: token, ...env },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('exits 0 when a check passes or a publish lands, 1 when the check fails or the registry refuses, 2 on usage or auth errors', async () => {
    const v = freshVariant();
    const good = file('good.graphql', toySdl(['a']));
    const ungated = file('ungated.graphql', toySdl(['a', 'b'], { ungated: ['b'] }));
    expect(
      (
        await cli([
          'subgraph',
          'publish',
          'alpha',
          '--schema',
          good,
          '--routing-url',
          'http://127.0.0.1:9/graphql',
          '--variant',
          v,
        ])
      ).code,
    ).toBe(0);
    const ok = await cli([
      'subgraph',
      'check',
      'alpha',
      '--schema',
      file('more.graphql', toySdl(['a', 'c'])),
      '--variant',
      v,
      '--json',
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).changes[0].coordinate).toBe('Query.c');
    const breaking = await cli([
      'subgraph',
      'check',
      'alpha',
      '--schema',
      file('less.graphql', toySdl(['c'])),
      '--variant',
      v,
    ]);
    // Breaking but unused: it passes and says so.
    expect(breaking.code).toBe(0);
    expect(breaking.out).toMatch(/BREAKING +Query\.a .*\(unused\)/);
    const refused = await cli([
      'subgraph',
      'publish',
      'alpha',
      '--schema',
      ungated,
      '--routing-url',
      'http://127.0.0.1:9/graphql',
      '--variant',
      v,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Query.b');
    const fetched = await cli(['subgraph', 'fetch', 'alpha', '--variant', v]);
    expect(fetched).toMatchObject({ code: 0, out: toySdl(['a']) });
    expect((await cli(['supergraph', 'fetch', '--variant', v])).out).toContain('join__Graph');
    expect((await cli(['subgraph', 'publish', 'alpha', '--schema', good, '--variant', v])).code).toBe(2);
    expect((await cli(['subgraph', 'launch', 'alpha'])).code).toBe(2);
    expect((await cli(['subgraph', 'check', 'alpha', '--schema', good, '--bogus'])).code).toBe(2);
    expect((await cli(['supergraph', 'fetch', '--variant', v], { SVC_REGISTRY_TOKEN: 'not-a-token' })).code).toBe(2);
    expect(
      (
        await cli(['supergraph', 'fetch', '--variant', v], {
          SVC_REGISTRY_TOKEN: '',
          SVC_CLIENT_ID: 'cli_registry_dev',
          SVC_CLIENT_SECRET: 'wrong',
          SVC_TOKEN_URL: `${p.auth}/oauth/token`,
        })
      ).code,
    ).toBe(2);
    expect(
      (
        await cli(['supergraph', 'fetch', '--variant', v], {
          SVC_REGISTRY_TOKEN: '',
          SVC_CLIENT_ID: p.creds.registryClient.clientId,
          SVC_CLIENT_SECRET: p.creds.registryClient.clientSecret,
          SVC_TOKEN_URL: `${p.auth}/oauth/token`,
        })
      ).code,
    ).toBe(0);

    // The installed bin, as a process.
    const bin = spawnSync(
      process.execPath,
      [join(ROOT, 'registry/bin/svc.mjs'), 'subgraph', 'check', 'alpha', '--schema', ungated, '--variant', v],
      {
        env: { ...process.env, SVC_REGISTRY_URL: `http://127.0.0.1:${p.ports.registry}`, SVC_REGISTRY_TOKEN: token },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(bin.status, bin.stderr).toBe(1);
    expect(bin.stdout).toContain('Query.b');
  }, 120_000);
});
