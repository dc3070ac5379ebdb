/**
 * The gateway with SUPERGRAPH_SOURCE=registry against the real registry, identity and subgraphs:
 * a team adds a field (check, publish) and the gateway serves it within the poll interval without
 * a restart and without failing a request in flight; a refused publish leaves it serving; a
 * rollback is followed; a new gateway serves the supergraph it built from its cache before it
 * started only when the registry confirms that version; with the registry down a new gateway starts
 * from its cached last good version and says so in /readyz.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPH_NAMES } from '@svc/core';
import { ROOT, supergraphRegistryEnv } from '../../scripts/platform.ts';
import { readSupergraphConfig } from '../../scripts/lib-supergraph.ts';
import { freePort, startPlatform, clientToken, type Platform } from '../helpers/platform-harness.ts';
import { call, freshVariant, publish, registryToken } from '../helpers/registry.ts';

let p: Platform;
let token: string;
let userToken: string;
const variant = freshVariant();
const cacheDir = mkdtempSync(join(tmpdir(), 'svc-supergraph-cache-'));
const sdlOf = (name: string) => readFileSync(join(ROOT, readSupergraphConfig().subgraphs[name].schema.file), 'utf8');
const PROBE = 'registryProbe: String @requiresScopes(scopes: [["svc:prompts:template:read"]])';
const withProbe = () => sdlOf('prompts').replace(/^type Query \{/m, `type Query {\n  ${PROBE}`);

/** A gateway reading `variant` from the registry, on ports of its own. */
async function registryGateway(name: string, cache = cacheDir) {
  const [api, auth, metrics] = [await freePort(), await freePort(), await freePort()];
  const spec = { ...p.spec('gateway'), name, readyUrl: `http://127.0.0.1:${api}/readyz` };
  await p.spawn(spec, {
    ...supergraphRegistryEnv(p.ports, p.creds.supergraphReader, cache, variant),
    GATEWAY_API_PORT: String(api),
    GATEWAY_AUTH_PORT: String(auth),
    GATEWAY_METRICS_PORT: String(metrics),
    SUPERGRAPH_RELOAD_INTERVAL_MS: '300',
    INTROSPECTION: 'true',
  });
  return `http://127.0.0.1:${api}`;
}

async function gql(api: string, query: string): Promise<{ status: number; body: any }> {
  const r = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: r.status, body: await r.json() };
}
const queryFields = async (api: string) =>
  ((await gql(api, '{ __type(name: "Query") { fields { name } } }')).body.data.__type.fields as { name: string }[]).map(
    (f) => f.name,
  );

beforeAll(async () => {
  p = await startPlatform({}, { registry: true });
  token = await registryToken(p);
  userToken = await clientToken(p);
  // The variant gets this repository's nine subgraphs, routed to this platform's processes.
  for (const n of SUBGRAPH_NAMES) {
    const r = await publish(p, token, variant, n, sdlOf(n), p.env[`SUBGRAPH_${n.toUpperCase()}_URL`]!);
    expect(r.status, r.text).toBe(200);
  }
}, 300_000);
afterAll(async () => p?.stop());

