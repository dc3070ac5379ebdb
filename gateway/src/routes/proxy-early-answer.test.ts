/**
 * The gateway's proxy when the upstream answers before it has read the request body, as identity
 * does for a wrong content type or an oversized form. Node's HTTP client stops relaying 'drain'
 * once the response is complete, so a proxy that only pipes stalls the client's keep-alive
 * connection: the next request sent on it is never parsed and never answered (the fuzz suite found
 * this as a token request with no answer). Every request below shares one keep-alive connection
 * (a Node agent with one socket), so a single stall fails the test by its deadline.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, request, Agent, type Server } from 'node:http';
import type { Logger } from '@svc/core';
import { proxyTo } from './auth-listener.ts';

const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) } as unknown as Logger;

let upstream: Server;
let proxy: Server;
let proxyUrl: string;
let upstreamRead = 0;
const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as { port: number }).port}`;
};

beforeAll(async () => {
  // Answers at once; reads the body only when it is a form (identity's order of checks).
  upstream = createServer((req, res) => {
    if (req.headers['content-type'] === 'application/x-www-form-urlencoded') {
      req.on('data', (c: Buffer) => (upstreamRead += c.length));
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"read":true}'));
      return;
    }
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_request"}');
  });
  const target = new URL(await listen(upstream));
  proxy = createServer((req, res) =>
    proxyTo(target, req, res, {
      service: 'identity',
      requestId: 'req_t',
      timeouts: { connectMs: 2_000, responseMs: 5_000, idleMs: 5_000 },
      log,
      onUnavailable: () => res.writeHead(503).end(),
    }),
  );
  proxyUrl = await listen(proxy);
});
afterAll(async () => {
  for (const s of [proxy, upstream]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('proxyTo when the upstream answers before reading the body', () => {
  it('answers every request on one keep-alive connection, large refused bodies and small accepted ones alternating', async () => {
    const client = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string, contentType: string) =>
      new Promise<{ status: number; body: unknown; socket: unknown }>((resolve, reject) => {
        const req = request(
          `${proxyUrl}/oauth/token`,
          {
            method: 'POST',
            agent: client,
            headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
            timeout: 10_000,
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), socket: req.socket }));
          },
        );
        req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
        req.on('error', reject);
        req.end(body);
      });
    const sizes = [2_000_000, 300, 900_000, 64, 1_500_000, 1_000, 700_000, 20];
    const sockets = new Set<unknown>();
    try {
      for (const [i, size] of sizes.entries()) {
        const refused = i % 2 === 0;
        const r = await post('v'.repeat(size), refused ? 'application/json' : 'application/x-www-form-urlencoded');
        sockets.add(r.socket);
        expect([i, r.status, r.body]).toEqual(
          refused ? [i, 400, { error: 'invalid_request' }] : [i, 200, { read: true }],
        );
      }
    } finally {
      client.destroy();
    }
    // The connection was kept, not closed and reopened around each refusal.
    expect(sockets.size).toBe(1);
    // The accepted bodies reached the upstream whole; no exchange was reported as a failure.
    expect(upstreamRead).toBe(300 + 64 + 1_000 + 20);
    expect(warnings).toEqual([]);
  }, 60_000);
});
