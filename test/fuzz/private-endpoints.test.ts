/**
 * Fuzz: the private-endpoint operations (issue 15) — registerPrivateEndpoint input,
 * preflightPrivateEndpoint, approvePrivateEndpoint and retirePrivateEndpoint ids — over HTTP on
 * the agents subgraph with the real database, and a loopback model list that preflights reach
 * through the egress guard's test setting (with the credential from the secret store for
 * BEARER_TOKEN endpoints). Every answer is data or a typed error (never an
 * untyped or internal one), the subgraph keeps answering, a refused registration stores nothing,
 * a stored one holds only what the rules allow (a base URL the guard accepted), its maker can
 * never approve it, and an arbitrary id changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type GraphqlResult, type TestCaller } from '@svc/subgraph-kit/testing';
import { createPrismaClient } from '@svc/db';
import { agentsSubgraph } from '../../subgraphs/agents/src/subgraph.ts';
import { databaseUrl } from '../helpers/env.ts';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { PrismaClient } from '../../subgraphs/agents/src/db.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const tag = randomBytes(5).toString('hex');
const maker: TestCaller = { userId: `usr_m${tag}`, orgId: `org_f${tag}`, workspaceId: `ws_f${tag}` };
const checker: TestCaller = { ...maker, userId: `usr_c${tag}` };

let sg: Awaited<ReturnType<typeof startSubgraph>>;
let prisma: PrismaClient;
let models: http.Server;
let port = 0;

beforeAll(async () => {
  models = http.createServer((req, res) => {
    if (req.url?.endsWith('/models'))
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [{ id: 'llama-3-70b' }] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => models.listen(0, '127.0.0.1', r));
  port = (models.address() as AddressInfo).port;
  sg = await startSubgraph(agentsSubgraph, {
    AGENTS_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    KEYS_DIR: mkdtempSync(join(tmpdir(), 'pe-fuzz-keys-')),
    EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
    [`PE_SECRET__${maker.workspaceId}__LLM_KEY`]: 'sk-fuzz-preflight',
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
}, 120_000);
afterAll(async () => {
  await sg?.stop();
  await prisma?.$disconnect();
  models?.closeAllConnections();
  models?.close();
});

/** Data, or errors that all carry a typed code other than the internal one. */
function expectTyped(r: GraphqlResult, input: unknown) {
  const what = JSON.stringify(input)?.slice(0, 400);
  expect(r.status, what).toBeLessThan(500);
  for (const e of r.errors ?? []) {
    expect(e.extensions?.code, what).toMatch(/^(SVC-|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)/);
    expect(e.extensions?.code, what).not.toBe('SVC-SERVER-9000');
  }
}

const REGISTER =
  'mutation($i: RegisterPrivateEndpointInput!) { registerPrivateEndpoint(input: $i) { id status baseUrl protocol modelIds } }';
const rows = () => prisma.privateEndpoint.count({ where: { workspaceId: maker.workspaceId } });
const oneOf = <T>(valid: T[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: nastyString(20) });

const baseUrl = () =>
  fc.oneof(
    fc.constantFrom(
      `http://127.0.0.1:${port}`,
      `http://127.0.0.1:${port}/v1`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}`,
    ),
    fc.constantFrom(
      'https://10.0.0.1',
      'http://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:70',
      'https://0x7f.1/',
      'http://127.1',
      'https://user:pw@127.0.0.1/',
    ),
    fc.webUrl(),
    nastyString(120),
  );
/** Input the rules accept (in its variations), so that the stored path is exercised as often as the refusals. */
const validInput = () =>
  fc.record({
    displayName: fc.oneof(
      fc.constant('gpu pool'),
      fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }).filter((s) => s.trim() !== ''),
    ),
    baseUrl: fc.constantFrom(
      `http://127.0.0.1:${port}`,
      `http://127.0.0.1:${port}/v1`,
      `http://127.0.0.1:${port}/api/`,
    ),
    kind: fc.constantFrom('SELF_HOSTED', 'CLOUD_MANAGED'),
    protocol: fc.constant('OPENAI_COMPATIBLE'),
    authKind: fc.constant('BEARER_TOKEN'),
    authSecretRef: fc.constantFrom('env:LLM_KEY', 'file:llm-key', 'vault:kv/llm'),
    caCertFingerprint: fc.constant(null),
    modelIds: fc.array(fc.constantFrom('llama-3-70b', 'mistral-7b', 'meta-llama/Llama-3-8B'), {
      minLength: 1,
      maxLength: 3,
    }),
    networkBindingRef: fc.constantFrom('nb_1', 'vpc-1:subnet/a'),
    residencyRegion: fc.constantFrom('eu', 'us-east-1'),
  });
