/**
 * Names that are addresses or localhost never reach DNS: the URL check and the lookup step both
 * refuse them (`host`), and a real loopback DNS server (test/helpers/dns.ts) behind the resolver
 * sees no query. Properties over every IPv4 spelling a resolver accepts and over IPv6 forms.
 */
import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestDns, type TestDns } from '../../../../test/helpers/dns.ts';
import { checkDestinationUrl, EgressRejectedError, STRICT_EGRESS } from './destination.ts';
import { hostNameRefusal, isAddressLiteral, isLocalhostName } from './host-name.ts';
import { resolveChecked, type HostResolver } from './resolve.ts';

const TESTS = { allowLoopbackForTests: true };
let dns: TestDns;
/** A resolver that asks only the test DNS server (A and AAAA). */
let resolver: HostResolver;
beforeAll(async () => {
  dns = await startTestDns();
  const r = new Resolver({ timeout: 500, tries: 1 });
  r.setServers([dns.server]);
  resolver = async (hostname) => {
    const [v4, v6] = await Promise.allSettled([r.resolve4(hostname), r.resolve6(hostname)]);
    return [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
  };
});
afterAll(() => dns?.stop());

const lookupReason = (hostname: string, policy = STRICT_EGRESS) =>
  resolveChecked({ hostname, literal: null, loopbackOnly: false }, policy, resolver).then(
    () => 'accepted',
    (e) => (e instanceof EgressRejectedError ? e.reason : String(e)),
  );
const urlReason = (url: string, policy = STRICT_EGRESS) => {
  try {
    checkDestinationUrl(url, policy);
    return 'accepted';
  } catch (e) {
    if (e instanceof EgressRejectedError) return e.reason;
    throw e;
  }
};

/** Every spelling of a 32-bit IPv4 address a URL parser or getaddrinfo reads as that address. */
function ipv4Spellings(n: number): string[] {
  const b = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const hex = (x: number) => `0x${x.toString(16)}`;
  const oct = (x: number) => `0${x.toString(8)}`;
  return [
    b.join('.'),
    String(n),
    hex(n),
    oct(n),
    b.map(hex).join('.'),
    b.map(oct).join('.'),
    `${b[0]}.${(n & 0xffffff) >>> 0}`,
    `${b[0]}.${b[1]}.${n & 0xffff}`,
    `${hex(b[0]!)}.${b[1]}.${oct(b[2]!)}.${b[3]}`,
    `${b.join('.')}.`,
  ];
}
const localhostForms = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 3 }),
    fc.boolean(),
    fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  )
  .map(
    ([labels, dot, upper]) =>
      [...labels, [...'localhost'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')].join('.') +
      (dot ? '.' : ''),
  );

describe('names that are addresses', () => {
  it('every IPv4 spelling is an address literal, and the lookup step refuses it without a query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 0xffffffff }), async (n) => {
        for (const s of ipv4Spellings(n)) {
          expect(isAddressLiteral(s.replace(/\.$/, '')) || hostNameRefusal(s) === 'address', s).toBe(true);
          expect(await lookupReason(s), s).toBe('host');
        }
      }),
      { numRuns: 60 },
    );
    expect(dns.queries).toEqual([]);
  });

  it('IPv6 with or without brackets, with a zone id, is refused before any lookup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.ipV6(),
        fc.constantFrom('', '%eth0', '%25eth0', '%1'),
        fc.boolean(),
        async (ip, zone, brackets) => {
          const s = brackets ? `[${ip}${zone}]` : `${ip}${zone}`;
          expect(isAddressLiteral(s), s).toBe(true);
          expect(await lookupReason(s), s).toBe('host');
        },
      ),
      { numRuns: 60 },
    );
    expect(dns.queries).toEqual([]);
  });

  it('every localhost form, any case, with or without the root dot, is refused by the URL check and the lookup step', async () => {
    for (const name of ['localhost', 'localhost.', 'api.localhost', 'api.localhost.', 'LOCALHOST', 'Api.LocalHost.']) {
      expect(isLocalhostName(name), name).toBe(true);
      expect(urlReason(`https://${name}/`), name).toBe('host');
      expect(await lookupReason(name), name).toBe('host');
    }
    await fc.assert(
      fc.asyncProperty(localhostForms, async (name) => {
        expect(urlReason(`https://${name}/hook`), name).toBe('host');
        expect(await lookupReason(name), name).toBe('host');
        // The test setting admits exactly `localhost`, nothing else of the family.
        if (name !== 'localhost') expect(await lookupReason(name, TESTS), name).toBe('host');
      }),
      { numRuns: 100 },
    );
    expect(dns.queries).toEqual([]);
    expect(urlReason('http://localhost:9000/', TESTS)).toBe('accepted');
  });

  it('a name whose last label is a number never reaches DNS; ordinary names do', async () => {
    for (const name of ['a.1', 'hooks.example.0x10', 'x.0177', 'under_score.example.com', 'a..b', '.example.com']) {
      expect(await lookupReason(name), name).toBe('host');
    }
    expect(dns.queries).toEqual([]);
    expect(hostNameRefusal('hooks.example.com')).toBeNull();
    expect(hostNameRefusal('hooks.example.com.')).toBeNull();
    expect(hostNameRefusal('xn--bcher-kva.example')).toBeNull();
    // The server answers nothing here: the name was asked (the check lets it through to DNS).
    expect(await lookupReason('hooks.example.com')).toBe('no-address');
    expect(dns.queries).toContain('hooks.example.com');
  });
});
