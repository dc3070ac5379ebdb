/**
 * Private endpoints against a real database (PostgreSQL with DATABASE_URL, else the embedded
 * PGlite) and real loopback servers: a plain HTTP model list and an HTTPS one with a self-signed
 * certificate made at test time (openssl, as the egress guard's own tests do), reached through
 * the egress guard's test setting (loopback only; every other private class stays refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, createSecretStore, spkiSha256, STRICT_EGRESS } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { Resolver } from 'node:dns/promises';
import fc from 'fast-check';
import { freshDatabase } from '../../../../test/helpers/fresh-database.ts';
import { startTestDns } from '../../../../test/helpers/dns.ts';
import { createEventsModule, type EventsModule, type EventsSettings } from '../events/events-module.ts';
import { createSecretBox } from './secret-box.ts';
import { PrivateEndpointRepository } from '../repositories/private-endpoint-repository.ts';
import { modelsUrl, PrivateEndpointService, type RegisterPrivateEndpointInput } from './private-endpoint-service.ts';
import { toPrivateEndpoint } from '../resolvers/private-endpoints.ts';
import { PrismaClient } from '../db.ts';

const settings: EventsSettings = {
  EVENTS_DISPATCHER_CONCURRENCY: 4,
  EVENTS_DESTINATION_CONCURRENCY: 2,
  EVENTS_DELIVERY_TIMEOUT_MS: 1000,
  EVENTS_MAX_RESPONSE_BYTES: 1024,
  EVENTS_MAX_ATTEMPTS: 3,
  EVENTS_RETRY_DELAY_SECONDS: 1,
  EVENTS_LEASE_SECONDS: 10,
  EVENTS_SUPERVISE_INTERVAL_SECONDS: 1,
  EVENTS_POLL_INTERVAL_MS: 50,
  EVENTS_SECRET_OVERLAP_SECONDS: 3600,
  egress: { allowLoopbackForTests: true },
};
const caller = (workspaceId: string, userId = 'usr_maker'): CallerIdentity =>
  ({
    userId,
    orgId: 'org_1',
    workspaceId,
    clientId: null,
    tokenId: null,
    actingUserId: null,
  }) as unknown as CallerIdentity;
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

let db: Awaited<ReturnType<typeof freshDatabase>>;
let prisma: PrismaClient;
/** The endpoint's audit events waiting in agents' outbox (no relay runs here). */
const audited = (endpointId: string, action: string) => prisma.$queryRaw<
  { actorPrincipal: string; details: unknown }[]
>`
  SELECT "actor_principal" AS "actorPrincipal", "details" FROM "events"."audit_outbox" WHERE "resource_orn" = ${`private_endpoint/${endpointId}`} AND "action" = ${action}`;
let events: EventsModule;
let svc: PrivateEndpointService;
let plain: http.Server;
let plainPort = 0;
let tls: https.Server;
let tlsPort = 0;
let spki = '';
const modelsServed = ['llama-3-70b', 'mistral-7b'];
/** The Authorization header of the last request the loopback servers saw. */
let lastAuthorization: string | undefined;
const handler: http.RequestListener = (req, res) => {
  lastAuthorization = req.headers.authorization;
  if (req.url === '/v1/models' || req.url === '/api/v1/models') {
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', data: modelsServed.map((id) => ({ id, object: 'model' })) }));
  }
  if (req.url === '/broken/v1/models') return void res.writeHead(200).end('not json');
  res.writeHead(404).end();
};

