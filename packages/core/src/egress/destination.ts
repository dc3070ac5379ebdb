/**
 * The URL half of the egress guard: what a tenant may name as a destination, before any lookup.
 * The WHATWG URL parser normalises the host first (`0x7f.1`, `2130706433` and `[::ffff:7f00:1]`
 * all become the addresses they mean), so literal addresses are classified as what they are.
 */
import { isIP } from 'node:net';
import { classifyAddress, isLoopback, type BlockedAddressClass } from './address-policy.ts';
import { hostNameRefusal } from './host-name.ts';

/** Longest destination URL accepted (bytes of its text). */
export const MAX_DESTINATION_URL_LENGTH = 2048;

export interface EgressPolicy {
  /**
   * Tests only (EGRESS_ALLOW_LOOPBACK_FOR_TESTS): loopback addresses and plain `http:` to them are
   * allowed. Every other class stays refused. Refused at start-up in production mode.
   */
  allowLoopbackForTests: boolean;
}

export const STRICT_EGRESS: EgressPolicy = Object.freeze({ allowLoopbackForTests: false });

export type EgressRejectReason =
  | 'malformed'
  | 'scheme'
  | 'credentials'
  | 'host'
  | BlockedAddressClass
  | 'no-address'
  | 'resolution-failed';

/** A destination or connection the guard refused; `reason` names the rule (never echoes secrets). */
export class EgressRejectedError extends Error {
  constructor(
    readonly reason: EgressRejectReason,
    detail: string,
  ) {
    super(`egress refused (${reason}): ${detail}`);
    this.name = 'EgressRejectedError';
  }
}

export interface CheckedDestination {
  url: URL;
  /** Host name for DNS and TLS SNI, without IPv6 brackets. */
  hostname: string;
  /** Set when the host is an IP literal (no lookup happens). */
  literal: string | null;
  port: number;
  /** Plain http under the test setting: allowed only if every address the name has is loopback. */
  loopbackOnly: boolean;
}

/** Whether `address` may be dialled under `policy`. */
export function addressRefusal(address: string, policy: EgressPolicy): BlockedAddressClass | null {
  const cls = classifyAddress(address);
  if (cls === null) return null;
  if (policy.allowLoopbackForTests && isLoopback(address)) return null;
  return cls;
}

/**
 * A name about to be looked up: refused (`host`) when it is an address in disguise or a localhost
 * name (host-name.ts); the test setting admits exactly `localhost`.
 */
export function checkHostName(hostname: string, policy: EgressPolicy): void {
  const refusal = hostNameRefusal(hostname);
  if (refusal === null || (policy.allowLoopbackForTests && hostname === 'localhost')) return;
  throw new EgressRejectedError(
    'host',
    refusal === 'localhost' ? 'the host name is a localhost name' : 'the host name is not allowed',
  );
}

/** Parses and checks a destination URL (no network). Throws EgressRejectedError. */
export function checkDestinationUrl(raw: string, policy: EgressPolicy): CheckedDestination {
  if (typeof raw !== 'string' || raw.length === 0 || Buffer.byteLength(raw) > MAX_DESTINATION_URL_LENGTH) {
    throw new EgressRejectedError('malformed', 'the URL is empty or too long');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EgressRejectedError('malformed', 'not an absolute URL');
  }
  if (url.username !== '' || url.password !== '')
    throw new EgressRejectedError('credentials', 'the URL carries credentials');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostname === '') throw new EgressRejectedError('host', 'no host');
  const literal = isIP(hostname) !== 0 ? hostname : null;
  // Non-ASCII names arrive punycoded from URL; anything else odd is refused rather than resolved.
  if (!literal) checkHostName(hostname, policy);
  if (literal) {
    const cls = addressRefusal(literal, policy);
    if (cls) throw new EgressRejectedError(cls, `the address is ${cls}`);
  }
  const plainHttpAllowed =
    policy.allowLoopbackForTests && url.protocol === 'http:' && (literal === null || isLoopback(literal));
  if (url.protocol !== 'https:' && !plainHttpAllowed) throw new EgressRejectedError('scheme', 'only https is allowed');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { url, hostname, literal, port, loopbackOnly: url.protocol === 'http:' };
}
