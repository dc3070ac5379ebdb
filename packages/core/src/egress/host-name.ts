/**
 * Names that are really addresses. A host name goes to DNS and a resolver reads numbers as it
 * likes (getaddrinfo takes `2130706433` and `0x7f.1` as 127.0.0.1), and every `localhost` name is
 * the machine itself (RFC 6761), so these are refused before any lookup rather than resolved.
 */
import { isIP } from 'node:net';

/** `localhost`, `localhost.`, `*.localhost` and `*.localhost.`, in any case. */
export function isLocalhostName(name: string): boolean {
  const n = name.toLowerCase().replace(/\.$/, '');
  return n === 'localhost' || n.endsWith('.localhost');
}

/**
 * An IP address in any spelling a URL parser or resolver accepts: dotted, decimal, hex or octal
 * IPv4 (`127.1`, `2130706433`, `0x7f.1`, `0177.0.0.1`), IPv6 with or without brackets, with a
 * zone id (`fe80::1%eth0`, `[fe80::1%25eth0]`).
 */
export function isAddressLiteral(text: string): boolean {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 0 || isIP(bare.replace(/%.*$/, '')) !== 0) return true;
  if (!/^[0-9a-fx.]+$/i.test(bare)) return false;
  try {
    // The WHATWG host parser is the one that turns numeric spellings into IPv4 addresses.
    return isIP(new URL(`http://${bare}/`).hostname) !== 0;
  } catch {
    return false;
  }
}

/**
 * Why a DNS name may not be looked up, or null when it may: not letters, digits, dots and hyphens;
 * a last label that is a number (the WHATWG rule for an IPv4 spelling, so `a.1` and `0x7f.1` never
 * reach a resolver); a localhost name.
 */
export function hostNameRefusal(hostname: string): 'not-a-name' | 'address' | 'localhost' | null {
  if (isAddressLiteral(hostname)) return 'address';
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/i.test(hostname)) return 'not-a-name';
  const last = hostname.replace(/\.$/, '').split('.').pop()!;
  if (/^(\d+|0x[0-9a-f]*)$/i.test(last)) return 'address';
  if (isLocalhostName(hostname)) return 'localhost';
  return null;
}
