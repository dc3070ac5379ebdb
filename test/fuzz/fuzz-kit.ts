/**
 * Shared machinery of the fuzz suite (issue 12: nothing a client sends may stop a process).
 * Each test file starts one real platform (the `npm start` spawn path) and throws fast-check
 * inputs at one parser surface. A case passes when the answer is a typed 4xx or a success, never
 * a 5xx nor an internal error inside a 200, and no process logged an error that escaped its
 * handlers or exited. On the first failing case the run stops without shrinking (shrinking
 * against a process that just misbehaved would blame the wrong input) and the error names the
 * surface, that input (abridged) and the seed to replay it: FUZZ_SEED=<seed>. FUZZ_SCALE
 * multiplies every run count (default 1, sized so a file fuzzes for well under a minute on two cores).
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { connect } from 'node:net';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { privateRedisUrl, sharedPlatform, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import { PrismaClient } from '../../identity/src/db.ts';

export { fc };

/** Limits high enough that fuzzing measures parsers, not the rate limiter (429 would hide them). */
const FUZZ_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_FREE_PER_MINUTE: '1000000',
  RATE_LIMIT_PRO_PER_MINUTE: '1000000',
  RATE_LIMIT_ENTERPRISE_PER_MINUTE: '1000000',
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000000',
};

/**
 * The fuzz files' platform, with a Redis database of its own: one shared by the worker's fuzz files
 * when the file needs no other setting, else one of the file's own.
 */
export async function startFuzzPlatform(extraEnv: NodeJS.ProcessEnv = {}): Promise<Platform> {
  const start = async () => startPlatform({ ...FUZZ_ENV, REDIS_URL: (await privateRedisUrl()) ?? '', ...extraEnv });
  return Object.keys(extraEnv).length ? start() : sharedPlatform('fuzz', start);
}

/**
 * A tenant of its own (fresh ids, its client holds the SCIM and read scopes) and an access token
 * for it from the platform's token endpoint: whatever a fuzz case manages to change stays there.
 */
/** The seed CI runs with (see fuzz()). */
const CI_SEED = 20261124;

export async function fuzzTenant(
  p: Platform,
  scope = 'svc:iam:user:read svc:iam:workspace:read svc:iam:scim:*',
): Promise<TestTenant & { token: string }> {
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  const prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
  let t: TestTenant;
  try {
    t = await createTestTenant(prisma, { secretVerifier: (s) => keys.hmac(`client-secret:${s}`)! });
  } finally {
    await prisma.$disconnect();
  }
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  const body = await r.json();
  if (r.status !== 200) throw new Error(`token for the fuzz tenant: ${r.status} ${JSON.stringify(body)}`);
  return { ...t, token: body.access_token };
}

export const runs = (n: number) => Math.max(1, Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)));

