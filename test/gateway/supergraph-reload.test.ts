/**
 * Hot reload of the supergraph on a running platform: while a client keeps querying, the gateway
 * picks up a new supergraph.graphql without a restart (its API schema changes under introspection),
 * refuses one that does not load (unparsable; a root field without @requiresScopes) and keeps
 * serving the last good one, and no request fails at any point.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { ROOT } from '../../scripts/platform.ts';

let p: Platform;
let token: string;
const dir = mkdtempSync(join(tmpdir(), 'supergraph-reload-'));
const path = join(dir, 'supergraph.graphql');
const original = readFileSync(join(ROOT, 'supergraph.graphql'), 'utf8');
// Written aside then renamed into place, as a deploy does: the gateway never reads half a file.
const deploy = (sdl: string) => {
  writeFileSync(`${path}.tmp`, sdl);
  renameSync(`${path}.tmp`, path);
};

beforeAll(async () => {
  copyFileSync(join(ROOT, 'supergraph.graphql'), path);
  p = await startPlatform({
    SUPERGRAPH_PATH: path,
    SUPERGRAPH_RELOAD_INTERVAL_MS: '200',
    INTROSPECTION: 'true',
    REDIS_URL: (await privateRedisUrl()) ?? '',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const c = p.creds.oauthClient;
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  token = (await r.json()).access_token;
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const planFields = async (): Promise<string[]> => {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "PublicPlan") { fields { name } } }' }),
  });
  return ((await r.json()).data.__type.fields as { name: string }[]).map((f) => f.name);
};
const gatewayLog = () => p.output.get('gateway') ?? '';

describe('supergraph hot reload', () => {
  it('applies a new supergraph and refuses bad ones, with no request dropped meanwhile', async () => {
    // A client querying without pause for the whole test.
    let stop = false;
    const outcomes: string[] = [];
    const client = (async () => {
      while (!stop) {
        try {
          const r = await fetch(`${p.api}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"query":"{ publicPlans { code } }"}',
          });
          const body = await r.json();
          outcomes.push(
            r.status === 200 && Array.isArray(body.data?.publicPlans)
              ? 'ok'
              : `${r.status} ${JSON.stringify(body).slice(0, 200)}`,
          );
        } catch (e) {
          outcomes.push(`network: ${(e as Error).message}`);
        }
      }
    })();
    try {
      expect(await planFields()).not.toContain('trialDays');

      // 1. A supergraph with one more field: picked up without a restart.
      deploy(original.replace(/(type PublicPlan\b[^{]*\{)/, '$1\n  trialDays: Int @join__field(graph: BILLING)'));
      await expect.poll(planFields, { timeout: 30_000, interval: 250 }).toContain('trialDays');
      await expect.poll(gatewayLog, { timeout: 5_000 }).toMatch(/supergraph reloaded/);

      // 2. Not GraphQL at all: refused, the last good one keeps serving.
      deploy('this is not a supergraph {');
      await expect
        .poll(() => (gatewayLog().match(/supergraph reload refused/g) ?? []).length, { timeout: 30_000, interval: 250 })
        .toBe(1);
      expect(await planFields()).toContain('trialDays');

      // 3. Valid SDL whose new root field has no @requiresScopes: refused as well (least privilege).
      deploy(original.replace(/(type Query\b[^{]*\{)/, '$1\n  unguarded: String @join__field(graph: BILLING)'));
      await expect
        .poll(() => (gatewayLog().match(/supergraph reload refused/g) ?? []).length, { timeout: 30_000, interval: 250 })
        .toBe(2);
      expect(gatewayLog()).toMatch(/unguarded/);
      expect(await planFields()).toContain('trialDays');

      // 4. Back to the committed one.
      deploy(original);
      await expect.poll(planFields, { timeout: 30_000, interval: 250 }).not.toContain('trialDays');
    } finally {
      stop = true;
      await client;
    }
    // Requests were flowing throughout (a loaded machine answers few per second; every one counts).
    expect(outcomes.length).toBeGreaterThan(4);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual([]);
    // The same gateway process served throughout.
    expect(p.children.find((c) => c.spec.name === 'gateway')!.child.exitCode).toBeNull();
  });
});
