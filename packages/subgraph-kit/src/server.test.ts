/**
 * The kit's server on a real loopback listener: extra routes beside /graphql get the request id,
 * the metrics label and the catalogue's rendering of a synchronous throw; upgrades reach the
 * WebSocket hook on /graphql only; /graphql bodies are read bounded; stop ends the routes' work.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { request } from 'node:http';
import { connect } from 'node:net';
import { parse } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { AppError, createLogger, sendJson } from '@svc/core';
import { startSubgraphServer, type RunningSubgraph, type SubgraphRoutes } from './server.ts';
import { readJsonBody } from './json-body.ts';

const log = createLogger('test', { level: 'silent' });
const schema = buildSubgraphSchema([
  { typeDefs: parse('type Query { hello: String }'), resolvers: { Query: { hello: () => 'world' } } },
]);
const upgrades: string[] = [];
let aborted = 0;
let closed = 0;
let sg: RunningSubgraph;
let base: string;

const routes: SubgraphRoutes = {
  match: (path) => (path === '/x/echo' || path === '/x/throw' ? path : path.startsWith('/x/') ? '/x/other' : null),
  handle(req, res, path, requestId) {
    if (path === '/x/throw') throw new AppError('SVC-VALID-4005', 'The identifier is malformed.');
    if (path !== '/x/echo') return sendJson(res, 404, { nope: true });
    readJsonBody(req, { maxBytes: 1024 }).then(
      (body) => sendJson(res, 200, { body, requestId }),
      (e: AppError) => sendJson(res, e.def.http, { code: e.code }),
    );
  },
  abortAll: () => void aborted++,
};

beforeAll(async () => {
  sg = await startSubgraphServer({
    name: 'kit-test',
    schema,
    host: '127.0.0.1',
    port: 0,
    log,
    maxBodyBytes: 2048,
    routes,
    websocket: () => ({
      handleUpgrade: (req, socket) => {
        upgrades.push(req.url ?? '');
        socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: close\r\n\r\n');
      },
      close: async () => void closed++,
    }),
  });
  base = `http://127.0.0.1:${sg.port}`;
});

afterAll(async () => {
  await sg?.stop();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** The status line a raw upgrade request gets. */
function upgrade(path: string): Promise<string> {
  return new Promise((resolve) => {
    const s = connect(sg.port, '127.0.0.1');
    let out = '';
    s.on('data', (d) => (out += d.toString('latin1')));
    s.on('close', () => resolve(out.split('\r\n')[0]));
    s.write(
      `GET ${path} HTTP/1.1\r\nhost: x\r\nconnection: Upgrade\r\nupgrade: websocket\r\nsec-websocket-version: 13\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
  });
}

describe('routes beside /graphql', () => {
  it('serve with the request id the kit set, and leave /graphql and the probes as they were', async () => {
    const r = await post('/x/echo', '{"a":1}', { 'x-request-id': 'req-kit-1' });
    expect(r.headers.get('x-request-id')).toBe('req-kit-1');
    expect(await r.json()).toEqual({ body: { a: 1 }, requestId: 'req-kit-1' });
    expect(await (await post('/graphql', '{"query":"{ hello }"}')).json()).toEqual({ data: { hello: 'world' } });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
  });

  it('read bodies bounded: too large 413, too deep 400 SVC-VALID-4008, malformed 400', async () => {
    expect(await (await post('/x/echo', JSON.stringify({ pad: 'x'.repeat(2000) }))).json()).toEqual({
      code: 'SVC-VALID-4001',
    });
    expect(await (await post('/x/echo', `${'['.repeat(500)}${']'.repeat(500)}`)).json()).toEqual({
      code: 'SVC-VALID-4008',
    });
    expect(await (await post('/x/echo', '{"a":')).json()).toEqual({ code: 'SVC-VALID-4000' });
  });

  it('a synchronous throw is rendered through the catalogue', async () => {
    const r = await post('/x/throw', '{}');
    expect(r.status).toBe(400);
    expect((await r.json()).error.code).toBe('SVC-VALID-4005');
  });

  it('are measured under the label match gives (unknown paths under one label)', async () => {
    await post('/x/anything-at-all', '{}');
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/route="\/x\/echo"/);
    expect(text).toMatch(/route="\/x\/other"/);
    expect(text).not.toMatch(/anything-at-all/);
  });
});

describe('/graphql bodies', () => {
  it('over maxBodyBytes 413 SVC-VALID-4001; a body that is not a GraphQL request 400 SVC-VALID-4000', async () => {
    const big = await post('/graphql', JSON.stringify({ query: '{ hello }', variables: { pad: 'x'.repeat(4096) } }));
    expect(big.status).toBe(413);
    expect((await big.json()).errors[0].extensions.code).toBe('SVC-VALID-4001');
    for (const body of ['[]', '{"query":{}}', '{"query":"{ hello }","variables":"x"}']) {
      const r = await post('/graphql', body);
      expect({ body, status: r.status, code: (await r.json()).errors[0].extensions.code }).toEqual({
        body,
        status: 400,
        code: 'SVC-VALID-4000',
      });
    }
  });

  it('GET is still served by graphql-http', async () => {
    const r = await new Promise<number>((resolve) => {
      request(
        `${base}/graphql?query=${encodeURIComponent('{ hello }')}`,
        { headers: { accept: 'application/json' } },
        (res) => resolve(res.statusCode ?? 0),
      ).end();
    });
    expect(r).toBe(200);
  });
});

describe('the WebSocket hook', () => {
  it('gets upgrades to /graphql only; other paths are 404', async () => {
    expect(await upgrade('/graphql')).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgrade('/elsewhere')).toBe('HTTP/1.1 404 Not Found');
    expect(upgrades).toEqual(['/graphql']);
  });
});

describe('stop', () => {
  it('closes the WebSocket endpoint and aborts the routes in flight, once', async () => {
    const other = await startSubgraphServer({
      name: 'kit-test-2',
      schema,
      host: '127.0.0.1',
      port: 0,
      log,
      routes,
      websocket: () => ({ handleUpgrade: () => {}, close: async () => void closed++ }),
    });
    const [a, c] = [aborted, closed];
    await Promise.all([other.stop(), other.stop()]);
    expect([aborted - a, closed - c]).toEqual([1, 1]);
  });
});
