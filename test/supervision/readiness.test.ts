/**
 * The gateway's /readyz names each dependency: identity, the store and every subgraph. A subgraph
 * killed with SIGKILL is listed as down (with the reason) under `checks` and `degraded` while the
 * gateway stays ready and keeps answering what needs no such subgraph; it is `ok` again once the
 * subgraph is back. (Identity or the store down makes it not ready: test/gateway/resilience.test.ts.)
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SUBGRAPH_NAMES } from '@svc/core';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';

let p: Platform;
let token: string;

beforeAll(async () => {
  // Kills and restarts billing alone: one process per subgraph.
  p = await startPlatform({ SUBGRAPHS_MODE: 'separate' });
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'svc:iam:user:read svc:iam:workspace:read' }),
  });
  token = (await r.json()).access_token;
}, 180_000);
afterAll(async () => {
  await p?.stop();
});

const readyz = async () => {
  const r = await fetch(`${p.api}/readyz`);
  return { status: r.status, body: await r.json() };
};
const me = async () => {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } workspace(id: "ws_dev") { id } }' }),
  });
  return { status: r.status, body: await r.json() };
};

describe('gateway readiness by dependency', () => {
  it('lists identity, the store and each subgraph by name', async () => {
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.ready).toBe(true);
    expect(Object.keys(body.checks).sort()).toEqual(
      ['identity', 'store', ...SUBGRAPH_NAMES.map((n) => `subgraph:${n}`)].sort(),
    );
    expect(Object.values(body.checks).every((v) => v === 'ok')).toBe(true);
    expect(body.degraded).toEqual([]);
  });

  it('names a SIGKILLed subgraph as down, stays ready and serving, and recovers when it is back', async () => {
    const billing = p.children.find((c) => c.spec.name === 'billing')!;
    const gone = new Promise((r) => billing.child.once('exit', r));
    billing.child.kill('SIGKILL');
    await gone;

    // The probe's answer is cached for 2 s: within that the old answer may still show.
    await expect
      .poll(async () => (await readyz()).body.degraded, { timeout: 10_000, interval: 250 })
      .toEqual(['subgraph:billing']);
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.ready).toBe(true);
    expect(body.checks['subgraph:billing']).toMatch(/^unreachable \(/);
    expect(body.checks.identity).toBe('ok');
    expect(body.checks['subgraph:iam']).toBe('ok');

    // what needs no billing still answers, from the same gateway process
    const r = await me();
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { me: { id: p.creds.admin.userId }, workspace: { id: 'ws_dev' } } });
    expect(p.children.find((c) => c.spec.name === 'gateway')!.child.exitCode).toBeNull();

    await p.spawn(p.spec('billing'));
    await expect
      .poll(async () => (await readyz()).body, { timeout: 10_000, interval: 250 })
      .toMatchObject({ ready: true, degraded: [], checks: { 'subgraph:billing': 'ok' } });
  }, 90_000);
});
