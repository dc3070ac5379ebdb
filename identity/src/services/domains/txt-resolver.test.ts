/** The TXT lookup against a real DNS server on loopback (dns2): values, no record, failures. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestDns, type TestDns } from '../../../../test/helpers/dns.ts';
import { createTxtLookup } from './txt-resolver.ts';

let dns: TestDns;
beforeAll(async () => {
  dns = await startTestDns();
});
afterAll(async () => {
  await dns?.stop();
});

describe('createTxtLookup', () => {
  it("joins each record's character-strings, answers [] for no such name, and SVC-SERVER-9001 for a failing server", async () => {
    const lookup = createTxtLookup({ servers: dns.server, timeoutMs: 500 });
    dns.txt.set('_svc-challenge.example.com', [['a', 'b'], ['c']]);
    expect(await lookup('_svc-challenge.example.com')).toEqual(['ab', 'c']);
    expect(await lookup('_svc-challenge.nothing-here.com')).toEqual([]);
    dns.failing.add('_svc-challenge.broken.com');
    await expect(lookup('_svc-challenge.broken.com')).rejects.toMatchObject({ code: 'SVC-SERVER-9001' });
  });

  it('refuses a malformed DNS_SERVERS at start, naming the variable', () => {
    expect(() => createTxtLookup({ servers: 'not an address', timeoutMs: 500 })).toThrow(/^DNS_SERVERS /);
  });
});
