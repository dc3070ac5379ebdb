/**
 * What an operator sees of a running platform: every process serves Prometheus metrics on an
 * internal listener (the gateway's own metrics port, identity's and each subgraph's internal HTTP
 * port), none on the public {base_url}; every family has HELP and TYPE (and `promtool check
 * metrics` accepts each exposition where promtool is installed); every listener writes one access
 * line per request, with the principal and never the credential.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { SUBGRAPH_NAMES } from '@svc/core';
import { clientToken, sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { jsonLines } from '../helpers/output.ts';

const PROMTOOL = '/usr/bin/promtool';

let p: Platform;
beforeAll(async () => {
  p = await sharedPlatform();
}, 240_000);
afterAll(async () => {
  await p?.stop();
});

/** Each process's metrics URL. */
const metricsUrls = () => ({
  gateway: `http://127.0.0.1:${p.ports.gatewayMetrics}/metrics`,
  identity: `http://127.0.0.1:${p.ports.identityHttp}/metrics`,
  ...Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, `http://127.0.0.1:${p.ports.subgraphs[n]}/metrics`])),
});

/** Log lines of one process, parsed. */
const lines = (name: string) => jsonLines(p.output.get(name) ?? '');

describe('metrics', () => {
  it('every process serves its metrics with HELP and TYPE for every family, the runtime defaults and its request histogram', async () => {
    const token = await clientToken(p);
    // One request through the gateway, so the gateway, iam and identity have observed something.
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(r.status).toBe(200);
    for (const [name, url] of Object.entries(metricsUrls())) {
      const res = await fetch(url);
      expect(res.status, name).toBe(200);
      const text = await res.text();
      const help = new Set([...text.matchAll(/^# HELP (\S+) /gm)].map((m) => m[1]));
      const type = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
      expect(help, name).toEqual(type);
      for (const f of [
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'svc_process_faults_total',
        'svc_http_request_duration_seconds',
      ])
        expect(help.has(f), `${name}: ${f}`).toBe(true);
      expect(text, name).toContain(
        `service="${name === 'gateway' || name === 'identity' ? name : `subgraph-${name}`}"`,
      );
      if (existsSync(PROMTOOL)) {
        const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
        expect(check.status, `${name}: promtool check metrics\n${check.stdout}${check.stderr}`).toBe(0);
      }
    }
    const gateway = await (await fetch(metricsUrls().gateway)).text();
    expect(gateway).toMatch(/svc_gateway_subgraph_fetch_duration_seconds_count\{[^}]*subgraph="iam"[^}]*\} [1-9]/);
    expect(gateway).toMatch(
      /svc_http_request_duration_seconds_count\{[^}]*listener="api",route="\/graphql",status="200"\} [1-9]/,
    );
    expect(gateway).toContain('svc_gateway_document_cache_misses_total');
    // The edge-denial reporter's counts (audit trail reports dropped or failed are a missing denial).
    expect(gateway).toMatch(/svc_gateway_edge_denial_reports_total\{outcome="dropped",service="gateway"\} \d+/);
  });

  it('is not served on the public {base_url} or {auth_url}', async () => {
    expect((await fetch(`${p.api}/metrics`)).status).toBe(404);
    expect((await fetch(`${p.auth}/metrics`)).status).toBe(404);
  });
});

describe('access log', () => {
  it('writes one line per request on the gateway, identity and the subgraph it reached, with ids and principal, never the credential', async () => {
    const token = await clientToken(p);
    const requestId = `access-log-${Date.now()}`;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-request-id': requestId,
        traceparent,
      },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(r.status).toBe(200);
    await expect
      .poll(() => lines('gateway').filter((l) => l.msg === 'request' && l.requestId === requestId).length)
      .toBe(1);
    const line = lines('gateway').find((l) => l.msg === 'request' && l.requestId === requestId)!;
    expect(line).toMatchObject({
      level: 'info',
      listener: 'api',
      method: 'POST',
      route: '/graphql',
      status: 200,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      principal: expect.stringMatching(/^usr_|^cli_/),
    });
    expect(typeof line.durationMs).toBe('number');
    // The subgraph that served `me` logged the same request id, with the principal from the SVC-* headers.
    await expect
      .poll(() => lines('iam').filter((l) => l.msg === 'request' && l.requestId === requestId).length)
      .toBe(1);
    // The token endpoint's request on {auth_url} and identity.
    await expect
      .poll(() =>
        lines('gateway').some(
          (l) => l.msg === 'request' && l.listener === 'auth' && l.route === '/oauth/token' && l.status === 200,
        ),
      )
      .toBe(true);
    await expect
      .poll(() => lines('identity').some((l) => l.msg === 'request' && l.route === '/oauth/token' && l.status === 200))
      .toBe(true);
    // No process ever logged the token or the client secret.
    for (const [name, out] of p.output) {
      expect(out.includes(token), name).toBe(false);
      expect(out.includes(p.creds.oauthClient.clientSecret), name).toBe(false);
    }
  });
});