beforeAll(async () => {
  db = await freshDatabase();
  await migrate({ url: db.url, dir: MIGRATIONS_DIR });
  prisma = createPrismaClient(PrismaClient, { url: db.url, poolMax: 5, connectTimeoutMs: 10_000 });
  events = await createEventsModule({
    url: db.url,
    prisma,
    secrets: createSecretBox(randomBytes(32)),
    settings,
    supervise: false,
    credentials: createSecretStore({ env: { PE_SECRET__ws_cred__LLM_KEY: 'sk-preflight-secret' } }),
  });
  svc = events.endpoints;
  plain = http.createServer(handler);
  await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
  plainPort = (plain.address() as AddressInfo).port;
  const dir = mkdtempSync(join(tmpdir(), 'pe-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'k.pem'),
      '-out',
      join(dir, 'c.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'c.pem'));
  spki = spkiSha256(new X509Certificate(cert));
  tls = https.createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, handler);
  await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
  tlsPort = (tls.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  plain?.closeAllConnections();
  plain?.close();
  tls?.closeAllConnections();
  tls?.close();
  await events?.stop();
  await prisma?.$disconnect();
  await db?.drop();
});

const input = (over: Partial<RegisterPrivateEndpointInput> = {}): RegisterPrivateEndpointInput => ({
  displayName: 'gpu pool',
  baseUrl: `http://127.0.0.1:${plainPort}`,
  kind: 'SELF_HOSTED',
  protocol: 'OPENAI_COMPATIBLE',
  authKind: 'NONE',
  modelIds: ['llama-3-70b'],
  networkBindingRef: 'nb_1',
  residencyRegion: 'eu',
  ...over,
});

describe('register', () => {
  it('refuses base URLs the egress guard refuses (typed SVC-EGRESS-4300), and stores nothing', async () => {
    const strict = new PrivateEndpointService({
      endpoints: new PrivateEndpointRepository(prisma),
      egress: STRICT_EGRESS,
    });
    for (const baseUrl of [
      'http://llm.example.com',
      'https://10.1.2.3',
      'https://169.254.169.254',
      'https://localhost',
      'https://127.0.0.1:8443',
      'https://[::ffff:127.0.0.1]/',
      'not a url',
    ]) {
      const e = await strict.register(caller('ws_ssrf'), input({ baseUrl })).catch((x) => x);
      expect(codeOf(e), baseUrl).toBe('SVC-EGRESS-4300');
      expect((e as AppError).details).toMatchObject({ argument: 'baseUrl' });
    }
    // The test setting admits loopback only: private and metadata addresses stay refused.
    for (const baseUrl of ['https://10.1.2.3', 'https://169.254.169.254', 'http://10.0.0.1']) {
      expect(codeOf(await svc.register(caller('ws_ssrf'), input({ baseUrl })).catch((x) => x)), baseUrl).toBe(
        'SVC-EGRESS-4300',
      );
    }
    expect(await prisma.privateEndpoint.count({ where: { workspaceId: 'ws_ssrf' } })).toBe(0);
  });

  it('refuses names that are addresses (SVC-EGRESS-4300) before any lookup, and stores nothing', async () => {
    const dns = await startTestDns();
    const r = new Resolver({ timeout: 500, tries: 1 });
    r.setServers([dns.server]);
    const viaTestDns = async (hostname: string) =>
      (await r.resolve4(hostname)).map((address) => ({ address, family: 4 as const }));
    const strict = new PrivateEndpointService({
      endpoints: new PrivateEndpointRepository(prisma),
      egress: STRICT_EGRESS,
      resolver: viaTestDns,
    });
    const refused = async (over: Partial<RegisterPrivateEndpointInput>) => {
      const e = await strict.register(caller('ws_names'), input(over)).catch((x) => x);
      expect(codeOf(e), JSON.stringify(over)).toBe('SVC-EGRESS-4300');
      expect((e as AppError).details, JSON.stringify(over)).toMatchObject({ argument: 'baseUrl' });
    };
    const managed = (baseUrl: string) => ({ protocol: 'MANAGED_MODEL', kind: 'CLOUD_MANAGED', baseUrl });
    try {
      for (const name of ['localhost.', 'api.localhost.', 'LocalHost', 'x.LOCALHOST.'])
        await refused({ baseUrl: `https://${name}/v1` });
      for (const baseUrl of [
        'https://169.254.169.254/v1',
        'http://metadata',
        'https:169.254.169.254',
        'gopher://x',
        '169.254.169.254',
        '2130706433',
        '0x7f.1',
        '0177.0.0.1',
        '127.1',
        '[::1]',
        '::1',
        'fe80::1%eth0',
        '[fe80::1%25eth0]',
        'models/10.0.0.1:8080/x',
        'localhost',
        'models/api.localhost.',
        'bedrock:169.254.169.254',
        'ep/::ffff:127.0.0.1',
      ])
        await refused(managed(baseUrl));
      // Address-like values of every encoding, as the whole name or one part of it.
      const spelling = fc.oneof(
        fc.ipV4(),
        fc.ipV4Extended(),
        fc.integer({ min: 0, max: 0xffffffff }).map(String),
        fc.integer({ min: 0, max: 0xffffffff }).map((n) => `0x${n.toString(16)}`),
        fc.ipV6(),
        fc.ipV6().map((a) => `[${a}]`),
        fc.ipV6().map((a) => `${a}%eth0`),
      );
      await fc.assert(
        fc.asyncProperty(
          spelling,
          fc.constantFrom('', 'https://', 'http://', 'bedrock/'),
          fc.constantFrom('', '/v1', ':443'),
          async (addr, before, after) => {
            await refused(managed(`${before}${addr}${after}`));
          },
        ),
        { numRuns: 80 },
      );
      expect(dns.queries).toEqual([]);
    } finally {
      await dns.stop();
    }
    expect(await prisma.privateEndpoint.count({ where: { workspaceId: 'ws_names' } })).toBe(0);
    // Names stay names: a provider path and an ARN (with its account id) are accepted.
    for (const baseUrl of [
      'bedrock/eu-central-1/my-endpoint',
      'arn:aws:sagemaker:eu-west-1:123456789012:endpoint/llm',
    ]) {
      expect((await svc.register(caller('ws_names_ok'), input(managed(baseUrl)))).baseUrl).toBe(baseUrl);
    }
  });

  it('validates the rest of the input', async () => {
    for (const over of [
      { displayName: '' },
      { modelIds: [] },
      { authKind: 'BEARER_TOKEN' },
      { authKind: 'NONE', authSecretRef: 'vault:x' },
      { caCertFingerprint: 'abc' },
      { residencyRegion: 'EU WEST' },
      { networkBindingRef: '' },
      { kind: 'OTHER' },
      { protocol: 'MANAGED_MODEL', baseUrl: 'not a name' }, // a URL there is SVC-EGRESS-4300 (above)
    ] as Partial<RegisterPrivateEndpointInput>[]) {
      expect(codeOf(await svc.register(caller('ws_valid'), input(over)).catch((x) => x)), JSON.stringify(over)).toBe(
        'SVC-VALID-4000',
      );
    }
    expect(await prisma.privateEndpoint.count({ where: { workspaceId: 'ws_valid' } })).toBe(0);
  });

  it('takes the tenant and maker from the caller, starts PENDING_APPROVAL, never returns the secret reference, audits', async () => {
    const ep = await svc.register(
      caller('ws_reg'),
      input({ authKind: 'BEARER_TOKEN', authSecretRef: 'vault:kv/llm-token' }),
    );
    expect(ep).toMatchObject({
      workspaceId: 'ws_reg',
      orgId: 'org_1',
      createdBy: 'usr_maker',
      status: 'PENDING_APPROVAL',
      approvedBy: null,
      retiredAt: null,
    });
    expect(ep.id).toMatch(/^pe_/);
    expect(JSON.stringify(ep)).not.toContain('vault:');
    expect(JSON.stringify(await svc.list(caller('ws_reg')))).not.toContain('vault:');
    expect(JSON.stringify(toPrivateEndpoint(ep))).not.toContain('vault:');
    expect((await prisma.privateEndpoint.findUnique({ where: { id: ep.id } }))!.authSecretRef).toBe(
      'vault:kv/llm-token',
    ); // stored, input-only
    expect(await audited(ep.id, 'events.private_endpoint.registered')).toHaveLength(1);
  });
});

describe('tenancy', () => {
  it("lists and gets the caller's workspace only; another tenant's id is not found everywhere", async () => {
    const ep = await svc.register(caller('ws_a'), input());
    expect((await svc.list(caller('ws_a'))).map((e) => e.id)).toEqual([ep.id]);
    expect(await svc.list(caller('ws_b'))).toEqual([]);
    expect(await svc.get(caller('ws_b'), ep.id)).toBeNull();
    expect((await svc.get(caller('ws_a'), ep.id))!.id).toBe(ep.id);
    for (const op of [
      () => svc.approve(caller('ws_b', 'usr_checker'), ep.id),
      () => svc.retire(caller('ws_b'), ep.id),
      () => svc.preflight(caller('ws_b'), ep.id),
    ]) {
      expect(codeOf(await op().catch((x) => x))).toBe('SVC-VALID-4041');
    }
    expect((await svc.get(caller('ws_a'), ep.id))!.status).toBe('PENDING_APPROVAL');
  });
});

describe('approve and retire', () => {
  it('four-eyes: the maker cannot approve (SVC-ENDPOINT-4310); another person can, once', async () => {
    const ep = await svc.register(caller('ws_4e'), input());
    expect(codeOf(await svc.approve(caller('ws_4e', 'usr_maker'), ep.id).catch((x) => x))).toBe('SVC-ENDPOINT-4310');
    expect((await svc.get(caller('ws_4e'), ep.id))!).toMatchObject({ status: 'PENDING_APPROVAL', approvedBy: null });
    const approved = await svc.approve(caller('ws_4e', 'usr_checker'), ep.id);
    expect(approved).toMatchObject({ status: 'ACTIVE', approvedBy: 'usr_checker', createdBy: 'usr_maker' });
    expect(codeOf(await svc.approve(caller('ws_4e', 'usr_third'), ep.id).catch((x) => x))).toBe('SVC-ENDPOINT-4311');
    expect(await audited(ep.id, 'events.private_endpoint.approved')).toHaveLength(1);
  });

  it('retire: RETIRED with retiredAt, idempotent; a retired endpoint cannot be approved or preflighted', async () => {
    const ep = await svc.register(caller('ws_ret'), input());
    const retired = await svc.retire(caller('ws_ret'), ep.id);
    expect(retired.status).toBe('RETIRED');
    expect(retired.retiredAt).toBeInstanceOf(Date);
    const again = await svc.retire(caller('ws_ret'), ep.id);
    expect(again.retiredAt!.getTime()).toBe(retired.retiredAt!.getTime());
    expect(await audited(ep.id, 'events.private_endpoint.retired')).toHaveLength(1);
    expect(codeOf(await svc.approve(caller('ws_ret', 'usr_checker'), ep.id).catch((x) => x))).toBe('SVC-ENDPOINT-4311');
    expect(codeOf(await svc.preflight(caller('ws_ret'), ep.id).catch((x) => x))).toBe('SVC-ENDPOINT-4311');
    // An ACTIVE endpoint retires too.
    const active = await svc.register(caller('ws_ret'), input());
    await svc.approve(caller('ws_ret', 'usr_checker'), active.id);
    expect((await svc.retire(caller('ws_ret'), active.id)).status).toBe('RETIRED');
  });
});

describe('preflight (live, through the egress guard)', () => {
  it('a BEARER_TOKEN endpoint is preflighted with its credential from the secret store; an unresolvable reference refuses and stores nothing', async () => {
    const ep = await svc.register(caller('ws_cred'), input({ authKind: 'BEARER_TOKEN', authSecretRef: 'env:LLM_KEY' }));
    expect(await svc.preflight(caller('ws_cred'), ep.id)).toMatchObject({ result: 'OK' });
    expect(lastAuthorization).toBe('Bearer sk-preflight-secret');
    // The same name in another workspace's namespace is not set there.
    const other = await svc.register(
      caller('ws_cred2'),
      input({ authKind: 'BEARER_TOKEN', authSecretRef: 'env:LLM_KEY' }),
    );
    lastAuthorization = 'untouched';
    for (const [ws, id] of [
      ['ws_cred2', other.id],
      [
        'ws_cred',
        (await svc.register(caller('ws_cred'), input({ authKind: 'BEARER_TOKEN', authSecretRef: 'vault:kv/llm' }))).id,
      ],
    ]) {
      expect(codeOf(await svc.preflight(caller(ws), id).catch((x) => x))).toBe('SVC-ENDPOINT-4312');
      expect((await prisma.privateEndpoint.findUnique({ where: { id } }))!.lastPreflightAt).toBeNull();
    }
    expect(lastAuthorization).toBe('untouched');
    // NONE sends no credential.
    const none = await svc.register(caller('ws_cred'), input());
    await svc.preflight(caller('ws_cred'), none.id);
    expect(lastAuthorization).toBeUndefined();
  });

  it('the model list URL follows the base', () => {
    expect(modelsUrl('https://llm.example.com')).toBe('https://llm.example.com/v1/models');
    expect(modelsUrl('https://llm.example.com/v1/')).toBe('https://llm.example.com/v1/models');
    expect(modelsUrl('https://llm.example.com/api')).toBe('https://llm.example.com/api/v1/models');
  });

  it('OK when every registered model is listed; the result is stored', async () => {
    const ep = await svc.register(caller('ws_pf'), input({ modelIds: ['llama-3-70b', 'mistral-7b'] }));
    const r = await svc.preflight(caller('ws_pf'), ep.id);
    expect(r).toMatchObject({ reachable: true, result: 'OK', observedCaFingerprint: null });
    expect(r.observedModelIds).toEqual(modelsServed);
    const stored = (await svc.get(caller('ws_pf'), ep.id))!;
    expect(stored.lastPreflightResult).toBe('OK');
    expect(stored.lastPreflightAt).toBeInstanceOf(Date);
    // The stored result is a change of the endpoint: audited in its transaction, with the result.
    const preflighted = await audited(ep.id, 'events.private_endpoint.preflighted');
    expect(preflighted.map((e) => [e.actorPrincipal, e.details])).toEqual([['user/usr_maker', { result: 'OK' }]]);
  });

  it('CAPABILITY_MISMATCH when a registered model is missing or the list is unreadable', async () => {
    const missing = await svc.register(caller('ws_pf'), input({ modelIds: ['llama-3-70b', 'gpt-9'] }));
    const r = await svc.preflight(caller('ws_pf'), missing.id);
    expect(r).toMatchObject({ reachable: true, result: 'CAPABILITY_MISMATCH', observedModelIds: modelsServed });
    expect((await svc.get(caller('ws_pf'), missing.id))!.lastPreflightResult).toBe('CAPABILITY_MISMATCH');
    const broken = await svc.register(caller('ws_pf'), input({ baseUrl: `http://127.0.0.1:${plainPort}/broken` }));
    expect(await svc.preflight(caller('ws_pf'), broken.id)).toMatchObject({
      reachable: true,
      result: 'CAPABILITY_MISMATCH',
      observedModelIds: [],
    });
  });

  it('UNREACHABLE when nothing listens', async () => {
    const s = http.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const dead = (s.address() as AddressInfo).port;
    await new Promise((r) => s.close(r));
    const ep = await svc.register(caller('ws_pf'), input({ baseUrl: `http://127.0.0.1:${dead}` }));
    expect(await svc.preflight(caller('ws_pf'), ep.id)).toMatchObject({
      reachable: false,
      result: 'UNREACHABLE',
      handshakeMs: 0,
    });
  });

  it('TLS: TLS_FAIL for an untrusted certificate, OK with the pinned SPKI, CA_MISMATCH with another pin', async () => {
    const base = `https://127.0.0.1:${tlsPort}`;
    const unpinned = await svc.register(caller('ws_tls'), input({ baseUrl: base }));
    expect(await svc.preflight(caller('ws_tls'), unpinned.id)).toMatchObject({ result: 'TLS_FAIL', handshakeMs: 0 });
    const pinned = await svc.register(
      caller('ws_tls'),
      input({ baseUrl: base, caCertFingerprint: spki.toUpperCase() }),
    );
    expect(pinned.caCertFingerprint).toBe(spki);
    const ok = await svc.preflight(caller('ws_tls'), pinned.id);
    expect(ok).toMatchObject({ reachable: true, result: 'OK', observedCaFingerprint: spki });
    const wrong = await svc.register(caller('ws_tls'), input({ baseUrl: base, caCertFingerprint: 'ab'.repeat(32) }));
    expect(await svc.preflight(caller('ws_tls'), wrong.id)).toMatchObject({
      result: 'CA_MISMATCH',
      observedModelIds: [],
    });
    expect((await svc.get(caller('ws_tls'), wrong.id))!.lastPreflightResult).toBe('CA_MISMATCH');
  });

  it('SSRF_REJECT at preflight when the stored address is no longer allowed (checked again at every dial)', async () => {
    const ep = await svc.register(caller('ws_pf'), input());
    await prisma.privateEndpoint.update({ where: { id: ep.id }, data: { baseUrl: 'https://169.254.169.254' } });
    expect(await svc.preflight(caller('ws_pf'), ep.id)).toMatchObject({
      reachable: false,
      result: 'SSRF_REJECT',
      handshakeMs: 0,
    });
    expect((await svc.get(caller('ws_pf'), ep.id))!.lastPreflightResult).toBe('SSRF_REJECT');
  });

  it('PENDING_LIVE_PROBE for a managed-model endpoint (no live path), nothing stored', async () => {
    const ep = await svc.register(
      caller('ws_pf'),
      input({ protocol: 'MANAGED_MODEL', kind: 'CLOUD_MANAGED', baseUrl: 'bedrock/eu-central-1/my-endpoint' }),
    );
    expect(await svc.preflight(caller('ws_pf'), ep.id)).toEqual({
      reachable: false,
      result: 'PENDING_LIVE_PROBE',
      handshakeMs: 0,
      observedCaFingerprint: null,
      observedModelIds: [],
    });
    expect((await svc.get(caller('ws_pf'), ep.id))!.lastPreflightAt).toBeNull();
    expect(await audited(ep.id, 'events.private_endpoint.preflighted')).toHaveLength(0);
  });
});
