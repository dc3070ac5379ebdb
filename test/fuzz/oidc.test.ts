/**
 * Fuzz: the OpenID Connect surfaces of `{auth_url}` (through the gateway): the authorize
 * endpoint's sign-in form (random query parameters, including scope, nonce and state, and random
 * form bodies with email and password) and userinfo's Authorization header. Every answer must be
 * the form (200/401 HTML), a redirect, or a 4xx with an OAuth error; never a 5xx; every process
 * stays up.
 */
import { describe, it, beforeAll, afterAll, expect } from 'vitest';
import type { Platform } from '../helpers/platform-harness.ts';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import {
  expectPlatformUp,
  fc,
  fuzz,
  nastyString,
  percentEncode,
  runs,
  send,
  startFuzzPlatform,
  type Answer,
} from './fuzz-kit.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let tenant: TestTenant;
beforeAll(async () => {
  p = await startFuzzPlatform({ FEATURE_AUTHORIZATION_CODE: 'true' });
  // A tenant of its own whose client may use the code flow, so requests reach the form and sign-in.
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
  try {
    tenant = await createTestTenant(prisma, {
      secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
      grantTypes: ['authorization_code'],
    });
  } finally {
    await prisma.$disconnect();
  }
}, 400_000);
afterAll(async () => {
  await p?.stop();
});

const WATCH = ['gateway', 'identity'];
const OAUTH_ERRORS = new Set([
  'invalid_request',
  'invalid_scope',
  'access_denied',
  'unsupported_response_type',
  'unauthorized_client',
  'invalid_token',
  'insufficient_scope',
  'temporarily_unavailable',
]);

function expectAuthorizeAnswer(a: Answer) {
  if (a.status >= 500) throw new Error(`server error: HTTP ${a.status} ${a.text.slice(0, 400)}`);
  if (a.text.startsWith('<!doctype html>')) return expect([200, 401]).toContain(a.status);
  if (a.status === 302 || a.status === 303) return;
  // Node refuses a request line over its header limit before any handler: the gateway's typed 400.
  if (a.status === 400 && a.json?.error?.code === 'SVC-VALID-4000') return;
  if (!OAUTH_ERRORS.has(a.json?.error))
    throw new Error(`a 4xx without an OAuth error: HTTP ${a.status} ${a.text.slice(0, 400)}`);
}

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const value = fc.oneof(
  { weight: 3, arbitrary: nastyString(80) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'openid',
      'openid email profile',
      'email',
      'openid svc:iam:user:read',
      'code',
      'S256',
      challenge,
      'http://127.0.0.1/cb',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'n'.repeat(n)) },
);
const NAMES = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'max_age',
];
const recipe = fc.record({
  // Mostly a well-formed request with one or two parameters replaced, so the fuzz reaches the form and sign-in.
  overrides: fc.array(
    fc.record({
      name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 1, arbitrary: nastyString(12) }),
      value,
    }),
    { maxLength: 3 },
  ),
  method: fc.constantFrom('GET', 'POST'),
  email: value,
  password: value,
  contentType: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', ''),
});

describe('fuzz: OpenID Connect surfaces', () => {
  it('the authorize endpoint and its sign-in form', async () => {
    await fuzz(
      p,
      'oauth/authorize',
      recipe,
      async (r) => {
        const q: [string, string][] = [
          ['client_id', tenant.clientId],
          ['redirect_uri', 'http://127.0.0.1/cb'],
          ['response_type', 'code'],
          ['scope', 'openid'],
          ['code_challenge', challenge],
          ['code_challenge_method', 'S256'],
          ['state', 's'],
          ['nonce', 'n'],
        ];
        for (const o of r.overrides) {
          const i = q.findIndex(([k]) => k === o.name);
          if (i >= 0) q[i] = [o.name, o.value];
          else q.push([o.name, o.value]);
        }
        const url = `${p.auth}/oauth/authorize?${q.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
        const headers: Record<string, string> = { accept: 'text/html' };
        if (r.contentType) headers['content-type'] = r.contentType;
        const body =
          r.method === 'POST' ? `email=${percentEncode(r.email)}&password=${percentEncode(r.password)}` : undefined;
        expectAuthorizeAnswer(await send(url, { method: r.method, headers, body, redirect: 'manual' }));
      },
      { numRuns: runs(150), watch: WATCH },
    );
  });

  it('userinfo bearer values', async () => {
    await fuzz(
      p,
      'oauth/userinfo',
      fc.oneof(nastyString(200), fc.constantFrom('a.b.c', 'eyJhbGciOiJFUzI1NiJ9.e30.AA', '')),
      async (token) => {
        let a: Answer;
        try {
          a = await send(`${p.auth}/oauth/userinfo`, { headers: { authorization: `Bearer ${token}` } });
        } catch (e) {
          // fetch refuses some header values itself (control characters, non-Latin-1): that input never left this process
          if (/Cannot convert argument to a ByteString|invalid header|UND_ERR_INVALID_ARG/i.test((e as Error).message))
            return;
          throw e;
        }
        expect(a.status).toBe(401);
        expect(a.json?.error).toBe('invalid_token');
      },
      { numRuns: runs(100), watch: WATCH },
    );
  });

  it('leaves every process of the platform up', async () => {
    await expectPlatformUp(p);
  });
});
