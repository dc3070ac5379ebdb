/**
 * Usage reporting and usage-aware checks over real processes: a gateway reading its supergraph
 * from the registry reports the operations it serves (client from `apollographql-client-name`, else
 * the OAuth client), the registry shows who used a field, a check of a removal names the operation,
 * client and count while a removal nobody used passes, a publish of the used removal is refused
 * (SVC-REGISTRY-BREAKING), a subscription over WebSocket is reported when it starts, bad usage reports are typed 4xx with nothing stored, and with the
 * registry down the gateway keeps serving while its reports are retried, then dropped and counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPH_NAMES } from '@svc/core';
import { USAGE_LATENCY_SLOTS } from '@svc/core/graphql';
import { ROOT, supergraphRegistryEnv } from '../../scripts/platform.ts';
import { readSupergraphConfig } from '../../scripts/lib-supergraph.ts';
import { runCli } from '../../registry/src/cli/main.ts';
import { allOwnersPrisma } from '../helpers/db.ts';
import { databaseUrl } from '../helpers/env.ts';
import { freePort, startPlatform, clientToken, type Platform } from '../helpers/platform-harness.ts';
import { call, freshVariant, publish, registryToken, registryUrl } from '../helpers/registry.ts';

let p: Platform;
let token: string;
let reporterToken: string;
let userToken: string;
let api: string;
let metricsUrl: string;
const variant = freshVariant();
const dir = mkdtempSync(join(tmpdir(), 'svc-usage-'));
const sdlOf = (name: string) => readFileSync(join(ROOT, readSupergraphConfig().subgraphs[name].schema.file), 'utf8');
const gated = (f: string) => `${f}: String @requiresScopes(scopes: [["svc:prompts:template:read"]])`;
const promptsWith = (fields: string[]) =>
  sdlOf('prompts').replace(/^type Query \{/m, `type Query {\n${fields.map((f) => `  ${gated(f)}`).join('\n')}`);
const QUERY = 'query UsageProbe { usedProbe }';

async function gql(query: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: r.status, body: await r.json() };
}

const usageOf = (coordinate: string, t = token) =>
  call(p, t, 'GET', `/v1/variants/${variant}/usage/coordinates/${encodeURIComponent(coordinate)}?days=7`);
const report = (body: unknown, t: string | null = reporterToken, headers: Record<string, string> = {}) =>
  call(p, t, 'POST', `/v1/variants/${variant}/usage`, body, headers);
const latency = () => new Array(USAGE_LATENCY_SLOTS).fill(0);
const goodOp = (over: Record<string, unknown> = {}) => ({
  hash: 'a'.repeat(64),
  name: 'Fuzz',
  type: 'query',
  coordinates: ['Query.usedProbe'],
  clients: [{ name: 'fuzz', version: null, count: 1, errors: 0, latency: latency() }],
  ...over,
});

async function storedRows(): Promise<string> {
  const prisma = allOwnersPrisma(databaseUrl(), 1);
  try {
    const rows = await prisma.$queryRawUnsafe<{ n: bigint; s: bigint | null }[]>(
      `SELECT count(*) AS n, sum("count") AS s FROM "registry"."usage_hourly" WHERE "variant" = $1`,
      variant,
    );
    const ops = await prisma.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "registry"."usage_operations"`,
    );
    return `${rows[0].n}/${rows[0].s}/${ops[0].n}`;
  } finally {
    await prisma.$disconnect();
  }
}

beforeAll(async () => {
  p = await startPlatform({}, { registry: true });
  token = await registryToken(p);
  reporterToken = await registryToken(p, p.creds.supergraphReader);
  userToken = await clientToken(p);
  for (const n of SUBGRAPH_NAMES) {
    const sdl = n === 'prompts' ? promptsWith(['usedProbe', 'unusedProbe']) : sdlOf(n);
    const r = await publish(p, token, variant, n, sdl, p.env[`SUBGRAPH_${n.toUpperCase()}_URL`]!);
    expect(r.status, r.text).toBe(200);
  }
  const [apiPort, auth, metrics] = [await freePort(), await freePort(), await freePort()];
  await p.spawn(
    { ...p.spec('gateway'), name: 'gateway-usage', readyUrl: `http://127.0.0.1:${apiPort}/readyz` },
    {
      ...supergraphRegistryEnv(p.ports, p.creds.supergraphReader, dir, variant),
      GATEWAY_API_PORT: String(apiPort),
      GATEWAY_AUTH_PORT: String(auth),
      GATEWAY_METRICS_PORT: String(metrics),
      SUPERGRAPH_RELOAD_INTERVAL_MS: '500',
      USAGE_REPORT_INTERVAL_MS: '300',
      USAGE_REPORT_MAX_ATTEMPTS: '2',
    },
  );
  api = `http://127.0.0.1:${apiPort}`;
  metricsUrl = `http://127.0.0.1:${metrics}/metrics`;
}, 300_000);
afterAll(async () => p?.stop());

describe('usage reporting and usage-aware checks', () => {
  it("reports the gateway's traffic: per field, which clients and operations, how often, when last", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await gql(QUERY, { 'apollographql-client-name': 'web-app', 'apollographql-client-version': '2.1.0' });
      expect(r.status).toBe(200);
    }
    // No client header: the OAuth client of the token.
    await gql(QUERY);
    await expect
      .poll(async () => (await usageOf('Query.usedProbe')).body?.total, { timeout: 20_000, interval: 300 })
      .toBe(4);
    const u = (await usageOf('Query.usedProbe')).body;
    expect(u.clients).toEqual([
      expect.objectContaining({ client: 'web-app', clientVersion: '2.1.0', count: 3 }),
      expect.objectContaining({ client: p.creds.oauthClient.clientId, clientVersion: null, count: 1 }),
    ]);
    expect(u.uses[0]).toMatchObject({ kind: 'operation', name: 'UsageProbe', client: 'web-app', count: 3 });
    expect(u.uses[0].hash).toMatch(/^[a-f0-9]{64}$/);
    expect(Date.parse(u.uses[0].lastSeen)).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await usageOf('Query.unusedProbe')).body).toMatchObject({ total: 0, uses: [] });

    const out: string[] = [];
    const code = await runCli(['usage', 'field', 'Query.usedProbe', '--variant', variant], {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
      env: { SVC_REGISTRY_TOKEN: token, SVC_REGISTRY_URL: registryUrl(p) },
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/web-app@2\.1\.0: 3/);
  }, 60_000);

  it('reports a subscription over WebSocket when it starts, client from the upgrade request', async () => {
    // graphql-ws in Node with the upgrade request's client headers, as a server-side client sends them.
    class ClientWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, {
          headers: { 'apollographql-client-name': 'ws-app', 'apollographql-client-version': '7.0.0' },
        });
      }
    }
    const client = createClient({
      url: `${api.replace('http', 'ws')}/graphql`,
      webSocketImpl: ClientWebSocket,
      connectionParams: { authorization: `Bearer ${userToken}` },
      retryAttempts: 0,
    });
    try {
      // No model provider is configured here: the stream ends with the inference subgraph's typed
      // error, after the chain admitted it, and a started subscription is a use of its fields.
      const ended = await new Promise<string>((resolve) => {
        client.subscribe(
          {
            query:
              'subscription UsageStream($input: ChatCompletionInput!) { chatCompletionStream(input: $input) { id } }',
            variables: { input: { model: 'gpt-4o-mini', messages: [{ role: 'USER', content: 'hi' }] } },
          },
          {
            next: (r) => r.errors && resolve(String(r.errors[0]?.extensions?.code)),
            error: (e) => resolve(String((e as { message?: string })?.message ?? e)),
            complete: () => resolve('complete'),
          },
        );
      });
      expect(ended).not.toMatch(/SVC-AUTH|SVC-GQL/);
    } finally {
      await client.dispose();
    }
    await expect
      .poll(async () => (await usageOf('Subscription.chatCompletionStream')).body?.total, {
        timeout: 20_000,
        interval: 300,
      })
      .toBeGreaterThanOrEqual(1);
    const u = (await usageOf('Subscription.chatCompletionStream')).body;
    expect(u.clients).toContainEqual(expect.objectContaining({ client: 'ws-app', clientVersion: '7.0.0', count: 1 }));
    expect(u.uses).toContainEqual(
      expect.objectContaining({ kind: 'operation', name: 'UsageStream', client: 'ws-app', count: 1 }),
    );
  }, 60_000);

  it('fails a check that removes a used field, naming operation, client and count; passes an unused removal', async () => {
    const used = await call(p, token, 'POST', `/v1/variants/${variant}/subgraphs/prompts/check`, {
      sdl: promptsWith(['unusedProbe']),
    });
    expect(used.status, used.text).toBe(200);
    expect(used.body.ok).toBe(false);
    const change = used.body.changes.find((c: { coordinate: string }) => c.coordinate === 'Query.usedProbe');
    expect(change).toMatchObject({ criticality: 'BREAKING', type: 'FIELD_REMOVED' });
    expect(change.usage.uses).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'UsageProbe', client: 'web-app', count: 3 })]),
    );
    expect(used.body.usage).toMatchObject({ days: 7, blocking: 1 });

    const unused = await call(p, token, 'POST', `/v1/variants/${variant}/subgraphs/prompts/check`, {
      sdl: promptsWith(['usedProbe']),
    });
    expect(unused.body.ok).toBe(true);
    expect(unused.body.summary.breaking).toBe(1);

    // The CLI: exit 1, the operation and its client named.
    const schema = join(dir, 'less.graphql');
    writeFileSync(schema, promptsWith(['unusedProbe']));
    const out: string[] = [];
    const code = await runCli(['subgraph', 'check', 'prompts', '--schema', schema, '--variant', variant], {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
      env: { SVC_REGISTRY_TOKEN: token, SVC_REGISTRY_URL: registryUrl(p) },
    });
    expect(code).toBe(1);
    expect(out.join('\n')).toMatch(/Query\.usedProbe[\s\S]*UsageProbe [a-f0-9]{12} by web-app@2\.1\.0: 3/);
  }, 60_000);

  it('refuses to publish the used removal (SVC-REGISTRY-BREAKING) and publishes the unused one', async () => {
    const before = await call(p, token, 'GET', `/v1/variants/${variant}/versions?limit=1`);
    const refused = await publish(
      p,
      token,
      variant,
      'prompts',
      promptsWith(['unusedProbe']),
      p.env.SUBGRAPH_PROMPTS_URL,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('SVC-REGISTRY-BREAKING');
    expect(refused.body.error.errors[0]).toMatchObject({ coordinate: 'Query.usedProbe' });
    expect(refused.body.error.errors[0].operations[0]).toMatchObject({
      name: 'UsageProbe',
      client: 'web-app',
      count: 3,
    });
    expect((await call(p, token, 'GET', `/v1/variants/${variant}/versions?limit=1`)).body).toEqual(before.body);

    const ok = await publish(p, token, variant, 'prompts', promptsWith(['usedProbe']), p.env.SUBGRAPH_PROMPTS_URL);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.changes).toEqual([
      expect.objectContaining({ coordinate: 'Query.unusedProbe', criticality: 'BREAKING' }),
    ]);
  }, 60_000);

  it('refuses bad usage reports with typed 4xx, stays up, and stores nothing', async () => {
    // Wait for the gateway's reports to settle, then nothing else writes this variant.
    const settled = await storedRows();
    const cases: [unknown, string | null, number, string][] = [
      [{ operations: [goodOp()] }, null, 401, 'SVC-AUTH-1000'],
      [{ operations: [goodOp()] }, token, 403, 'SVC-AUTH-1010'],
      [{ operations: [goodOp()] }, 'Bearer-not-a-jwt', 401, ''],
      ['{"operations": [', reporterToken, 400, ''],
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, reporterToken, 400, 'SVC-VALID-4008'],
      [{ operations: [] }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: 'x' }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: [goodOp({ hash: 'nothex' })] }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: [goodOp({ type: 'drop table' })] }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: [goodOp({ name: 'a b' })] }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: [goodOp({ coordinates: ['Query.x; DROP'] })] }, reporterToken, 400, 'SVC-VALID-4000'],
      [{ operations: [goodOp({ coordinates: [`Q.${'x'.repeat(300)}`] })] }, reporterToken, 400, 'SVC-VALID-4000'],
      [
        { operations: [goodOp({ coordinates: Array.from({ length: 2001 }, (_, i) => `Q.f${i}`) })] },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [
        { operations: Array.from({ length: 1001 }, (_, i) => goodOp({ hash: i.toString(16).padStart(64, '0') })) },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [
        { operations: [goodOp({ clients: [{ name: 'x', version: null, count: -1, errors: 0, latency: latency() }] })] },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [
        { operations: [goodOp({ clients: [{ name: 'x', version: null, count: 1, errors: 2, latency: latency() }] })] },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [
        { operations: [goodOp({ clients: [{ name: 'x', version: null, count: 1, errors: 0, latency: [1] }] })] },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [
        {
          operations: [goodOp({ clients: [{ name: '\u0000', version: 1, count: 1, errors: 0, latency: latency() }] })],
        },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      // A bad entry after good ones: the whole report is refused, nothing of it stored.
      [
        { operations: [goodOp(), goodOp({ hash: 'b'.repeat(64), clients: 'many' })] },
        reporterToken,
        400,
        'SVC-VALID-4000',
      ],
      [`{"operations":[],"extra":${'{"a":'.repeat(20)}1${'}'.repeat(20)}}`, reporterToken, 400, 'SVC-VALID-4008'],
      [
        JSON.stringify({ operations: [goodOp()], pad: 'x'.repeat(3 * 1024 * 1024) }),
        reporterToken,
        413,
        'SVC-VALID-4001',
      ],
    ];
    for (const [body, t, status, code] of cases) {
      const r = await report(body, t === 'Bearer-not-a-jwt' ? 'not-a-jwt' : t);
      expect(r.status, `${JSON.stringify(body).slice(0, 120)} → ${r.text.slice(0, 200)}`).toBe(status);
      if (code) expect(r.body.error.code).toBe(code);
    }
    expect(
      (
        await call(p, reporterToken, 'POST', `/v1/variants/${variant}/usage`, 'operations=1', {
          'content-type': 'text/plain',
        })
      ).status,
    ).toBe(415);
    expect(
      (await call(p, reporterToken, 'POST', `/v1/variants/nope-${variant}/usage`, { operations: [goodOp()] })).status,
    ).toBe(404);
    expect((await usageOf('Query.x; DROP')).status).toBe(400);
    // The gateway's token: svc:registry:usage:report only, so it cannot read usage.
    const reportOnly = await fetch(`${p.auth}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${p.creds.supergraphReader.clientId}:${p.creds.supergraphReader.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'svc:registry:usage:report' }),
    });
    const reportOnlyToken = ((await reportOnly.json()) as { access_token: string }).access_token;
    expect((await usageOf('Query.usedProbe', reportOnlyToken)).status).toBe(403);
    expect((await report({ operations: [goodOp({ clients: 'x' })] }, reportOnlyToken)).status).toBe(400);
    expect((await fetch(`${registryUrl(p)}/healthz`)).status).toBe(200);
    expect(await storedRows()).toBe(settled);
  }, 60_000);

  it('keeps serving with the registry down; its reports are retried, then dropped and counted', async () => {
    const dropped = async () =>
      Number(
        /^svc_gateway_usage_reports_dropped_total(?:\{[^}]*\})? (\d+)/m.exec(
          await (await fetch(metricsUrl)).text(),
        )?.[1] ?? -1,
      );
    // Every report so far was taken.
    expect(await dropped()).toBe(0);
    const registry = p.children.find((c) => c.spec.name === 'registry')!;
    registry.child.kill('SIGTERM');
    await new Promise((r) => registry.child.once('exit', r));
    for (let i = 0; i < 5; i++) {
      const r = await gql(QUERY, { 'apollographql-client-name': 'web-app' });
      expect(r.status).toBe(200);
      expect('data' in r.body).toBe(true);
    }
    await expect.poll(dropped, { timeout: 20_000, interval: 300 }).toBeGreaterThan(0);
    expect((await gql(QUERY)).status).toBe(200);
  }, 60_000);
});
