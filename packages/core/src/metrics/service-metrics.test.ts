import { describe, it, expect } from 'vitest';
import { createServiceMetrics } from './service-metrics.ts';
import { logAccess, setAccessLog, traceIdFrom } from '../http/access-log.ts';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Families by name with their HELP and TYPE, parsed from the exposition text. */
function families(text: string) {
  const out = new Map<string, { help?: string; type?: string; samples: number }>();
  for (const line of text.split('\n')) {
    const m = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (m) {
      const f = out.get(m[2]) ?? { samples: 0 };
      if (m[1] === 'HELP') f.help = m[3];
      else f.type = m[3];
      out.set(m[2], f);
    } else if (line && !line.startsWith('#')) {
      const name = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line)![1].replace(/_(bucket|sum|count)$/, '');
      const f = out.get(name) ?? out.get(`${name}`);
      if (f) f.samples++;
      else out.set(name, { samples: 1 });
    }
  }
  return out;
}

describe('createServiceMetrics', () => {
  it('exposes default runtime metrics, process faults and the request histogram, every family with HELP and TYPE', async () => {
    const m = createServiceMetrics('test-service');
    m.observeRequest('http', '/graphql', 200, 0.004);
    m.observeRequest('http', '/graphql', 200, 0.02);
    m.observeRequest('http', 'other', 404, 0.001);
    const { contentType, body } = await m.exposition();
    expect(contentType).toMatch(/^text\/plain/);
    const fams = families(body);
    for (const [name, f] of fams) {
      expect(f.help, `${name} has HELP`).toBeTruthy();
      expect(f.type, `${name} has TYPE`).toBeTruthy();
    }
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'svc_process_faults_total',
      'svc_http_request_duration_seconds',
    ])
      expect(fams.has(name), name).toBe(true);
    expect(body).toContain(
      'svc_http_request_duration_seconds_count{service="test-service",listener="http",route="/graphql",status="200"} 2',
    );
    expect(body).toContain(
      'svc_http_request_duration_seconds_bucket{le="0.005",service="test-service",listener="http",route="/graphql",status="200"} 1',
    );
    expect(body).toMatch(/svc_process_faults_total\{[^}]*kind="uncaught_exception"[^}]*\} 0/);
    if (existsSync('/usr/bin/promtool')) {
      const check = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: body, encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    }
  });
});

describe('access log', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(c, _e, cb) {
          lines.push(JSON.parse(String(c)));
          cb();
        },
      }),
    );
    return { log, lines };
  };

  it('writes one line with the route template, status, duration and ids, and nothing unset', () => {
    const { log, lines } = capture();
    logAccess(log, {
      listener: 'api',
      method: 'POST',
      route: '/graphql',
      status: 200,
      durationMs: 1.23456,
      requestId: 'r-1',
      traceId: null,
      principal: 'u-1',
      workspace: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      listener: 'api',
      method: 'POST',
      route: '/graphql',
      status: 200,
      durationMs: 1.235,
      requestId: 'r-1',
      principal: 'u-1',
    });
    expect(lines[0]).not.toHaveProperty('traceId');
    expect(lines[0]).not.toHaveProperty('workspace');
  });

  it('writes a 304 (a poll that found nothing new) at debug only', () => {
    const entry = { listener: 'registry', method: 'GET', route: 'supergraph', durationMs: 1, requestId: 'r-3' };
    const { log, lines } = capture();
    logAccess(log, { ...entry, status: 304 });
    expect(lines).toHaveLength(0);
    logAccess(log, { ...entry, status: 200 });
    expect(lines.map((l) => l.status)).toEqual([200]);
    log.level = 'debug';
    logAccess(log, { ...entry, status: 304 });
    expect(lines.at(-1)).toMatchObject({ msg: 'request', status: 304, level: 20 });
  });

  it('writes nothing when ACCESS_LOG turned it off', () => {
    const { log, lines } = capture();
    setAccessLog(false);
    try {
      logAccess(log, { listener: 'api', method: 'GET', route: 'other', status: 404, durationMs: 1, requestId: 'r-2' });
    } finally {
      setAccessLog(true);
    }
    expect(lines).toHaveLength(0);
  });

  it('takes the trace id from a well-formed W3C traceparent only', () => {
    expect(traceIdFrom('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(traceIdFrom('00-00000000000000000000000000000000-00f067aa0ba902b7-01')).toBeNull();
    expect(traceIdFrom('00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01')).toBeNull();
    expect(traceIdFrom(['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'])).toBeNull();
    expect(traceIdFrom(undefined)).toBeNull();
    expect(traceIdFrom('x'.repeat(10_000))).toBeNull();
  });
});