/** A value for an error message: JSON, abridged (inputs can be megabytes). */
export function abridge(v: unknown, max = 600): string {
  let s: string;
  try {
    s =
      typeof v === 'string'
        ? JSON.stringify(v)
        : (JSON.stringify(v, (_k, x) =>
            x instanceof Uint8Array ? `<${x.length} bytes: ${Buffer.from(x).subarray(0, 48).toString('hex')}…>` : x,
          ) ?? String(v));
  } catch (e) {
    s = `<${(e as Error).message}>`;
  }
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/** The processes whose logs and liveness every case checks, by harness name. */
const running = (p: Platform, name: string) => p.children.filter((c) => c.spec.name === name).at(-1);
const isUp = (p: Platform, name: string) => {
  const c = running(p, name);
  return !!c && c.child.exitCode === null && c.child.signalCode === null;
};
/** What the process guard (runService) logs when an error escaped every handler. */
const ESCAPED = /^.*"msg":"[^"]*(uncaught exception|unhandled rejection)[^"]*".*$/m;

/**
 * Runs `run` on `numRuns` inputs from `arb` and fails, on the first bad case, with that input.
 * `watch`: the processes the surface reaches, checked after every case.
 */
export async function fuzz<T>(
  p: Platform,
  surface: string,
  arb: fc.Arbitrary<T>,
  run: (input: T) => Promise<void>,
  opts: { numRuns: number; watch: string[] },
): Promise<void> {
  // CI replays one fixed seed (as Hypothesis derandomizes in CI): a submission is judged on the
  // same inputs every time; developers' runs draw a new seed each time and so keep exploring.
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? CI_SEED : undefined;
  const details = await fc.check(
    fc.asyncProperty(arb, async (input) => {
      const marks = new Map(opts.watch.map((n) => [n, p.output.get(n)?.length ?? 0]));
      await run(input);
      for (const n of opts.watch) {
        if (!isUp(p, n))
          throw new Error(`${n} exited (${running(p, n)?.child.signalCode ?? running(p, n)?.child.exitCode})`);
        const escaped = ESCAPED.exec((p.output.get(n) ?? '').slice(marks.get(n)));
        if (escaped) throw new Error(`${n} logged an error that escaped its handlers: ${escaped[0].slice(0, 1500)}`);
      }
    }),
    { numRuns: opts.numRuns, endOnFailure: true, seed },
  );
  if (details.failed) {
    const err = details.errorInstance as Error | undefined;
    throw new Error(
      `fuzz [${surface}] failed on case ${details.numRuns} of ${opts.numRuns} (replay: FUZZ_SEED=${details.seed})\n` +
        `  input: ${abridge(details.counterexample?.[0], 1500)}\n  ${err?.message ?? String(details.errorInstance)}`,
    );
  }
}

/** Every process of the platform still running, its /healthz answering, and no escaped error logged. */
export async function expectPlatformUp(p: Platform): Promise<void> {
  const health: Record<string, string[]> = {
    identity: [`http://127.0.0.1:${p.ports.identityHttp}/healthz`],
    gateway: [`${p.api}/healthz`, `http://127.0.0.1:${p.ports.gatewayAuth}/healthz`],
  };
  for (const [n, port] of Object.entries(p.ports.subgraphs)) health[n] = [`http://127.0.0.1:${port}/healthz`];
  const problems: string[] = [];
  for (const [name, urls] of Object.entries(health)) {
    if (!isUp(p, name))
      problems.push(`${name} exited (${running(p, name)?.child.signalCode ?? running(p, name)?.child.exitCode})`);
    for (const u of urls) {
      const status = await fetch(u, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.status,
        (e) => (e as Error).message,
      );
      if (status !== 200) problems.push(`${name} ${u}: ${status}`);
    }
    const escaped = ESCAPED.exec(p.output.get(name) ?? '');
    if (escaped) problems.push(`${name} logged an error that escaped its handlers: ${escaped[0].slice(0, 1500)}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

export interface Answer {
  status: number;
  text: string;
  json: any;
}

/** One HTTP request with a deadline: a request that never gets an answer fails the case. */
export async function send(url: string, init: RequestInit & { timeoutMs?: number }): Promise<Answer> {
  const timeoutMs = init.timeoutMs ?? 20_000;
  let r: Response;
  try {
    r = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    throw new Error(
      err.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `request failed: ${err.message} (${err.cause?.code ?? err.cause?.message ?? ''})`,
    );
  }
  const text = await r.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: r.status, text, json };
}

/** Codes that mean the server failed, wherever they appear (a 200 can carry one in `errors`). */
const INTERNAL = /"(SVC-SERVER-9000|INTERNAL_SERVER_ERROR)"/;
const TYPED_GRAPHQL = /^(SVC-[A-Z]+-(\d+|[A-Z-]+)|GRAPHQL_[A-Z_]+|BAD_USER_INPUT|PERSISTED_QUERY_NOT_FOUND)$/;

function fail(what: string, a: Answer): never {
  throw new Error(`${what}: HTTP ${a.status} ${a.text.slice(0, 800)}`);
}

function noServerError(a: Answer) {
  if (a.status >= 500) fail('server error', a);
  if (INTERNAL.test(a.text)) fail('internal error in the answer', a);
}

/** GraphQL over HTTP: a success, or a 4xx whose errors carry typed codes. */
export function expectGraphqlAnswer(a: Answer): void {
  noServerError(a);
  if (a.status < 400) {
    if (!a.json || (a.json.data === undefined && !a.json.errors)) fail('a success without data or errors', a);
    return;
  }
  const code = a.json?.errors?.[0]?.extensions?.code ?? a.json?.error?.code;
  if (typeof code !== 'string' || !TYPED_GRAPHQL.test(code)) fail('a 4xx without a typed code', a);
}

/** The REST shape: a success, or a 4xx with a typed `error.code` (SVC-…, or the GraphQL code it relays). */
export function expectRestAnswer(a: Answer): void {
  noServerError(a);
  if (a.status >= 400 && !TYPED_GRAPHQL.test(a.json?.error?.code ?? '')) fail('a 4xx without a typed error.code', a);
}

const OAUTH_ERRORS = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'access_denied',
  'authorization_pending',
  'slow_down',
  'expired_token',
  'invalid_target',
  'invalid_dpop_proof',
  'use_dpop_nonce',
]);

/** The token endpoint: a token, or a 4xx with an RFC 6749 `error`. */
export function expectOAuthAnswer(a: Answer): void {
  noServerError(a);
  if (a.status < 400) {
    if (typeof a.json?.access_token !== 'string') fail('a success without access_token', a);
    return;
  }
  if (!OAUTH_ERRORS.has(a.json?.error)) fail('a 4xx without an OAuth error', a);
}

const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** SCIM behind the gateway: a success, a SCIM error with its status, or the gateway's typed refusal. */
export function expectScimAnswer(a: Answer): void {
  noServerError(a);
  if (a.status < 400) return;
  if (a.json?.schemas?.includes(SCIM_ERROR) && String(a.json.status) === String(a.status)) return;
  if (/^SVC-/.test(a.json?.error?.code ?? '')) return;
  fail('a 4xx that is neither a SCIM error nor typed', a);
}

/**
 * Raw bytes to a port, for what fetch will not send (a body shorter than its Content-Length, then
 * a closed socket). Resolves with whatever came back, '' when the server just closed.
 */
export function rawExchange(port: number, data: Buffer, opts: { endAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    let out = '';
    s.on('data', (d) => (out += d.toString('latin1')));
    s.on('error', () => resolve(out));
    s.on('close', () => resolve(out));
    s.write(data);
    setTimeout(() => s.destroy(), opts.endAfterMs ?? 300);
  });
}

/** The status line of a raw HTTP answer, or null when nothing came back. */
export function rawStatus(raw: string): number | null {
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  return m ? Number(m[1]) : null;
}

/** Strings that stress parsers and databases: NUL, lone surrogates, control characters, long runs. */
export const nastyString = (maxLength = 64): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength, unit: 'binary' }),
    fc.string({ maxLength, unit: 'grapheme' }),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uDFFFy',
      '\uFFFF',
      '%00',
      '%',
      '%ZZ',
      '\r\n',
      '../..',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, as literal text
      '${x}',
      '"\'<>`',
      'null',
      '[]',
      '{}',
      '\u202E',
    ),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00'), fc.string({ maxLength: 8 }))
      .map(([a, b, c]) => a + b + c),
  );

/** Every byte of the string's UTF-8 percent-encoded (encodeURIComponent throws on a lone surrogate). */
export const percentEncode = (s: string): string => Buffer.from(s, 'utf8').toString('hex').replace(/../g, '%$&');

/** JSON text of arrays/objects nested `depth` levels deep, built without recursion. */
export function deepJson(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  const open = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2) ? '[' : '{"a":');
  const close = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2) ? ']' : '}');
  let s = '';
  for (let i = 0; i < depth; i++) s += open(i);
  s += '1';
  for (let i = depth - 1; i >= 0; i--) s += close(i);
  return s;
}
