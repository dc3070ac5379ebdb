/**
 * SUBGRAPHS_MODE=single (what `npm start` runs by default): one process hosts the nine subgraphs,
 * each still its own service on its own port, with its own schema, readiness, metrics registry
 * (service="subgraph-<name>", accepted by promtool) and log lines; the gateway federates them as
 * before; bad requests to one leave every other answering; SIGTERM stops them all cleanly.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { SUBGRAPH_NAMES } from '@svc/core';
import { clientToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { jsonLines } from '../helpers/output.ts';

const PROMTOOL = '/usr/bin/promtool';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ SUBGRAPHS_MODE: 'single' });
}, 240_000);
afterAll(async () => {
  await p?.stop();
});

const sub = (n: string, path: string) => `http://127.0.0.1:${p.ports.subgraphs[n]}${path}`;
const host = () => p.children.find((c) => c.spec.name === 'subgraphs')!;
const logLines = (name: string) => jsonLines(p.output.get(name) ?? '');
const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

describe('single-process subgraphs', () => {
  it('runs identity, one subgraphs process and the gateway, every subgraph on its own port as its own service', async () => {
    const pids = new Set(p.children.map((c) => c.child.pid));
    expect(pids.size).toBe(3);
    for (const n of SUBGRAPH_NAMES) {
      // the harness lists the host under each subgraph's name: the very same process
      expect(p.children.find((c) => c.spec.name === n)!.child.pid, n).toBe(host().child.pid);
      const health = await fetch(sub(n, '/healthz'));
      expect(health.status, n).toBe(200);
      // inference answers with its own shape; every other subgraph names itself
      if (n !== 'inference') expect(await health.json(), n).toEqual({ status: 'ok', service: n });
      expect((await fetch(sub(n, '/readyz'))).status, n).toBe(200);
    }
  });

  it('serves each subgraph its own schema: a field of one is unknown on another', async () => {
    const ask = (n: string, query: string) =>
      fetch(sub(n, '/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then((r) => r.json());
    expect(await ask('billing', '{ publicPlans { code } }')).toEqual({
      data: { publicPlans: [{ code: 'FREE' }, { code: 'PRO' }, { code: 'ENTERPRISE' }] },
    });
    const elsewhere = await ask('memory', '{ publicPlans { code } }');
    expect(elsewhere.data).toBeUndefined();
    expect(elsewhere.errors[0].message).toMatch(/Cannot query field "publicPlans"/);
  });

  it('federates through the gateway as in separate mode', async () => {
    const token = await clientToken(p);
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } publicPlans { code } }' }),
    });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.publicPlans).toHaveLength(3);
    expect(body.data.me.id).toMatch(/^(usr|cli)_/);
    const ready = await (await fetch(`${p.api}/readyz`)).json();
    for (const n of SUBGRAPH_NAMES) expect(ready.checks[`subgraph:${n}`], n).toBe('ok');
  });

  it('keeps one metrics registry per subgraph, labelled with its name, that promtool accepts', async () => {
    for (const n of SUBGRAPH_NAMES) {
      const text = await (await fetch(sub(n, '/metrics'))).text();
      expect(text, n).toContain(`service="subgraph-${n}"`);
      expect(text, n).not.toMatch(new RegExp(`service="subgraph-(?!${n}")`));
      for (const f of [
        'process_resident_memory_bytes',
        'svc_process_faults_total',
        'svc_http_request_duration_seconds',
      ])
        expect(text, `${n}: ${f}`).toContain(`# HELP ${f} `);
      if (existsSync(PROMTOOL)) {
        const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
        expect(check.status, `${n}: promtool check metrics\n${check.stdout}${check.stderr}`).toBe(0);
      }
    }
    // three requests to billing are counted in billing's registry, none in memory's
    const served = async (n: string) => {
      const text = await (await fetch(sub(n, '/metrics'))).text();
      return [
        ...text.matchAll(/^svc_http_request_duration_seconds_count\{[^}]*route="\/graphql"[^}]*\} (\d+)$/gm),
      ].reduce((sum, m) => sum + Number(m[1]), 0);
    };
    const before = { billing: await served('billing'), memory: await served('memory') };
    for (let i = 0; i < 3; i++)
      await fetch(sub('billing', '/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ publicPlans { code } }' }),
      });
    expect(await served('billing')).toBe(before.billing + 3);
    expect(await served('memory')).toBe(before.memory);
  });

  it("writes each subgraph's log lines under its own name", async () => {
    const requestId = `single-${Date.now()}`;
    await fetch(sub('prompts', '/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await expect.poll(() => logLines('prompts').filter((l) => l.requestId === requestId).length).toBe(1);
    expect(logLines('prompts').find((l) => l.requestId === requestId)).toMatchObject({
      service: 'subgraph-prompts',
      pid: host().child.pid,
    });
    expect(logLines('memory').some((l) => l.requestId === requestId)).toBe(false);
  });

  it('answers bad requests to one subgraph with typed errors while the others keep serving', async () => {
    const deep = `{ publicPlans ${'{ code '.repeat(2000)}${'}'.repeat(2000)} }`;
    const bad: Array<[string, RequestInit]> = [
      ['not json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' }],
      [
        'nested document',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: deep }) },
      ],
      [
        'NUL in an argument',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query($id: ID!) { invoice(id: $id) { id } }', variables: { id: 'a\u0000b' } }),
        },
      ],
    ];
    for (const [label, init] of bad) {
      const r = await fetch(sub('billing', '/graphql'), init);
      expect(r.status, label).toBeLessThan(500);
      expect(r.status === 200 ? (await r.json()).errors?.length : r.status, label).toBeGreaterThan(0);
    }
    expect(host().child.exitCode).toBeNull();
    for (const n of SUBGRAPH_NAMES) expect((await fetch(sub(n, '/healthz'))).status, n).toBe(200);
    expect(p.output.get('subgraphs')).not.toMatch(/uncaught exception|unhandled rejection/);
  });

  it('stops every subgraph on SIGTERM and exits 0', async () => {
    // 'close', not 'exit': the lines it wrote last are read to the end before the assertion below.
    const exited = new Promise<number | null>((r) => host().child.once('close', (code) => r(code)));
    host().child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const n of SUBGRAPH_NAMES) expect(await portOpen(p.ports.subgraphs[n]), n).toBe(false);
    expect(p.output.get('subgraphs')).toMatch(/"msg":"stopped"/);
  });
});
