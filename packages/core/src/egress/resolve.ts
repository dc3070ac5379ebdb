/**
 * The lookup half of the egress guard. A name is resolved once per connection; every address it
 * returns must pass, and the connection is then pinned to one of those checked addresses (the
 * socket's `lookup` hook answers with it), so a second, different answer from DNS (rebinding)
 * can never be what the socket dials.
 */
import { lookup } from 'node:dns/promises';
import { isLoopback } from './address-policy.ts';
import {
  EgressRejectedError,
  addressRefusal,
  checkHostName,
  type CheckedDestination,
  type EgressPolicy,
} from './destination.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (injectable: tests point it at a loopback DNS server). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Resolves and checks every address; returns the checked list (the first is dialled). */
export async function resolveChecked(
  dest: Pick<CheckedDestination, 'hostname' | 'literal' | 'loopbackOnly'>,
  policy: EgressPolicy,
  resolver: HostResolver = systemResolver,
): Promise<ResolvedAddress[]> {
  if (dest.literal) return [{ address: dest.literal, family: dest.literal.includes(':') ? 6 : 4 }];
  // Again here: the pinned lookup of a connection (egress-agent.ts) gets its name from the socket.
  checkHostName(dest.hostname, policy);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(dest.hostname);
  } catch {
    throw new EgressRejectedError('resolution-failed', 'the host name did not resolve');
  }
  if (addresses.length === 0) throw new EgressRejectedError('no-address', 'the host name has no address');
  for (const a of addresses) {
    const cls = addressRefusal(a.address, policy);
    if (cls) throw new EgressRejectedError(cls, `the host name resolves to a ${cls} address`);
    if (dest.loopbackOnly && !isLoopback(a.address)) throw new EgressRejectedError('scheme', 'only https is allowed');
  }
  return addresses;
}
