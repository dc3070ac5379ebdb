/**
 * A client that sends more than a listener accepts (a 1 MB header line, a 10 MB body) reads the
 * typed refusal instead of a connection reset, on both gateway origins, identity and a subgraph:
 * the refusing side answers, half-closes and drains what the client still sends, within a bound
 * of bytes and time, before it closes. Clients here are raw `node:net` sockets that write the
 * whole request before reading anything, as a naive client does; a client that never stops
 * sending is cut, and every process goes on serving.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';
import {
  endlessWriter,
  naiveExchange,
  oversizedBodyRequest,
  oversizedHeaderRequest,
  type RawAnswer,
} from '../helpers/raw-http.ts';

const MB = 1024 * 1024;
// The product's default. A naive client writes its whole 10 MB before it reads the answer; on a
// loaded machine that took more than 2 s, and a shorter drain cut it off (EPIPE) before it could.
const DRAIN_MS = 5_000;
let p: Platform;

beforeAll(async () => {
  p = await startPlatform({ SUBGRAPHS_MODE: 'single', REFUSAL_DRAIN_MAX_MS: String(DRAIN_MS) });
});
afterAll(() => p?.stop());

/** The typed code of an answer: the SVC code of the JSON shapes, or OAuth's `error`. */
const code = (a: RawAnswer) => {
  const b = JSON.parse(a.body) as { error?: { code?: string } | string; errors?: { extensions: { code: string } }[] };
  return typeof b.error === 'object' ? b.error.code : (b.error ?? b.errors?.[0].extensions.code);
};
const outcome = (a: RawAnswer) => ({
  status: a.status,
  code: a.status ? code(a) : null,
  complete: a.complete,
  error: a.error,
});

async function stillServing(port: number) {
  for (const c of new Set(p.children.map((x) => x.child))) expect(c.exitCode).toBeNull();
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}

describe('a 1 MB header line', () => {
  it('is refused with a typed 400 the client reads in full, then a clean close, on every listener', async () => {
    const listeners = {
      api: p.ports.gatewayApi,
      auth: p.ports.gatewayAuth,
      identity: p.ports.identityHttp,
      billing: p.ports.subgraphs.billing,
      inference: p.ports.subgraphs.inference,
    };
    for (const [name, port] of Object.entries(listeners)) {
      const a = await naiveExchange(port, oversizedHeaderRequest('GET', '/healthz', MB));
      expect({ name, ...outcome(a) }).toEqual({
        name,
        status: 400,
        code: 'SVC-VALID-4000',
        complete: true,
        error: null,
      });
      expect(a.headers.connection).toBe('close');
      await stillServing(port);
    }
  });

  it('from a client that never stops sending: the answer, then the connection is cut', async () => {
    const a = await endlessWriter(
      p.ports.gatewayApi,
      Buffer.from(`GET /healthz HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(64 * 1024)}`),
      Buffer.alloc(512, 'a'),
      20,
    );
    expect(outcome(a)).toMatchObject({ status: 400, code: 'SVC-VALID-4000', complete: true });
    // Cut by the drain bound, not by the client (it never stops); generous for a busy machine.
    expect(a.closedAfterMs - a.answeredAfterMs!).toBeLessThan(DRAIN_MS + 10_000);
    await stillServing(p.ports.gatewayApi);
  });
});

describe('a 10 MB body', () => {
  it('is refused with the typed answer the client reads in full, then a clean close', async () => {
    const cases = [
      {
        name: '/graphql',
        port: p.ports.gatewayApi,
        request: oversizedBodyRequest('/graphql', 10 * MB, 'application/json'),
        expected: { status: 413, code: 'SVC-VALID-4001' },
      },
      {
        name: '/api/v1',
        port: p.ports.gatewayApi,
        request: oversizedBodyRequest('/api/v1/workspace', 10 * MB, 'application/json'),
        expected: { status: 413, code: 'SVC-VALID-4001' },
      },
      // The auth origin relays identity's refusal of the form (OAuth's typed error).
      {
        name: '/oauth/token',
        port: p.ports.gatewayAuth,
        request: oversizedBodyRequest('/oauth/token', 10 * MB, 'application/x-www-form-urlencoded'),
        expected: { status: 400, code: 'invalid_request' },
      },
    ];
    for (const c of cases) {
      const a = await naiveExchange(c.port, c.request);
      expect({ name: c.name, ...outcome(a) }).toEqual({ name: c.name, ...c.expected, complete: true, error: null });
      expect(a.headers.connection).toBe('close');
      await stillServing(c.port);
    }
  });

  it('from a client that never stops sending: the 413, then the connection is cut', async () => {
    const head = Buffer.from(
      `POST /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${1024 * MB}\r\n\r\n`,
    );
    const a = await endlessWriter(p.ports.gatewayApi, head, Buffer.alloc(16 * 1024, 'a'), 20);
    expect(outcome(a)).toMatchObject({ status: 413, code: 'SVC-VALID-4001', complete: true });
    expect(a.closedAfterMs - a.answeredAfterMs!).toBeLessThan(DRAIN_MS + 10_000);
    await stillServing(p.ports.gatewayApi);
  });

  it('answered in parallel to several naive clients, each reads its 413', async () => {
    const all = await Promise.all(
      Array.from({ length: 4 }, () =>
        naiveExchange(p.ports.gatewayApi, oversizedBodyRequest('/graphql', 10 * MB, 'application/json')),
      ),
    );
    for (const a of all)
      expect(outcome(a)).toEqual({ status: 413, code: 'SVC-VALID-4001', complete: true, error: null });
    await stillServing(p.ports.gatewayApi);
  });
});
