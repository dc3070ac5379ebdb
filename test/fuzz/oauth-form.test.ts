/**
 * Fuzz: form bodies on the token endpoint (`{auth_url}/oauth/token`, the gateway's auth origin in
 * front of identity): random parameters, repeated parameters, `%00` and broken percent-escapes,
 * huge values, random client authentication. Every answer must be a token or a 4xx with an OAuth
 * `error`; every process must still be up afterwards.
 */
import { describe, it, beforeAll, afterAll } from 'vitest';
import type { Platform } from '../helpers/platform-harness.ts';
import type { TestTenant } from '../helpers/tenant.ts';
import {
  expectOAuthAnswer,
  expectPlatformUp,
  fc,
  fuzz,
  fuzzTenant,
  nastyString,
  percentEncode,
  runs,
  send,
  startFuzzPlatform,
} from './fuzz-kit.ts';

let p: Platform;
let tenant: TestTenant;
beforeAll(async () => {
  p = await startFuzzPlatform();
  tenant = await fuzzTenant(p);
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const WATCH = ['gateway', 'identity'];
const NAMES = [
  'grant_type',
  'client_id',
  'client_secret',
  'scope',
  'code',
  'redirect_uri',
  'code_verifier',
  'refresh_token',
  'username',
  'password',
  'subject_token',
  'subject_token_type',
  'actor_token',
  'actor_token_type',
  'device_code',
  'audience',
  'resource',
  'requested_token_type',
];
const GRANTS = [
  'client_credentials',
  'refresh_token',
  'password',
  'authorization_code',
  'urn:ietf:params:oauth:grant-type:token-exchange',
  'urn:ietf:params:oauth:grant-type:device_code',
];

const value = fc.oneof(
  { weight: 4, arbitrary: nastyString(80) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...GRANTS,
      'svc:iam:user:read',
      'svc:iam:user:read\u0000svc:iam:scim:write',
      '*',
      'urn:ietf:params:oauth:token-type:access_token',
      'a.b.c',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'v'.repeat(n)) },
);
/** One parameter: its name and value, and whether it is sent percent-encoded or as raw characters. */
const param = fc.record({
  name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 1, arbitrary: nastyString(16) }),
  value,
  raw: fc.boolean(),
});
const recipe = fc.record({
  params: fc.array(param, { maxLength: 12 }),
  repeat: fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
  auth: fc.constantFrom('none', 'tenant', 'wrong-secret', 'garbage', 'two-methods'),
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=latin1',
    'application/json',
    'text/plain',
    '',
  ),
});
type Recipe = typeof recipe extends fc.Arbitrary<infer T> ? T : never;

function build(r: Recipe): { headers: Record<string, string>; body: string } {
  const pairs = [...r.params];
  if (r.repeat)
    pairs.push({ name: r.repeat, value: 'first', raw: false }, { name: r.repeat, value: 'second', raw: false });
  const body = pairs
    .map((x) => (x.raw ? `${x.name}=${x.value}` : `${percentEncode(x.name)}=${percentEncode(x.value)}`))
    .join('&');
  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  const headers: Record<string, string> = {};
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.auth === 'tenant' || r.auth === 'two-methods')
    headers.authorization = basic(tenant.clientId, tenant.clientSecret);
  if (r.auth === 'wrong-secret') headers.authorization = basic(tenant.clientId, 'not-the-secret');
  if (r.auth === 'garbage') headers.authorization = 'Basic %00\u00ff==';
  return { headers, body: r.auth === 'two-methods' ? `${body}&client_id=${tenant.clientId}&client_secret=x` : body };
}

describe('fuzz: /oauth/token form bodies', () => {
  it('random token requests', async () => {
    await fuzz(
      p,
      'oauth/token form',
      recipe,
      async (r) => {
        const { headers, body } = build(r);
        let a;
        try {
          a = await send(`${p.auth}/oauth/token`, { method: 'POST', headers, body });
        } catch (e) {
          // fetch refuses some header values itself (non-Latin-1): that input never left this process
          if (/Cannot convert argument to a ByteString|invalid header/i.test((e as Error).message)) return;
          throw e;
        }
        expectOAuthAnswer(a);
      },
      { numRuns: runs(200), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