describe('gateway with SUPERGRAPH_SOURCE=registry', () => {
  let api: string;

  it("serves the registry's supergraph and reports it ready", async () => {
    api = await registryGateway('gateway-registry');
    expect((await gql(api, '{ me { id } }')).body.data.me.id).toBeTruthy();
    const ready = await (await fetch(`${api}/readyz`)).json();
    expect(ready.checks.supergraph).toBe('ok');
  }, 120_000);

  it('serves a field published by a team within the poll interval, failing no request through the swap', async () => {
    const check = await call(p, token, 'POST', `/v1/variants/${variant}/subgraphs/prompts/check`, { sdl: withProbe() });
    expect(check.body.ok).toBe(true);
    expect(check.body.changes.map((c: { coordinate: string }) => c.coordinate)).toContain('Query.registryProbe');
    expect(await queryFields(api)).not.toContain('registryProbe');

    let stop = false;
    const failures: string[] = [];
    let answered = 0;
    const load = Promise.all(
      [0, 1, 2].map(async () => {
        while (!stop) {
          const r = await gql(api, '{ me { id } }');
          answered++;
          if (r.status !== 200 || !r.body.data?.me?.id) failures.push(JSON.stringify(r.body).slice(0, 300));
        }
      }),
    );
    const pub = await publish(p, token, variant, 'prompts', withProbe(), p.env.SUBGRAPH_PROMPTS_URL);
    expect(pub.status, pub.text).toBe(200);
    await expect.poll(() => queryFields(api), { timeout: 20_000, interval: 200 }).toContain('registryProbe');
    stop = true;
    await load;
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  }, 60_000);

  it('keeps serving when a publish is refused, and follows a rollback', async () => {
    const ungated = await publish(
      p,
      token,
      variant,
      'prompts',
      withProbe().replace(PROBE, 'registryProbe: String\n  other: Int'),
      p.env.SUBGRAPH_PROMPTS_URL,
    );
    expect(ungated.status).toBe(422);
    expect(ungated.body.error.errors.map((e: { coordinate: string }) => e.coordinate)).toEqual([
      'Query.registryProbe',
      'Query.other',
    ]);
    expect(await queryFields(api)).toContain('registryProbe');
    expect(await queryFields(api)).not.toContain('other');

    const history = await call(p, token, 'GET', `/v1/variants/${variant}/versions`);
    const seeded = history.body.versions.find(
      (v: { action: string; subgraph: string; version: number }) =>
        v.subgraph === 'prompts' && v.action === 'publish' && v.version === SUBGRAPH_NAMES.length,
    );
    expect(seeded).toBeTruthy();
    const back = await call(p, token, 'POST', `/v1/variants/${variant}/rollback`, { version: seeded.version });
    expect(back.status, back.text).toBe(200);
    await expect.poll(() => queryFields(api), { timeout: 20_000, interval: 200 }).not.toContain('registryProbe');
  }, 60_000);

  // Before it is released (npm start holds it back), a gateway builds the supergraph it cached; it
  // serves that build only when the registry answers 304 to the cached version's hash.
  const PREBUILT = 'supergraph: the version built from the cache before the start serves';
  const cacheFile = (dir: string) => readdirSync(dir).find((f) => f.endsWith('.graphql'))!;

  it('serves the supergraph it built from its cache when the registry confirms that version', async () => {
    const warm = await registryGateway('gateway-registry-warm');
    expect(p.output.get('gateway-registry-warm')).toContain(PREBUILT);
    expect(await queryFields(warm)).not.toContain('registryProbe');
    expect((await gql(warm, '{ me { id } }')).body.data.me.id).toBeTruthy();
    expect((await (await fetch(`${warm}/readyz`)).json()).checks.supergraph).toBe('ok');
  }, 120_000);

  it('does not serve a cached supergraph the registry has replaced', async () => {
    // A cache holding a version with the probe field, which the rollback above removed.
    const stale = mkdtempSync(join(tmpdir(), 'svc-supergraph-stale-'));
    const current = readFileSync(join(cacheDir, cacheFile(cacheDir)), 'utf8');
    const old = current.replace(
      /^type Query(\s[^{]*)\{/m,
      (m) =>
        `${m}\n  registryProbe: String @join__field(graph: PROMPTS) @requiresScopes(scopes: [["svc:prompts:template:read"]])`,
    );
    expect(old).not.toBe(current);
    writeFileSync(join(stale, cacheFile(cacheDir)), old);
    const api2 = await registryGateway('gateway-registry-stale', stale);
    expect(p.output.get('gateway-registry-stale')).not.toContain(PREBUILT);
    expect(p.output.get('gateway-registry-stale')).toContain("the cached version is not the registry's current one");
    expect(await queryFields(api2)).not.toContain('registryProbe');
    // It now caches what it serves.
    expect(readFileSync(join(stale, cacheFile(cacheDir)), 'utf8')).toBe(current);
  }, 120_000);

  it("starts on the registry's version when its cache is not a supergraph at all", async () => {
    const corrupt = mkdtempSync(join(tmpdir(), 'svc-supergraph-corrupt-'));
    writeFileSync(join(corrupt, cacheFile(cacheDir)), 'type Query { \u0000 not a supergraph');
    const api3 = await registryGateway('gateway-registry-corrupt', corrupt);
    expect(p.output.get('gateway-registry-corrupt')).toContain('preparing before the start failed');
    expect(p.output.get('gateway-registry-corrupt')).not.toContain(PREBUILT);
    expect((await gql(api3, '{ me { id } }')).body.data.me.id).toBeTruthy();
    expect((await (await fetch(`${api3}/readyz`)).json()).checks.supergraph).toBe('ok');
    // The good version replaced the bad file.
    expect(readFileSync(join(corrupt, cacheFile(cacheDir)), 'utf8')).toBe(
      readFileSync(join(cacheDir, cacheFile(cacheDir)), 'utf8'),
    );
  }, 120_000);

  it('starts from its cached last good version while the registry is down, and says so in /readyz', async () => {
    const registry = p.children.find((c) => c.spec.name === 'registry')!;
    registry.child.kill('SIGTERM');
    await new Promise((r) => registry.child.once('exit', r));
    const cold = await registryGateway('gateway-registry-cold');
    expect((await gql(cold, '{ me { id } }')).body.data.me.id).toBeTruthy();
    // The cache holds the rolled-back version: the probe field is not there.
    expect(await queryFields(cold)).not.toContain('registryProbe');
    const ready = await fetch(`${cold}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body.degraded).toContain('supergraph');
    expect(body.checks.supergraph).toMatch(/cannot be reached/);
  }, 120_000);
});
