/**
 * Fuzz: WebSocket messages on the gateway's `/graphql`, for both subprotocols
 * (`graphql-transport-ws` and the legacy `graphql-ws`): random text and binary frames, messages
 * before and after `connection_init`, `subscribe` / `start` with variables nested 5,000 levels and
 * more, then the socket closed abruptly (or cleanly). The server may refuse with a typed close
 * code or error message, never an internal error (close 1011, SVC-SERVER-9000); the gateway and
 * every other process must stay up.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import WebSocket from 'ws';
import type { Platform } from '../helpers/platform-harness.ts';
import { deepJson, expectPlatformUp, fc, fuzz, fuzzTenant, nastyString, runs, startFuzzPlatform } from './fuzz-kit.ts';

let p: Platform;
let token: string;
beforeAll(async () => {
  p = await startFuzzPlatform();
  // allowed to stream, so a subscribe gets past the permission check to the variables
  token = (await fuzzTenant(p, 'svc:llm:model:invoke svc:iam:user:read')).token;
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const WATCH = ['gateway', 'inference'];
const SUBSCRIPTION = 'subscription($input: InferenceStreamInput!) { inferenceStream(input: $input) { __typename } }';

const frame = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('init' as const),
      auth: fc.constantFrom('token', 'none', 'garbage', 'two'),
      payload: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      id: fc.oneof(fc.constantFrom('1', '2'), nastyString(10)),
      query: fc.oneof(
        fc.constant(SUBSCRIPTION),
        fc.constantFrom('subscription { __typename }', '{ me { id } }', 'mutation { __typename }'),
        nastyString(60),
      ),
      variables: fc.option(fc.jsonValue({ maxDepth: 4 }), { nil: undefined }),
      deep: fc.option(
        fc.record({
          depth: fc.integer({ min: 5_000, max: 10_000 }),
          shape: fc.constantFrom('object' as const, 'array' as const, 'mixed' as const),
        }),
        { nil: undefined },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('control' as const),
      type: fc.oneof(
        fc.constantFrom(
          'ping',
          'pong',
          'complete',
          'stop',
          'connection_terminate',
          'connection_ack',
          'next',
          'error',
          'data',
          'ka',
        ),
        nastyString(12),
      ),
      id: fc.option(nastyString(10), { nil: undefined }),
      payload: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(
        nastyString(200),
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
        fc.constant('{"type":"subscribe","id":"1","payload":'),
        fc.integer({ min: 5_000, max: 20_000 }).map((n) => deepJson(n, 'array')),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('binary' as const), bytes: fc.uint8Array({ maxLength: 512 }) }),
  },
);
type Frame = typeof frame extends fc.Arbitrary<infer T> ? T : never;
const session = fc.record({
  protocol: fc.constantFrom('graphql-transport-ws', 'graphql-ws'),
  frames: fc.array(frame, { minLength: 1, maxLength: 6 }),
  end: fc.constantFrom('terminate', 'close', 'close-4000', 'linger'),
});
type Session = typeof session extends fc.Arbitrary<infer T> ? T : never;

/** The text of a frame; a deep subscribe is written as text (a 10,000-deep value would overflow JSON.stringify). */
function encode(f: Frame, protocol: string): string | Buffer {
  switch (f.kind) {
    case 'init': {
      const payload =
        f.auth === 'token'
          ? { authorization: `Bearer ${token}` }
          : f.auth === 'garbage'
            ? { authorization: 'Bearer \u0000.\uD800.x' }
            : f.auth === 'two'
              ? { authorization: `Bearer ${token}`, token: 'other' }
              : f.payload;
      return JSON.stringify({ type: 'connection_init', ...(payload === undefined ? {} : { payload }) });
    }
    case 'subscribe': {
      const type = protocol === 'graphql-ws' ? 'start' : 'subscribe';
      const variables = f.deep
        ? `{"input":${deepJson(f.deep.depth, f.deep.shape)}}`
        : JSON.stringify(f.variables ?? {});
      return `{"id":${JSON.stringify(f.id)},"type":"${type}","payload":{"query":${JSON.stringify(f.query)},"variables":${variables}}}`;
    }
    case 'control':
      return JSON.stringify({
        type: f.type,
        ...(f.id === undefined ? {} : { id: f.id }),
        ...(f.payload === undefined ? {} : { payload: f.payload }),
      });
    case 'text':
      return f.text;
    case 'binary':
      return Buffer.from(f.bytes);
  }
}

