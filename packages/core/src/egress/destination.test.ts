import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkDestinationUrl, EgressRejectedError, STRICT_EGRESS } from './destination.ts';
import { classifyAddress } from './address-policy.ts';
import { egressPolicyFromEnv } from './egress-config.ts';

const TESTS = { allowLoopbackForTests: true };
const reason = (url: string, policy = STRICT_EGRESS) => {
  try {
    checkDestinationUrl(url, policy);
    return 'accepted';
  } catch (e) {
    if (e instanceof EgressRejectedError) return e.reason;
    throw e;
  }
};

describe('checkDestinationUrl', () => {
  it.each([
    ['http://hooks.example.com/x', 'scheme'],
    ['http://8.8.8.8/x', 'scheme'],
    ['ftp://hooks.example.com/x', 'scheme'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'metadata'],
    ['https://[fd00:ec2::254]/', 'metadata'],
    ['https://localhost/', 'host'],
    ['https://foo.localhost/', 'host'],
    ['https://127.0.0.1/', 'loopback'],
    ['https://0x7f.1/', 'loopback'], // normalised by the URL parser
    ['https://2130706433/', 'loopback'],
    ['https://[::ffff:7f00:1]/', 'ipv4-mapped'],
    ['https://user:pw@hooks.example.com/', 'credentials'],
    ['hooks.example.com/x', 'malformed'],
    ['https://' + 'a'.repeat(2100) + '.com/', 'malformed'],
    ['https://0.0.0.0/', 'unspecified'],
    ['https://[::]/', 'unspecified'],
    ['https://100.64.1.1/', 'cgnat'],
  ])('%s is refused (%s)', (url, why) => {
    expect(reason(url)).toBe(why);
  });

  it('accepts https to a public name or address', () => {
    expect(reason('https://hooks.example.com/svc?x=1')).toBe('accepted');
    expect(reason('https://8.8.8.8:8443/')).toBe('accepted');
    expect(checkDestinationUrl('https://hooks.example.com:8443/p', STRICT_EGRESS).port).toBe(8443);
  });

  it('the test setting opens loopback and plain http to it, nothing else', () => {
    expect(reason('http://127.0.0.1:9000/', TESTS)).toBe('accepted');
    expect(reason('http://localhost:9000/', TESTS)).toBe('accepted');
    expect(reason('https://[::1]/', TESTS)).toBe('accepted');
    expect(reason('http://10.0.0.1/', TESTS)).toBe('private');
    expect(reason('http://8.8.8.8/', TESTS)).toBe('scheme');
    expect(reason('https://169.254.169.254/', TESTS)).toBe('metadata');
  });

  it('the test setting is off by default and refused in production', () => {
    expect(egressPolicyFromEnv({}).allowLoopbackForTests).toBe(false);
    expect(egressPolicyFromEnv({ EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true' }).allowLoopbackForTests).toBe(true);
    expect(() => egressPolicyFromEnv({ EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true', NODE_ENV: 'production' })).toThrow(
      /production/,
    );
  });

  // Fuzz: whatever the string, the checker answers accepted or a typed refusal, and anything it
  // accepts under the strict policy is https to a name or to a public address literal.
  it('fuzz: never throws untyped, never accepts a non-public literal or a non-https URL', () => {
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    const ipv6 = fc.ipV6();
    const host = fc.oneof(
      fc.domain(),
      ipv4,
      ipv6.map((a) => `[${a}]`),
      fc.string(),
      fc.constantFrom('localhost', '0x7f.1', '017700000001', '[::ffff:127.0.0.1]'),
    );
    const url = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('https://', 'http://', 'HTTPS://', 'gopher://', ''),
          host,
          fc.constantFrom('', ':443', ':0', ':65535', ':99999'),
          fc.webPath(),
        )
        .map(([s, h, p, path]) => `${s}${h}${p}${path}`),
      fc.webUrl(),
      fc.string({ maxLength: 300 }),
    );
    fc.assert(
      fc.property(url, (raw) => {
        let accepted;
        try {
          accepted = checkDestinationUrl(raw, STRICT_EGRESS);
        } catch (e) {
          expect(e).toBeInstanceOf(EgressRejectedError);
          return;
        }
        expect(accepted.url.protocol).toBe('https:');
        if (accepted.literal) expect(classifyAddress(accepted.literal)).toBeNull();
        else expect(accepted.hostname).toMatch(/^[a-z0-9.-]+$/i);
      }),
      { numRuns: 3000, seed: 20261124 },
    );
  });

  it('fuzz: every address inside a refused range is refused as a literal', () => {
    const inRange = fc
      .oneof(
        fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
        fc.tuple(fc.integer({ min: 224, max: 255 }), fc.nat(255), fc.nat(255), fc.nat(255)),
      )
      .map((p) => p.join('.'));
    fc.assert(
      fc.property(inRange, fc.boolean(), (a, mapped) => {
        const host = mapped ? `[::ffff:${a}]` : a;
        expect(reason(`https://${host}/`)).not.toBe('accepted');
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });
});
