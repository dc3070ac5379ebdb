/**
 * The upstream transport for a tenant's private endpoint: every request goes through the one
 * egress guard (`egressStream`: URL rules, every resolved address checked, the dial pinned to the
 * checked address and the peer checked again, the CA pin when the endpoint registered one, no
 * redirects, a fresh connection per request, the whole exchange bounded in time and bytes). The
 * guard's failures are thrown as they are: the router counts them as network errors (and an
 * abort by its own attempt timer as a timeout), like any provider's.
 */
import { egressStream, type EgressPolicy, type HostResolver } from '@svc/core';
import { UpstreamBodyTooLarge, type UpstreamTransport } from './provider-client.ts';

export interface EgressTransportOptions {
  policy: EgressPolicy;
  resolver?: HostResolver;
  /** Hex SPKI SHA-256 the endpoint's chain must contain (its registered `caCertFingerprint`). */
  pinnedSpkiSha256?: string | null;
  /** Whole exchange, streams included, ms. */
  maxExchangeMs: number;
  /** Largest response body, streams included, bytes. */
  maxResponseBytes: number;
}

export function createEgressTransport(opts: EgressTransportOptions): UpstreamTransport {
  return {
    async post(url, headers, body, signal) {
      const res = await egressStream({
        url,
        method: 'POST',
        headers,
        body,
        policy: opts.policy,
        resolver: opts.resolver,
        signal,
        timeoutMs: opts.maxExchangeMs,
        maxResponseBytes: opts.maxResponseBytes,
        ...(opts.pinnedSpkiSha256 ? { pinnedSpkiSha256: opts.pinnedSpkiSha256 } : {}),
      });
      return {
        status: res.status,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
        async text(maxBytes = opts.maxResponseBytes) {
          const parts: Buffer[] = [];
          let size = 0;
          for await (const c of res.body) {
            size += c.length;
            if (size > maxBytes) {
              res.cancel();
              throw new UpstreamBodyTooLarge(`upstream body exceeds ${maxBytes} bytes`);
            }
            parts.push(c);
          }
          return Buffer.concat(parts).toString('utf8');
        },
        cancel: () => res.cancel(),
      };
    },
  };
}
