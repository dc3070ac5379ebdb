/**
 * The gateway's proxy deadlines (upstream-timeouts.ts) against a scripted loopback upstream: a slow
 * first byte is waited for (the answer deadline, not the idle one, applies before it); a stream
 * that keeps sending is never cut, however long it runs; silence mid-answer cuts it; no answer in
 * time and an unreachable upstream are told apart and name the service in the log.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendJson, type Logger } from '@svc/core';
import { proxyTo } from './auth-listener.ts';
import type { UpstreamTimeouts } from './upstream-timeouts.ts';
import { freePort } from '../../../test/helpers/platform-harness.ts';

const lines: string[] = [];
// What proxyTo logs, as JSON lines (it only warns).
const log = {
  warn: (obj: object, msg: string) => void lines.push(JSON.stringify({ ...obj, msg })),
} as unknown as Logger;

let upstream: Server;
let upstreamUrl: URL;
const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as { port: number }).port}`;
};

beforeAll(async () => {
  upstream = createServer(async (req, res) => {
    if (req.url === '/slow-first-byte') {
      await sleep(600);
      return sendJson(res, 200, { answer: 42 });
    }
    if (req.url === '/sse') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < 8; i++) {
        res.write(`data: ${i}\n\n`);
        await sleep(150);
      }
      return res.end('data: [DONE]\n\n');
    }
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 0\n\n');
      return; // silent from here on
    }
    if (req.url === '/hang') return; // never answers
    res.writeHead(404).end();
  });
  upstreamUrl = new URL(await listen(upstream));
});
afterAll(() => {
  upstream.closeAllConnections();
  return new Promise((r) => upstream.close(r));
});

/** A one-route proxy in front of `target`, as the API listener runs it for /v1. */
async function proxyServer(target: URL, timeouts: UpstreamTimeouts) {
  const failures: { timedOut: boolean; message: string }[] = [];
  const s = createServer((req: IncomingMessage, res: ServerResponse) =>
    proxyTo(target, req, res, {
      service: 'inference',
      requestId: 'req_t',
      timeouts,
      log,
      onUnavailable: (f) => {
        failures.push(f);
        sendJson(res, f.timedOut ? 504 : 503, { timedOut: f.timedOut });
      },
    }),
  );
  const base = await listen(s);
  return {
    base,
    failures,
    close: () => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    },
  };
}

describe('proxy deadlines', () => {
  it('waits for a slow first byte: the idle deadline does not apply before the answer begins', async () => {
    const p = await proxyServer(upstreamUrl, { connectMs: 1000, responseMs: 5000, idleMs: 200 });
    try {
      const r = await fetch(`${p.base}/slow-first-byte`);
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ answer: 42 });
      expect(p.failures).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('never cuts a stream while chunks flow, though it outlasts both deadlines', async () => {
    const p = await proxyServer(upstreamUrl, { connectMs: 1000, responseMs: 600, idleMs: 600 });
    try {
      const r = await fetch(`${p.base}/sse`);
      const text = await r.text();
      expect(text.match(/^data: /gm)).toHaveLength(9);
      expect(text).toContain('data: [DONE]');
    } finally {
      await p.close();
    }
  });

  it('cuts an answer that goes silent mid-stream, saying so', async () => {
    const p = await proxyServer(upstreamUrl, { connectMs: 1000, responseMs: 5000, idleMs: 300 });
    try {
      const r = await fetch(`${p.base}/stall`);
      await expect(r.text()).rejects.toThrow();
      expect(lines.some((l) => /inference went silent mid-answer/.test(l) && /"phase":"idle"/.test(l))).toBe(true);
    } finally {
      await p.close();
    }
  });

  it('tells "did not answer in time" from "unreachable", naming the service', async () => {
    const p = await proxyServer(upstreamUrl, { connectMs: 1000, responseMs: 300, idleMs: 5000 });
    const gone = await proxyServer(new URL(`http://127.0.0.1:${await freePort()}`), {
      connectMs: 1000,
      responseMs: 5000,
      idleMs: 5000,
    });
    try {
      const slow = await fetch(`${p.base}/hang`);
      expect(slow.status).toBe(504);
      expect(p.failures).toEqual([{ timedOut: true, message: 'no answer within 300 ms' }]);
      expect(lines.some((l) => /"msg":"inference did not answer in time"/.test(l))).toBe(true);
      const down = await fetch(`${gone.base}/anything`);
      expect(down.status).toBe(503);
      expect(gone.failures[0].timedOut).toBe(false);
      expect(lines.some((l) => /"msg":"inference unreachable"/.test(l))).toBe(true);
      expect(lines.some((l) => /identity/.test(l))).toBe(false);
    } finally {
      await p.close();
      await gone.close();
    }
  });
});
