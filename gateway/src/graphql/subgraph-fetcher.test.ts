/**
 * The subgraph fetcher (subgraph-fetcher.ts) against a scripted loopback subgraph: what a fetch
 * sends (the query, the caller's SVC-* headers from the validated claims and nothing the client
 * sent), what it answers (the subgraph's GraphQL response, a 1xx before it skipped, a chunked one
 * joined), and how each failure is typed: no answer in time and silence mid-answer are
 * SVC-SERVER-9005, a refused connection SVC-SERVER-9001, an answer that is not GraphQL
 * SVC-SERVER-9004; a fetch still waiting for a connection when its deadline passes is never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GraphQLError } from 'graphql';
import type { AccessClaims } from '@svc/core';
import { SubgraphFetcher } from './subgraph-fetcher.ts';
import { newContext, type EdgeContext } from '../context.ts';
import type { UpstreamTimeouts } from '../routes/upstream-timeouts.ts';
import { freePort } from '../../../test/helpers/platform-harness.ts';

const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
/** The gate the held routes wait on (Promise.withResolvers is Node 22). */
function newGate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
let gate = newGate();
const observed: string[] = [];
let subgraph: Server;
let base: string;

const json = (res: ServerResponse, v: unknown) => {
  const b = JSON.stringify(v);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(b) });
  res.end(b);
};

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      seen.push({ url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
      switch (req.url) {
        case '/ok':
          return json(res, { data: { ok: true } });
        case '/errors':
          return json(res, { errors: [{ message: 'no', extensions: { code: 'SVC-VALID-4000' } }] });
        case '/early-hint':
          res.writeEarlyHints({ link: '</x>; rel=preload' });
          return json(res, { data: { hinted: true } });
        case '/chunked':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data":{"a":');
          await sleep(30);
          return res.end('[1,2,3]}}');
        case '/html':
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<h1>bad gateway</h1>');
        case '/slow':
          await sleep(3_000);
          return json(res, { data: { late: true } });
        case '/trickle':
          // answers at once, then holds its connection for two seconds, a chunk every 100 ms
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data":{"t":"');
          for (let i = 0; i < 20; i++) {
            await sleep(100);
            res.write('.');
          }
          return res.end('"}}');
        case '/held':
        case '/held-html': {
          // answers only once the test opens the gate, so that fetches overlap for certain
          await gate.promise;
          if (req.url === '/held-html') {
            res.writeHead(502, { 'content-type': 'text/html' });
            return res.end('<h1>bad gateway</h1>');
          }
          return json(res, { data: { n: seen.filter((x) => x.url === req.url).length, list: [1, 2] } });
        }
        case '/stall':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data":');
          return; // silent from here on
        default:
          res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((r) => subgraph.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(subgraph.address() as { port: number }).port}`;
});
afterAll(() => {
  subgraph.closeAllConnections();
  return new Promise((r) => subgraph.close(r));
});

// Wide margins: a loaded machine may stall a process for a few hundred milliseconds.
const TIMEOUTS: UpstreamTimeouts = { connectMs: 2_000, responseMs: 1_000, idleMs: 800 };

function fetcher(path: string, timeouts = TIMEOUTS) {
  return new SubgraphFetcher(`${base}${path}`, 'billing', timeouts, (name, outcome) =>
    observed.push(`${name}:${outcome}`),
  );
}

const CLAIMS = {
  sub: 'usr_1',
  org_id: 'org_1',
  workspace_id: 'ws_1',
  jti: 'tok_1',
  client_id: 'cli_1',
  permissions: ['svc:billing:plan:read', 'svc:llm:*'],
  roles: ['WORKSPACE_ADMIN'],
} as unknown as AccessClaims;

function options(ctx: EdgeContext | undefined): GraphQLDataSourceProcessOptions<EdgeContext> {
  return {
    kind: 'incoming operation',
    request: { query: '{ ok }', variables: { a: 1 } },
    context: ctx,
  } as unknown as GraphQLDataSourceProcessOptions<EdgeContext>;
}

/** A fetch of an incoming operation of `kind`, as Apollo's executor and the fast path send it. */
function ofOperation(
  ctx: EdgeContext,
  kind: 'query' | 'mutation' = 'query',
  variables: Record<string, unknown> = { a: 1 },
): GraphQLDataSourceProcessOptions<EdgeContext> {
  return {
    kind: 'incoming operation',
    request: { query: '{ ok }', variables },
    incomingRequestContext: { operation: { operation: kind } },
    context: ctx,
  } as unknown as GraphQLDataSourceProcessOptions<EdgeContext>;
}

function caller(requestId = 'req-123'): EdgeContext {
  const ctx = newContext('graphql', requestId, '10.0.0.1');
  ctx.claims = CLAIMS;
  return ctx;
}

async function failure(p: Promise<unknown>): Promise<GraphQLError> {
  try {
    await p;
  } catch (e) {
    return e as GraphQLError;
  }
  throw new Error('the fetch did not fail');
}

describe('subgraph fetcher', () => {
  it('posts the query with the caller from the validated claims and answers the subgraph response', async () => {
    const f = fetcher('/ok');
    try {
      seen.length = 0;
      expect(await f.process(options(caller()))).toEqual({ data: { ok: true } });
      // the same claims again (a cached token): the same headers
      expect(await f.process(options(caller()))).toEqual({ data: { ok: true } });
      expect(seen).toHaveLength(2);
      for (const s of seen) {
        expect(JSON.parse(s.body)).toEqual({ query: '{ ok }', variables: { a: 1 } });
        expect(s.headers['content-type']).toBe('application/json');
        expect(s.headers['svc-user-id']).toBe('usr_1');
        expect(s.headers['svc-org-id']).toBe('org_1');
        expect(s.headers['svc-workspace-id']).toBe('ws_1');
        expect(s.headers['svc-token-id']).toBe('tok_1');
        expect(s.headers['svc-client-id']).toBe('cli_1');
        expect(s.headers['svc-permissions']).toBe('svc:billing:plan:read svc:llm:*');
        expect(s.headers['x-request-id']).toBe('req-123');
        // an authenticated caller is limited by identity, not by address
        expect(s.headers['svc-client-address']).toBeUndefined();
        expect(s.headers['svc-api-key-id']).toBeUndefined();
      }
    } finally {
      await f.close();
    }
  });

  it('names the API key when the credential was one, for the same claims object too', async () => {
    const f = fetcher('/ok');
    try {
      seen.length = 0;
      await f.process(options(caller()));
      const viaKey = caller();
      viaKey.apiKey = { id: 'key_9', keyClass: 'LIVE' };
      await f.process(options(viaKey));
      expect(seen[0].headers['svc-api-key-id']).toBeUndefined();
      expect(seen[1].headers['svc-api-key-id']).toBe('key_9');
    } finally {
      await f.close();
    }
  });

  it('sends an anonymous operation the client address and no identity', async () => {
    const f = fetcher('/ok');
    try {
      seen.length = 0;
      await f.process(options(newContext('graphql', 'req-anon', '10.0.0.7')));
      expect(seen[0].headers['svc-client-address']).toBe('10.0.0.7');
      expect(seen[0].headers['svc-user-id']).toBeUndefined();
    } finally {
      await f.close();
    }
  });

  it('refuses a claim value that would split a header, sending nothing', async () => {
    const f = fetcher('/ok');
    try {
      seen.length = 0;
      const ctx = caller();
      ctx.claims = { ...CLAIMS, sub: 'usr_1\r\nx-injected: 1' };
      await expect(f.process(options(ctx))).rejects.toThrow();
      expect(seen).toHaveLength(0);
    } finally {
      await f.close();
    }
  });

  it('passes GraphQL errors on, skips a 1xx, and joins a chunked answer', async () => {
    observed.length = 0;
    const fs = ['/errors', '/early-hint', '/chunked'].map((p) => fetcher(p));
    try {
      expect(await fs[0].process(options(caller()))).toEqual({
        errors: [{ message: 'no', extensions: { code: 'SVC-VALID-4000' } }],
      });
      expect(await fs[1].process(options(caller()))).toEqual({ data: { hinted: true } });
      expect(await fs[2].process(options(caller()))).toEqual({ data: { a: [1, 2, 3] } });
      expect(observed).toEqual(['billing:error', 'billing:ok', 'billing:ok']);
    } finally {
      await Promise.all(fs.map((f) => f.close()));
    }
  });

  it('types an answer that is not GraphQL as SVC-SERVER-9004', async () => {
    const f = fetcher('/html');
    try {
      observed.length = 0;
      const e = await failure(f.process(options(caller())));
      expect(e.extensions).toMatchObject({ code: 'SVC-SERVER-9004', serviceName: 'billing' });
      expect(e.message).toBe('subgraph billing answered 502');
      expect(observed).toEqual(['billing:failed']);
    } finally {
      await f.close();
    }
  });

  it('types no answer in time, and silence mid-answer, as SVC-SERVER-9005', async () => {
    const slow = fetcher('/slow');
    const stall = fetcher('/stall');
    try {
      const late = await failure(slow.process(options(caller())));
      expect(late.extensions).toMatchObject({ code: 'SVC-SERVER-9005', serviceName: 'billing' });
      expect(late.message).toBe('subgraph billing timed out (no answer within 1000 ms)');
      const silent = await failure(stall.process(options(caller())));
      expect(silent.extensions).toMatchObject({ code: 'SVC-SERVER-9005', serviceName: 'billing' });
      expect(silent.message).toBe('subgraph billing timed out (no data for 800 ms)');
    } finally {
      subgraph.closeAllConnections();
      await Promise.all([slow.close(), stall.close()]);
    }
  });

  it('types a refused connection as SVC-SERVER-9001', async () => {
    const f = new SubgraphFetcher(`http://127.0.0.1:${await freePort()}/graphql`, 'billing', TIMEOUTS);
    try {
      const e = await failure(f.process(options(caller())));
      expect(e.extensions).toMatchObject({ code: 'SVC-SERVER-9001', serviceName: 'billing' });
    } finally {
      await f.close();
    }
  });

  it('keeps the deadline while waiting for a connection, and never sends a fetch that timed out waiting', async () => {
    // One connection, held by a first fetch that is answering (its deadline met) for a second.
    const f = new SubgraphFetcher(`${base}/trickle`, 'billing', TIMEOUTS, undefined, { connections: 1 });
    try {
      seen.length = 0;
      const first = f.process(options(caller()));
      await sleep(50);
      const queued = await failure(f.process(options(caller())));
      expect(queued.extensions).toMatchObject({ code: 'SVC-SERVER-9005' });
      expect(queued.message).toBe('subgraph billing timed out (no answer within 1000 ms)');
      expect(await first).toEqual({ data: { t: '.'.repeat(20) } });
      // the connection is free again: only the first fetch ever reached the subgraph
      await sleep(100);
      expect(seen.map((s) => s.url)).toEqual(['/trickle']);
    } finally {
      await f.close();
    }
  });
});

