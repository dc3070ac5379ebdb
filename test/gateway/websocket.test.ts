/**
 * Subscriptions over WebSocket at the edge, driven by the graphql-ws client and raw `ws`
 * sockets: the upgrade predicate, the Origin rule, connection_init authentication in its three
 * forms, refusal of API keys, the init deadline, protocol errors, and message size limits.
 * Streaming through to the inference subgraph is covered in test/inference.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { request } from 'node:http';
import { clientToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { rawSocket, waitFor } from '../helpers/websocket.ts';

let p: Platform;
let token: string;
let wsUrl: string;

beforeAll(async () => {
  p = await startPlatform({ WS_INIT_TIMEOUT_SECONDS: '1', WS_MAX_PAYLOAD_BYTES: '4096' });
  wsUrl = `${p.api.replace('http', 'ws')}/graphql`;
  token = await clientToken(p);
});
afterAll(() => p?.stop());

/** A raw socket on the platform's /graphql (or `opts.url`). */
const raw = (protocol: string, opts: { headers?: Record<string, string>; url?: string } = {}) =>
  rawSocket(opts.url ?? wsUrl, protocol, opts);

describe('WebSocket transport', () => {
  it('acknowledges a valid token in each of the three connection_init forms, with a connection_id', async () => {
    for (const payload of [
      { authorization: `Bearer ${token}` },
      { authorization: `bearer ${token}` },
      { token },
      { headers: { authorization: `Bearer ${token}` } },
    ]) {
      const c = raw('graphql-transport-ws');
      await c.opened;
      c.ws.send(JSON.stringify({ type: 'connection_init', payload }));
      await waitFor(() => c.messages.length > 0);
      expect(c.messages[0].type).toBe('connection_ack');
      expect(c.messages[0].payload.connection_id).toMatch(/^[0-9a-f-]{36}$/);
      c.ws.close();
    }
  });

  it('rejects a missing token (4401), an invalid token and API keys in every form (4403)', async () => {
    const cases: [unknown, number][] = [
      [{}, 4401],
      [{ authorization: 'Bearer not.a.jwt' }, 4403],
      [{ token: p.creds.apiKeys.live.key }, 4403],
      [{ authorization: `Bearer ${p.creds.apiKeys.test.key}` }, 4403],
      [{ headers: { authorization: `Bearer ${p.creds.apiKeys.sandbox.key}` } }, 4403],
    ];
    for (const [payload, code] of cases) {
      const c = raw('graphql-transport-ws');
      await c.opened;
      c.ws.send(JSON.stringify({ type: 'connection_init', payload }));
      expect((await c.closed).code, JSON.stringify(payload)).toBe(code);
    }
  });

  it('closes a connection that sends no connection_init within the deadline', async () => {
    const c = raw('graphql-transport-ws');
    await c.opened;
    expect((await c.closed).code).toBe(4408);
  });

  it('closes on subscribe before acknowledgement, and on a duplicate operation id', async () => {
    const early = raw('graphql-transport-ws');
    await early.opened;
    early.ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { __typename }' } }));
    expect((await early.closed).code).toBe(4401);
  });

  it('refuses oversized and malformed messages without taking the process down', async () => {
    const big = raw('graphql-transport-ws');
    await big.opened;
    big.ws.send(JSON.stringify({ type: 'connection_init', payload: { token: 'x'.repeat(10_000) } }));
    expect((await big.closed).code).toBe(1009);
    const bad = raw('graphql-transport-ws');
    await bad.opened;
    bad.ws.send('{not json');
    expect((await bad.closed).code).toBe(4400);
    expect((await fetch(`${p.api}/healthz`)).status).toBe(200);
  });

  it('answers queries over WebSocket with a typed error: only subscriptions stream', async () => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const errors = await new Promise<any>((resolve) => {
      client.subscribe({ query: '{ me { id } }' }, { next: () => {}, error: resolve, complete: () => resolve(null) });
    });
    expect(errors[0].extensions.code).toBe('SVC-VALID-4000');
    await client.dispose();
  });

  it('upgrades only GET /graphql with a valid handshake and an allowed Origin', async () => {
    await expect(raw('graphql-transport-ws', { url: wsUrl.replace('/graphql', '/other') }).opened).rejects.toThrow(
      /404/,
    );
    await expect(raw('graphql-transport-ws', { headers: { origin: 'https://evil.example' } }).opened).rejects.toThrow(
      /403/,
    );
    const ok = raw('graphql-transport-ws', { headers: { origin: `http://localhost:${p.ports.gatewayApi}` } });
    await ok.opened;
    ok.ws.close();
    await expect(raw('some-other-protocol').opened).rejects.toThrow(/400/);
    // an upgrade request with a malformed key never reaches the WebSocket server
    const status = await new Promise<number>((resolve) => {
      const req = request(`${p.api}/graphql`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': 'short',
          'sec-websocket-version': '13',
          'sec-websocket-protocol': 'graphql-transport-ws',
        },
      });
      req.on('response', (r) => resolve(r.statusCode!));
      req.on('upgrade', () => resolve(101));
      req.on('error', () => resolve(-1));
      req.end();
    });
    expect([400, -1]).toContain(status);
  });

  it('speaks the legacy graphql-ws subprotocol: ack with connection_id, keep-alive, connection_error for API keys', async () => {
    const ok = raw('graphql-ws');
    await ok.opened;
    ok.ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await waitFor(() => ok.messages.length >= 2);
    expect(ok.messages[0]).toMatchObject({ type: 'connection_ack', payload: { connection_id: expect.any(String) } });
    expect(ok.messages[1]).toEqual({ type: 'ka' });
    ok.ws.close();
    const key = raw('graphql-ws');
    await key.opened;
    key.ws.send(JSON.stringify({ type: 'connection_init', payload: { token: p.creds.apiKeys.live.key } }));
    expect((await key.closed).code).toBe(4403);
    expect(key.messages[0]).toMatchObject({
      type: 'connection_error',
      payload: { extensions: { code: 'SVC-AUTH-1011' } },
    });
  });
});
