/**
 * What used to stop the gateway or leak internals, sent as an attacker would, against a real
 * platform: a non-JSON multipart `operations` field, WebSocket subscriptions whose variables nest
 * thousands of levels (then the socket closed abruptly), invalid WebSocket frames, JSON bodies
 * nested 100,000 levels, variables of the wrong shape, and an anonymous-looking document that
 * fails validation. After each: a typed 4xx and the gateway still answers. Also: errors over
 * WebSocket have the same codes and shape as over HTTP.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { clientToken, sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { rawSocket, waitFor } from '../helpers/websocket.ts';

let p: Platform;
let token: string;
let wsUrl: string;

beforeAll(async () => {
  p = await sharedPlatform();
  wsUrl = `${p.api.replace('http', 'ws')}/graphql`;
  token = await clientToken(p);
});
afterAll(() => p?.stop());

const gateway = () => p.children.find((c) => c.spec.name === 'gateway')!;
async function assertGatewayUp() {
  expect(gateway().child.exitCode).toBeNull();
  expect((await fetch(`${p.api}/healthz`)).status).toBe(200);
}

const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);

function multipart(fields: Record<string, string>) {
  const boundary = 'xBoUnDaRy';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A raw socket on the platform's /graphql; `closed` resolves with the close code. */
function socket(protocol: string) {
  const s = rawSocket(wsUrl, protocol);
  return { ...s, closed: s.closed.then((c) => c.code) };
}

describe('no request stops the gateway', () => {
  it('answers a multipart request whose operations or map field is not JSON with a typed 400', async () => {
    const cases: Record<string, string>[] = [
      { operations: 'not json' },
      { operations: '{"query":"{ me { id } }"}', map: '{nope' },
      { operations: nest(10_000) },
    ];
    for (const fields of cases) {
      const m = multipart(fields);
      const r = await fetch(`${p.api}/graphql`, {
        method: 'POST',
        headers: { 'content-type': m.type, 'apollo-require-preflight': '1' },
        body: m.body,
      });
      expect(r.status).toBe(400);
      const body = await r.json();
      expect(['SVC-VALID-4000', 'SVC-VALID-4008']).toContain(body.errors[0].extensions.code);
      await assertGatewayUp();
    }
  });

  it('refuses JSON nested 100,000 levels in the body, in GET variables and on /api/v1 before anything recurses', async () => {
    const deep = nest(100_000);
    const a = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"query":"{ me { id } }","variables":{"x":${deep}}}`,
    });
    expect(a.status).toBe(400);
    expect((await a.json()).errors[0]).toMatchObject({
      extensions: { code: 'SVC-VALID-4008' },
      message: expect.stringMatching(/deeper than 64/),
    });
    const b = await fetch(
      `${p.api}/graphql?query=${encodeURIComponent('{ me { id } }')}&variables=${encodeURIComponent(`{"a":${nest(5000)}}`)}`,
      { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': '1' } },
    );
    expect(b.status).toBe(400);
    const c = await fetch(`${p.api}/api/v1/workspace`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"id":${deep}}`,
    });
    expect(c.status).toBe(400);
    expect((await c.json()).error.code).toBe('SVC-VALID-4008');
    await assertGatewayUp();
  });

  it('answers a variable of the wrong shape 400 BAD_USER_INPUT on /graphql and 400 on /api/v1, never 500', async () => {
    const g = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { workspace(id: $id) { id } }', variables: { id: { a: 1 } } }),
    });
    expect(g.status).toBe(400);
    const gb = await g.json();
    expect(gb.data).toBeUndefined();
    expect(gb.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', svc: { code: 'BAD_USER_INPUT' } });
    const n = await fetch(`${p.api}/api/v1/workspace`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: { a: 1 } }),
    });
    expect(n.status).toBe(400);
    expect((await n.json()).error.code).toBe('SVC-GQL-4110');
  });

  it('treats an anonymous-looking document that fails validation as protected: 401 without a credential, no field hints', async () => {
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publicPlans { codee } }' }),
    });
    expect(r.status).toBe(401);
    const text = await r.text();
    expect(JSON.parse(text).errors[0].extensions.code).toBe('SVC-AUTH-1000');
    expect(text).not.toMatch(/Did you mean/);
    // With a credential it is an ordinary validation error.
    const a = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ publicPlans { codee } }' }),
    });
    expect((await a.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  for (const protocol of ['graphql-transport-ws', 'graphql-ws']) {
    it(`${protocol}: variables nested 5,000 levels get a typed error; closing the socket abruptly leaves the gateway up`, async () => {
      const s = socket(protocol);
      await s.opened;
      s.ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      await waitFor(() => s.messages.some((m) => m.type === 'connection_ack'));
      const query =
        'subscription($m: JSON) { chatCompletionStream(input: { model: "m", messages: [{ role: USER, content: "hi" }], tools: [{ name: "t", parameters: $m }] }) { id } }';
      // Written by hand: JSON.stringify itself overflows the stack on such a value.
      s.ws.send(
        `{"id":"1","type":"${protocol === 'graphql-ws' ? 'start' : 'subscribe'}","payload":{"query":${JSON.stringify(query)},"variables":{"m":${nest(5000)}}}}`,
      );
      await waitFor(() => s.messages.some((m) => m.type === 'error'));
      const err = s.messages.find((m) => m.type === 'error');
      const first = Array.isArray(err.payload) ? err.payload[0] : err.payload;
      expect(first.extensions.code).toBe('SVC-VALID-4008');
      expect(JSON.stringify(err)).not.toMatch(/call stack/i);
      s.ws.terminate();
      await s.closed;
      await new Promise((r) => setTimeout(r, 200));
      await assertGatewayUp();
    });

    it(`${protocol}: a validation error has the same code and shape as over HTTP`, async () => {
      const s = socket(protocol);
      await s.opened;
      s.ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      await waitFor(() => s.messages.some((m) => m.type === 'connection_ack'));
      s.ws.send(
        JSON.stringify({
          id: 'v',
          type: protocol === 'graphql-ws' ? 'start' : 'subscribe',
          payload: { query: 'subscription { nope }' },
        }),
      );
      await waitFor(() => s.messages.some((m) => m.type === 'error'));
      const err = s.messages.find((m) => m.type === 'error');
      const first = Array.isArray(err.payload) ? err.payload[0] : err.payload;
      const http = await (
        await fetch(`${p.api}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'subscription { nope }' }),
        })
      ).json();
      expect(first.extensions.code).toBe(http.errors[0].extensions.code);
      expect(first.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(Object.keys(first.extensions.svc).sort()).toEqual(['code', 'request_id', 'timestamp']);
      s.ws.close();
    });
  }

  it('survives invalid WebSocket frames (bad UTF-8 text, binary, garbage) on both subprotocols', async () => {
    for (const protocol of ['graphql-transport-ws', 'graphql-ws']) {
      const s = socket(protocol);
      await s.opened;
      // A text frame that is not UTF-8: ws emits 'error' on the server socket and closes it.
      // FIN + text opcode, masked with a zero key, three bytes that are not UTF-8.
      (s.ws as any)._socket.write(Buffer.from([0x81, 0x83, 0, 0, 0, 0, 0xff, 0xfe, 0xfd]));
      expect(await s.closed).toBe(1007);
      const t = socket(protocol);
      await t.opened;
      t.ws.send(Buffer.from([0, 1, 2, 3]), { binary: true });
      t.ws.send('{"type":');
      await t.closed;
      await assertGatewayUp();
    }
  });
});