const wildInput = () =>
  fc.record({
    displayName: fc.oneof(fc.constant('gpu pool'), nastyString(220)),
    baseUrl: baseUrl(),
    kind: oneOf(['SELF_HOSTED', 'CLOUD_MANAGED']),
    protocol: oneOf(['OPENAI_COMPATIBLE', 'MANAGED_MODEL']),
    authKind: oneOf(['NONE', 'BEARER_TOKEN', 'MTLS', 'AWS_SIGV4']),
    authSecretRef: fc.option(
      fc.oneof(fc.constantFrom('env:LLM_KEY', 'file:llm-key', 'vault:kv/llm'), nastyString(300)),
      { nil: null },
    ),
    caCertFingerprint: fc.option(
      fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF:'), minLength: 64, maxLength: 95 }),
        nastyString(100),
      ),
      { nil: null },
    ),
    modelIds: fc.oneof(
      fc.array(fc.oneof(fc.constant('llama-3-70b'), nastyString(220)), { maxLength: 6 }),
      fc.constant(Array.from({ length: 101 }, (_, i) => `m${i}`)),
    ),
    networkBindingRef: fc.oneof(fc.constant('nb_1'), nastyString(300)),
    residencyRegion: fc.oneof(fc.constant('eu'), nastyString(40)),
  });

describe('private endpoint input fuzz', () => {
  it('register, then preflight / approve / retire what was stored: typed answers, only allowed input stored, four-eyes holds', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(validInput(), wildInput()), async (input) => {
        const before = await rows();
        const r = await postGraphql(sg.port, REGISTER, { i: input }, maker);
        expectTyped(r, input);
        const ep = (r.data as any)?.registerPrivateEndpoint;
        expect(await rows()).toBe(before + (ep ? 1 : 0));
        if (!ep) return;
        stored++;
        expect(ep.status).toBe('PENDING_APPROVAL');
        // Only a loopback base URL can pass the guard here (the test setting); never a private or metadata address.
        if (ep.protocol === 'OPENAI_COMPATIBLE')
          expect(new URL(ep.baseUrl).hostname).toMatch(/^(127\.0\.0\.1|localhost|\[::1\])$/);
        const id = { id: ep.id };
        const pf = await postGraphql(
          sg.port,
          'mutation($id: ID!) { preflightPrivateEndpoint(id: $id) { reachable result } }',
          id,
          maker,
        );
        expectTyped(pf, input);
        // A BEARER_TOKEN preflight needs its credential: only env:LLM_KEY resolves in this workspace.
        const unresolvable = input.authKind === 'BEARER_TOKEN' && input.authSecretRef !== 'env:LLM_KEY';
        expect(
          pf.errors?.map((e) => e.extensions?.code),
          JSON.stringify(input).slice(0, 300),
        ).toEqual(unresolvable ? ['SVC-ENDPOINT-4312'] : undefined);
        const self = await postGraphql(
          sg.port,
          'mutation($id: ID!) { approvePrivateEndpoint(id: $id) { status } }',
          id,
          maker,
        );
        expect(self.errors?.map((e) => e.extensions?.code)).toEqual(['SVC-ENDPOINT-4310']);
        const ok = await postGraphql(
          sg.port,
          'mutation($id: ID!) { approvePrivateEndpoint(id: $id) { status approvedBy } }',
          id,
          checker,
        );
        expect((ok.data as any)?.approvePrivateEndpoint).toEqual({ status: 'ACTIVE', approvedBy: checker.userId });
        const retired = await postGraphql(
          sg.port,
          'mutation($id: ID!) { retirePrivateEndpoint(id: $id) { status } }',
          id,
          maker,
        );
        expect((retired.data as any)?.retirePrivateEndpoint.status).toBe('RETIRED');
      }),
      { numRuns: runs(120), seed: SEED },
    );
    expect(stored).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${sg.port}/healthz`)).status).toBe(200);
  }, 300_000);

  it('preflight / approve / retire with arbitrary ids: typed answers, nothing changes', async () => {
    const reg = await postGraphql(
      sg.port,
      REGISTER,
      {
        i: {
          displayName: 'kept',
          baseUrl: `http://127.0.0.1:${port}`,
          kind: 'SELF_HOSTED',
          protocol: 'OPENAI_COMPATIBLE',
          authKind: 'NONE',
          modelIds: ['llama-3-70b'],
          networkBindingRef: 'nb_1',
          residencyRegion: 'eu',
        },
      },
      maker,
    );
    const kept = (reg.data as any).registerPrivateEndpoint.id as string;
    const snapshot = () =>
      prisma.privateEndpoint.findMany({
        where: { workspaceId: maker.workspaceId },
        orderBy: { id: 'asc' },
        select: { id: true, status: true, approvedBy: true, retiredAt: true },
      });
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nastyString(200), fc.constantFrom(`${kept}x`, kept.toUpperCase(), 'pe_', '', ' ')),
        fc.constantFrom('preflight', 'approve', 'retire'),
        async (id, op) => {
          const r = await postGraphql(
            sg.port,
            `mutation($id: ID!) { ${op}PrivateEndpoint(id: $id) { __typename } }`,
            { id },
            checker,
          );
          expectTyped(r, { id, op });
          expect(r.data?.[`${op}PrivateEndpoint`] ?? null).toBeNull();
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