describe('in-flight sharing of identical query fetches', () => {
  /** Starts `make(i)` for i < n, waits until the subgraph saw `expected` requests, opens the gate, and settles them. */
  async function overlapping<T>(n: number, expected: number, make: (i: number) => Promise<T>) {
    seen.length = 0;
    gate = newGate();
    const all = Promise.allSettled(Array.from({ length: n }, (_, i) => make(i)));
    for (let i = 0; i < 200 && seen.length < expected; i++) await sleep(10);
    await sleep(50); // time for any fetch that should not have been sent to arrive
    gate.resolve();
    return all;
  }

  it('sends one fetch for concurrent identical queries of one caller, each answer an object of its own', async () => {
    const f = fetcher('/held');
    try {
      observed.length = 0;
      const results = await overlapping(5, 1, (i) => f.process(ofOperation(caller(`req-${i}`))));
      expect(seen).toHaveLength(1);
      const answers = results.map((r) => (r as PromiseFulfilledResult<Record<string, any>>).value);
      for (const a of answers) expect(a).toEqual({ data: { n: 1, list: [1, 2] } });
      // the executor writes into what a fetch returns: no waiter sees another's writes
      answers[0].data.list.push(3);
      answers[0].data.extra = true;
      expect(answers[1]).toEqual({ data: { n: 1, list: [1, 2] } });
      expect(new Set(answers).size).toBe(5);
      expect(observed.sort()).toEqual(['billing:ok', ...Array(4).fill('billing:shared')]);
      // nothing is kept once the answer is in: the next fetch goes to the subgraph
      gate = newGate();
      gate.resolve();
      seen.length = 0;
      await f.process(ofOperation(caller('req-later')));
      expect(seen).toHaveLength(1);
    } finally {
      await f.close();
    }
  });

  it('never shares between callers, variables, mutations, or when turned off', async () => {
    const other = caller('req-other');
    other.claims = { ...CLAIMS, sub: 'usr_2' } as AccessClaims;
    const viaKey = caller('req-key');
    viaKey.apiKey = { id: 'key_9', keyClass: 'LIVE' };
    const anonymous = newContext('graphql', 'req-anon', '10.0.0.7');
    const stepUp = () => {
      const ctx = caller(`req-step-${Math.random()}`);
      ctx.forwarded = { stepUpToken: 'stp_1' } as EdgeContext['forwarded'];
      return ctx;
    };
    const f = fetcher('/held');
    const off = new SubgraphFetcher(`${base}/held`, 'billing', TIMEOUTS, undefined, { deduplicate: false });
    try {
      const cases: (() => Promise<unknown>)[] = [
        () => f.process(ofOperation(caller('req-a'))),
        () => f.process(ofOperation(other)),
        () => f.process(ofOperation(viaKey)),
        () => f.process(ofOperation(anonymous)),
        () => f.process(ofOperation(caller('req-b'), 'query', { a: 2 })),
        () => f.process(ofOperation(caller('req-c'), 'mutation')),
        () => f.process(ofOperation(caller('req-d'), 'mutation')),
        () => f.process(ofOperation(stepUp())),
        () => f.process(ofOperation(stepUp())),
        () => off.process(ofOperation(caller('req-e'))),
        () => off.process(ofOperation(caller('req-f'))),
      ];
      const results = await overlapping(cases.length, cases.length, (i) => cases[i]());
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      expect(seen).toHaveLength(cases.length);
      expect(new Set(seen.map((s) => s.headers['x-request-id'])).size).toBe(cases.length);
    } finally {
      await Promise.all([f.close(), off.close()]);
    }
  });

  it('gives each waiter of a failed fetch its own typed error', async () => {
    const f = fetcher('/held-html');
    try {
      observed.length = 0;
      const results = await overlapping(3, 1, (i) => f.process(ofOperation(caller(`req-${i}`))));
      expect(seen).toHaveLength(1);
      const errors = results.map((r) => (r as PromiseRejectedResult).reason as GraphQLError);
      for (const e of errors) {
        expect(e.extensions).toMatchObject({ code: 'SVC-SERVER-9004', serviceName: 'billing' });
        expect(e.message).toBe('subgraph billing answered 502');
      }
      expect(new Set(errors).size).toBe(3);
      expect(observed.sort()).toEqual(['billing:failed', 'billing:shared', 'billing:shared']);
    } finally {
      await f.close();
    }
  });
});
