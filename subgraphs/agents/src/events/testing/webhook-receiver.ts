/** A real HTTP receiver on loopback for delivery tests and the bench: scripted per path. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}
/** What the receiver does with the n-th request (1-based) on a path. */
export type Behaviour = (n: number) => 'ok' | 'fail' | 'hang' | { delayMs: number };

export interface Receiver {
  url(path: string): string;
  received(path?: string): Received[];
  on(path: string, b: Behaviour): void;
  /** Highest number of requests in progress at once, per path (and overall under ''). */
  maxInFlight(path?: string): number;
  /** Highest number of requests with one `webhook-id` in progress at once (1: never concurrent). */
  maxConcurrentSameId(): number;
  /** Resolves on the next request to `path`. */
  next(path: string): Promise<Received>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const log: Received[] = [];
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const peak = new Map<string, number>();
  const waiters = new Map<string, ((r: Received) => void)[]>();
  const byId = new Map<string, number>();
  let sameIdPeak = 0;
  const bump = (k: string, d: number) => {
    const n = (inFlight.get(k) ?? 0) + d;
    inFlight.set(k, n);
    if (n > (peak.get(k) ?? 0)) peak.set(k, n);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const rec: Received = {
        path,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString(),
        at: performance.now(),
      };
      log.push(rec);
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      for (const w of waiters.get(path)?.splice(0) ?? []) w(rec);
      const b = behaviours.get(path)?.(n) ?? 'ok';
      const id = rec.headers['webhook-id'] ?? '';
      const sameId = (byId.get(id) ?? 0) + 1;
      byId.set(id, sameId);
      sameIdPeak = Math.max(sameIdPeak, sameId);
      bump(path, 1);
      bump('', 1);
      const release = () => {
        bump(path, -1);
        bump('', -1);
        byId.set(id, (byId.get(id) ?? 1) - 1);
      };
      const done = (status: number) => {
        release();
        res.writeHead(status).end();
      };
      if (b === 'ok') done(204);
      else if (b === 'fail') done(500);
      else if (b === 'hang') res.on('close', release);
      else setTimeout(() => done(200), b.delayMs);
    });
  });
  server.keepAliveTimeout = 5000; // Node's default: long enough for the dispatcher's agent to reuse connections
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: (path) => (path === undefined ? [...log] : log.filter((r) => r.path === path)),
    on: (path, b) => void behaviours.set(path, b),
    maxInFlight: (path = '') => peak.get(path) ?? 0,
    maxConcurrentSameId: () => sameIdPeak,
    next: (path) => new Promise((resolve) => waiters.set(path, [...(waiters.get(path) ?? []), resolve])),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