/** Plays one session; resolves with what the server did. Fails on anything that is not a typed refusal. */
async function play(s: Session): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${p.ports.gatewayApi}/graphql`, s.protocol, {
    origin: `http://localhost:${p.ports.gatewayApi}`,
    maxPayload: 16 * 1024 * 1024,
  });
  const received: string[] = [];
  let closeCode: number | null = null;
  let refused = null as string | null;
  const closed = new Promise<void>((resolve) => {
    ws.on('close', (code) => {
      closeCode = code;
      resolve();
    });
    ws.on('error', () => resolve());
    ws.on('unexpected-response', (_req, res) => {
      refused = `upgrade answered ${res.statusCode}`;
      if ((res.statusCode ?? 0) >= 500) refused = `server error: ${refused}`;
      resolve();
    });
  });
  ws.on('message', (d) => received.push(d.toString()));
  const opened = await Promise.race([
    new Promise<boolean>((r) => ws.once('open', () => r(true))),
    closed.then(() => false),
  ]);
  if (refused?.startsWith('server error')) throw new Error(refused);
  if (!opened) return;
  for (const f of s.frames) {
    if (ws.readyState !== WebSocket.OPEN) break;
    ws.send(encode(f, s.protocol));
    await new Promise((r) => setTimeout(r, 20));
  }
  // Give the server a moment to answer the last frame, then leave as the recipe says.
  await Promise.race([closed, new Promise((r) => setTimeout(r, 150))]);
  const serverClosed = closeCode;
  if (s.end === 'terminate') ws.terminate();
  else if (s.end === 'close') ws.close();
  else if (s.end === 'close-4000') ws.close(4000, 'fuzz');
  else await Promise.race([closed, new Promise((r) => setTimeout(r, 300))]).then(() => ws.terminate());
  await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
  const internal = received.find((m) => /SVC-SERVER-9000|INTERNAL_SERVER_ERROR/.test(m));
  if (internal) throw new Error(`internal error sent: ${internal.slice(0, 800)}`);
  if (serverClosed === 1011)
    throw new Error(`server closed with 1011 (internal error); received: ${received.join(' | ').slice(0, 800)}`);
}

describe('fuzz: WebSocket /graphql', () => {
  it('random sessions on graphql-transport-ws and graphql-ws', async () => {
    await fuzz(p, 'WebSocket sessions', session, play, { numRuns: runs(120), watch: WATCH });
  });

  it('a deep-variables subscribe after a valid init, on both subprotocols', async () => {
    const deep = fc.record({
      protocol: fc.constantFrom('graphql-transport-ws', 'graphql-ws'),
      depth: fc.integer({ min: 5_000, max: 10_000 }),
      shape: fc.constantFrom('object' as const, 'array' as const, 'mixed' as const),
      end: fc.constantFrom('terminate', 'close', 'close-4000', 'linger'),
    });
    await fuzz(
      p,
      'WebSocket deep variables',
      deep,
      (d) =>
        play({
          protocol: d.protocol,
          end: d.end,
          frames: [
            { kind: 'init', auth: 'token', payload: undefined },
            {
              kind: 'subscribe',
              id: '1',
              query: SUBSCRIPTION,
              variables: undefined,
              deep: { depth: d.depth, shape: d.shape },
            },
          ],
        }),
      { numRuns: runs(20), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
