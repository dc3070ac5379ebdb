/**
 * TXT lookups for DNS_TXT domain verification through node's dns.Resolver, pointed at DNS_SERVERS
 * when set (tests: a DNS server on loopback). Definitive answers (records, no data, no such name)
 * resolve; anything else (timeout, refused, server failure) is SVC-SERVER-9001, retryable, so a
 * resolver outage never fails a claim.
 */
import { Resolver } from 'node:dns/promises';
import { AppError } from '@svc/core';

export type TxtLookup = (name: string) => Promise<string[]>;

/** Codes for which the DNS answered definitively that there is no such record. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

export function createTxtLookup(opts: { servers?: string; timeoutMs: number }): TxtLookup {
  const resolver = new Resolver({ timeout: opts.timeoutMs, tries: 2 });
  if (opts.servers) {
    try {
      resolver.setServers(
        opts.servers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    } catch (e) {
      // Read once at start: a bad value stops identity with a line naming the variable.
      throw new Error(`DNS_SERVERS ${(e as Error).message}`);
    }
  }
  return async (name) => {
    try {
      // Each TXT record is a list of character-strings that together make its value (RFC 7208 §3.3).
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (e) {
      if (NO_RECORD.has((e as NodeJS.ErrnoException).code ?? '')) return [];
      throw new AppError('SVC-SERVER-9001', 'the DNS could not be asked; check again later');
    }
  };
}
