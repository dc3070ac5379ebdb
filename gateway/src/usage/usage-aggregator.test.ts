import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@svc/core';
import { USAGE_LATENCY_SLOTS, USAGE_REPORT_LIMITS, type UsageReport } from '@svc/core/graphql';
import { UsageAggregator, type UsageOperation } from './usage-aggregator.ts';
import { UsageReporter } from './usage-reporter.ts';
import { RegistryUsageSender } from './registry-usage-sender.ts';

const log = createLogger('test', { level: 'silent' });

function op(n: number, coordinates = ['Query.me', 'User.id']): UsageOperation & { computed: number } {
  const o = {
    hash: n.toString(16).padStart(64, '0'),
    name: `Op${n}`,
    type: 'query' as const,
    computed: 0,
    coordinates: () => {
      o.computed++;
      return coordinates;
    },
  };
  return o;
}

describe('UsageAggregator', () => {
  it('counts requests, errors and latency buckets per operation and client, and drains a report', () => {
    const a = new UsageAggregator(100);
    const me = op(1);
    a.record(me, 'web', '1.0', false, 3);
    a.record(me, 'web', '1.0', true, 40);
    a.record(me, 'ios', null, false, 99_999);
    const [report, ...rest] = a.drain();
    expect(rest).toEqual([]);
    expect(report.operations).toHaveLength(1);
    const o = report.operations[0];
    expect(o).toMatchObject({ hash: me.hash, name: 'Op1', type: 'query', coordinates: ['Query.me', 'User.id'] });
    const web = o.clients.find((c) => c.name === 'web')!;
    expect(web).toMatchObject({ version: '1.0', count: 2, errors: 1 });
    expect(web.latency).toHaveLength(USAGE_LATENCY_SLOTS);
    expect(web.latency[0]).toBe(1);
    expect(web.latency.reduce((x, y) => x + y)).toBe(2);
    expect(o.clients.find((c) => c.name === 'ios')!.latency[USAGE_LATENCY_SLOTS - 1]).toBe(1);
    // Coordinates are asked for once per drained operation, not per request.
    expect(me.computed).toBe(1);
    expect(a.drain()).toEqual([]);
  });

  it('holds at most maxEntries pairs: requests of new pairs beyond it are counted as overflow, not kept', () => {
    const a = new UsageAggregator(3);
    for (let i = 0; i < 10; i++) a.record(op(i), 'web', null, false, 1);
    a.record(op(0), 'web', null, false, 1);
    expect(a.size).toBe(3);
    expect(a.overflow).toBe(7);
    const ops = a.drain().flatMap((r) => r.operations);
    expect(ops.map((o) => o.clients[0].count)).toEqual([2, 1, 1]);
  });

  it('splits a large window into reports within the registry limits', () => {
    const a = new UsageAggregator(100_000);
    const n = USAGE_REPORT_LIMITS.operations * 2 + 5;
    for (let i = 0; i < n; i++) a.record(op(i), 'web', null, false, 1);
    const reports = a.drain();
    expect(reports.length).toBeGreaterThanOrEqual(3);
    for (const r of reports) expect(r.operations.length).toBeLessThanOrEqual(USAGE_REPORT_LIMITS.operations);
    expect(reports.flatMap((r) => r.operations)).toHaveLength(n);
    // Many coordinates per operation: split by size as well.
    const big = new UsageAggregator(100_000);
    const coords = Array.from({ length: 2000 }, (_, i) => `Type${i}.field${i}`);
    for (let i = 0; i < 100; i++) big.record(op(i, coords), 'web', null, false, 1);
    for (const r of big.drain()) expect(JSON.stringify(r).length).toBeLessThan(USAGE_REPORT_LIMITS.bodyBytes);
  });
});

describe('UsageReporter over HTTP', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** A registry and token endpoint on a real socket, answering `status()` to usage reports. */
  async function registry(status: () => number) {
    const got: UsageReport[] = [];
    const tokens: string[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/oauth/token') {
          tokens.push(new URLSearchParams(body).get('scope') ?? '');
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ access_token: 'tok', expires_in: 300 }));
        }
        const s = status();
        if (s === 202) got.push(JSON.parse(body));
        res.writeHead(s, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    return { url, got, tokens };
  }

  const reporter = (url: string, a: UsageAggregator, maxAttempts = 3, maxPending = 20) =>
    new UsageReporter(
      a,
      new RegistryUsageSender({
        registryUrl: url,
        variant: 'dev',
        tokenUrl: `${url}/oauth/token`,
        clientId: 'c',
        clientSecret: 's',
        timeoutMs: 1000,
      }),
      log,
      { intervalMs: 60_000, maxAttempts, maxPending },
    );

  it('sends the window with a usage-report token; a registry that is down gets the report again, then it is dropped', async () => {
    let status = 503;
    const reg = await registry(() => status);
    const a = new UsageAggregator(100);
    const r = reporter(reg.url, a, 3);
    a.record(op(1), 'web', null, false, 1);
    await r.flush();
    await r.flush();
    expect(r.stats).toMatchObject({ sent: 0, dropped: 0, pending: 1 });
    // The registry is back before the last attempt: the same report arrives.
    status = 202;
    await r.flush();
    expect(r.stats).toMatchObject({ sent: 1, dropped: 0, pending: 0 });
    expect(reg.got[0].operations[0].clients[0]).toMatchObject({ name: 'web', count: 1 });
    expect(reg.tokens).toEqual(['svc:registry:usage:report']);

    status = 503;
    a.record(op(2), 'web', null, false, 1);
    for (let i = 0; i < 3; i++) await r.flush();
    expect(r.stats).toMatchObject({ sent: 1, dropped: 1, pending: 0 });
    await r.stop();
  });

  it('drops at once a report the registry refuses as malformed, and the oldest beyond maxPending', async () => {
    const reg = await registry(() => 400);
    const a = new UsageAggregator(100);
    const r = reporter(reg.url, a, 5);
    a.record(op(1), 'web', null, false, 1);
    await r.flush();
    expect(r.stats).toMatchObject({ sent: 0, dropped: 1, pending: 0 });

    const down = reporter('http://127.0.0.1:9', new UsageAggregator(100), 100, 2);
    for (let i = 0; i < 4; i++) {
      down.aggregator.record(op(i), 'web', null, false, 1);
      await down.flush();
    }
    expect(down.stats).toMatchObject({ sent: 0, dropped: 2, pending: 2 });
  });
});
