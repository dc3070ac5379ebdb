/**
 * The address a request came from, for limits that have no credential to key on (anonymous
 * GraphQL). By default the TCP peer. Behind proxies, set TRUSTED_PROXY_HOPS to how many there are:
 * each appends the address it received from to X-Forwarded-For, so the client is the entry that
 * many places from the right. Entries further left are whatever the client sent and are ignored;
 * a shorter list than the configured hops means the request skipped a proxy, and its leftmost
 * entry is the best that can be said. (Express's numeric "trust proxy" works the same way.)
 */
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const hops = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  // Bounded, so a huge header cannot make an unbounded rate-limit key.
  return hops[Math.max(0, hops.length - trustedHops)].slice(0, 64);
}
