/**
 * Which IP addresses a tenant-directed outbound connection may reach. Every address a name
 * resolves to is classified; any non-public class rejects the destination (fail closed: one bad
 * answer among several public ones is enough, because the connection could be steered to it).
 * Ranges are matched with node:net's BlockList (the runtime's own CIDR matcher).
 */
import { BlockList, isIP } from 'node:net';

/** Why an address is refused; `null` from classifyAddress means public and allowed. */
export type BlockedAddressClass =
  | 'metadata'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'ipv4-mapped'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'transition'
  | 'invalid';

type Range = [network: string, prefix: number, cls: BlockedAddressClass];

// Order matters only for the reported class: metadata addresses sit inside link-local, CGNAT and
// unique-local ranges and are named first.
const V4: Range[] = [
  ['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack
  ['169.254.170.2', 32, 'metadata'], // AWS ECS task metadata
  ['100.100.100.200', 32, 'metadata'], // Alibaba Cloud
  ['192.0.0.192', 32, 'metadata'], // Oracle Cloud
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['100.64.0.0', 10, 'cgnat'],
  ['192.0.0.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
];
const V6: Range[] = [
  ['fd00:ec2::254', 128, 'metadata'], // AWS IMDS over IPv6
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'ipv4-mapped'],
  ['::', 96, 'transition'], // IPv4-compatible (deprecated): embeds an IPv4 address
  ['64:ff9b::', 96, 'transition'], // NAT64: reaches an embedded IPv4 address
  ['64:ff9b:1::', 48, 'transition'],
  ['2002::', 16, 'transition'], // 6to4
  ['2001::', 32, 'transition'], // Teredo
  ['fe80::', 10, 'link-local'],
  ['fc00::', 7, 'unique-local'],
  ['ff00::', 8, 'multicast'],
  ['2001:db8::', 32, 'documentation'],
  ['100::', 64, 'reserved'], // discard-only
  ['fec0::', 10, 'reserved'], // site-local (deprecated)
];

// One BlockList per range and family: BlockList matches IPv4 against IPv4-mapped IPv6 subnets,
// so families are never mixed in one list.
function compile(family: 'ipv4' | 'ipv6', ranges: Range[]): [BlockList, BlockedAddressClass][] {
  return ranges.map(([net, prefix, cls]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, family);
    return [list, cls];
  });
}
const LISTS = { ipv4: compile('ipv4', V4), ipv6: compile('ipv6', V6) };

/** The embedded IPv4 address of an IPv4-mapped IPv6 address (`::ffff:a.b.c.d` or its hex form). */
export function unmapIpv4(address: string): string | null {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!m) return null;
  if (isIP(m[1]!) === 4) return m[1]!;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]!);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16),
    lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/**
 * The class that makes `address` unreachable for tenant egress, or null when it is public.
 * IPv4-mapped addresses are refused whatever they embed (a public server publishes no such
 * record); the embedded address's own class is reported when it has one, e.g. `metadata`.
 */
export function classifyAddress(address: string): BlockedAddressClass | null {
  const stripped = address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // brackets, IPv6 zone id
  const family = isIP(stripped);
  if (family === 0) return 'invalid';
  if (family === 4 && stripped === '255.255.255.255') return 'broadcast';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (type === 'ipv6') {
    const v4 = unmapIpv4(stripped);
    if (v4 !== null) return classifyAddress(v4) === 'metadata' ? 'metadata' : 'ipv4-mapped';
  }
  for (const [list, cls] of LISTS[type]) if (list.check(stripped, type)) return cls;
  return null;
}

/** Loopback is the one class the test setting may open; nothing else ever is. */
export function isLoopback(address: string): boolean {
  const cls = classifyAddress(address);
  return (
    cls === 'loopback' ||
    (cls === 'ipv4-mapped' && classifyAddress(unmapIpv4(address.replace(/^\[|\]$/g, '')) ?? '') === 'loopback')
  );
}
