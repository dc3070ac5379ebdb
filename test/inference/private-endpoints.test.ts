/**
 * A workspace's ACTIVE private endpoint as an inference provider (issue 15), against the real
 * inference service, the run's PostgreSQL (the endpoint rows the agents subgraph owns are
 * written here directly; their lifecycle is tested in subgraphs/agents) and a scripted
 * OpenAI-compatible upstream on loopback, reached through the egress guard's test setting. The
 * same upstream also serves as the shared provider `p1`, told apart by the credential it gets.
 * The gateway, the four-eyes approval and GraphQL are covered in test/events/private-endpoints-inference.gateway.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import OpenAI from 'openai';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import pino from 'pino';
import { prefixedId } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { startEventsApi, type EventsApiServer } from '../helpers/events-api.ts';
import { EventsApi } from '../../subgraphs/agents/src/api/events-api.ts';
import { createOutbox } from '../../subgraphs/agents/src/events/outbox/outbox.ts';
import { PrivateEndpointRepository } from '../../subgraphs/agents/src/repositories/private-endpoint-repository.ts';
import { databaseUrl, redisUrl as runRedisUrl } from '../helpers/env.ts';
import { startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { fc, nastyString, runs } from '../fuzz/fuzz-kit.ts';
import { allOwnersPrisma, type AllOwnersClient } from '../helpers/db.ts';
import { PrismaClient as AgentsClient } from '../../subgraphs/agents/src/db.ts';

const SECRET = `sk-private-${randomBytes(12).toString('hex')}`;
const ENV_SECRET = `sk-env-${randomBytes(12).toString('hex')}`;
const secretsDir = mkdtempSync(join(tmpdir(), 'pe-secrets-'));
let logs = '';
const log = pino({ level: 'debug' }, new Writable({ write: (c, _e, cb) => void ((logs += c.toString()), cb()) }));

let mock: MockOpenAI;
let svc: RunningInference;
let prisma: AllOwnersClient;
let agents: AgentsClient;
let eventsApi: EventsApiServer;

function tenant() {
  const tag = randomBytes(6).toString('hex');
  return { orgId: `org_pe${tag}`, workspaceId: `ws_pe${tag}`, userId: `usr_pe${tag}` };
}
type Tenant = ReturnType<typeof tenant>;
/** Its secret is in the service's environment under its namespaced name (set before start). */
const envTenant = tenant();
const client = (t: Tenant) =>
  new OpenAI({
    baseURL: `http://127.0.0.1:${svc.port}/v1`,
    apiKey: 'unused',
    maxRetries: 0,
    defaultHeaders: { 'svc-user-id': t.userId, 'svc-org-id': t.orgId, 'svc-workspace-id': t.workspaceId },
  });

/** An endpoint row as the agents subgraph stores it (ACTIVE unless told). */
async function endpoint(
  t: Tenant,
  over: {
    status?: string;
    authKind?: string;
    authSecretRef?: string | null;
    modelIds?: string[];
    baseUrl?: string;
  } = {},
) {
  const id = prefixedId('pe');
  const now = new Date();
  await prisma.privateEndpoint.create({
    data: {
      id,
      orgId: t.orgId,
      workspaceId: t.workspaceId,
      displayName: 'gpu pool',
      baseUrl: over.baseUrl ?? `http://127.0.0.1:${mock.port}`,
      kind: 'SELF_HOSTED',
      protocol: 'OPENAI_COMPATIBLE',
      authKind: over.authKind ?? 'BEARER_TOKEN',
      authSecretRef: over.authSecretRef === undefined ? 'file:llm-key' : over.authSecretRef,
      modelIds: over.modelIds ?? ['tenant-llama'],
      networkBindingRef: 'nb_1',
      residencyRegion: 'eu',
      status: over.status ?? 'ACTIVE',
      createdBy: 'usr_maker',
      approvedBy: 'usr_checker',
      createdAt: now,
      updatedAt: now,
    },
  });
  return id;
}

function withSecretFile(t: Tenant) {
  mkdirSync(join(secretsDir, t.workspaceId), { recursive: true });
  writeFileSync(join(secretsDir, t.workspaceId, 'llm-key'), `${SECRET}\n`);
}

const usageRows = (workspaceId: string) =>
  prisma.usageRecord.findMany({ where: { workspaceId }, orderBy: { occurredAt: 'asc' } });
const ask = (t: Tenant, model: string) =>
  client(t).chat.completions.create({ model, messages: [{ role: 'user', content: 'Hi' }] });
async function refusal(p: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await p;
  } catch (e) {
    const err = e as { status: number; code: string };
    return { status: err.status, code: err.code };
  }
  throw new Error('the call succeeded');
}

// Usage records and budgets are billing's: inference reaches them through its API.
let billing: BillingApiUnderTest;
beforeAll(async () => {
  billing = await startBillingApi({ databaseUrl: databaseUrl(), redisUrl: runRedisUrl() });
  mock = await startMockOpenAI();
  prisma = allOwnersPrisma(databaseUrl());
  agents = createPrismaClient(AgentsClient, { url: databaseUrl(), poolMax: 2 });
  // Inference reads a workspace's endpoints from their owner, the agents subgraph's events API
  // (ADR 011), uncached here: each test inserts or retires an endpoint and asks at once.
  eventsApi = await startEventsApi(
    new EventsApi({
      prisma: agents,
      outbox: createOutbox(agents),
      endpoints: new PrivateEndpointRepository(agents),
      maxEvents: 100,
    }),
    ['inference'],
  );
  svc = await startInference({
    log,
    env: {
      EVENTS_GRPC_TARGET: eventsApi.target,
      INFERENCE_EVENTS_API_SECRET: eventsApi.secret('inference'),
      PRIVATE_ENDPOINT_CACHE_TTL_MS: '0',
      INFERENCE_PORT: '0',
      DATABASE_URL: databaseUrl(),
      ...billing.inferenceEnv,
      EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      PRIVATE_ENDPOINT_SECRETS_DIR: secretsDir,
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { apiKeyEnv: 'SHARED_KEY', maxRetries: 0 })]),
      SHARED_KEY: 'sk-shared',
      [`PE_SECRET__${envTenant.workspaceId}__LLM_KEY`]: ENV_SECRET,
    },
  });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await eventsApi?.stop();
  await mock?.close();
  await prisma?.$disconnect();
  await agents?.$disconnect();
  await billing?.stop();
});

describe('an ACTIVE private endpoint serves its workspace', () => {
  it('routes its model to it with the bearer from the secret store, and records unpriced usage', async () => {
    const a = tenant();
    withSecretFile(a);
    const id = await endpoint(a);
    const before = mock.count();
    const r = await client(a)
      .chat.completions.create({ model: 'tenant-llama', messages: [{ role: 'user', content: 'Hi' }] })
      .withResponse();
    expect(r.data.choices[0].message.content).toBe('Hello, world!');
    expect(r.data.model).toBe('tenant-llama');
    expect(r.response.headers.get('x-svc-provider')).toBe(id);
    expect(mock.count()).toBe(before + 1);
    const up = mock.requests.at(-1)!;
    expect(up.path).toBe('/v1/chat/completions');
    expect(up.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(up.body).toMatchObject({ model: 'tenant-llama', stream: false });
    await svc.usageRecords!.drained(); // records reach billing in batches, off the call's path
    const rows = await usageRows(a.workspaceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: id,
      model: 'tenant-llama',
      inputTokens: 12,
      outputTokens: 4,
      costMicrocents: null,
    });
    // Not kept in the shared health window (configured providers only; no entry per endpoint ever used).
    expect(svc.service.healthTracker.snapshot(id).requestCount).toBe(0);
  });

  it('streams through the egress guard', async () => {
    const a = tenant();
    withSecretFile(a);
    await endpoint(a);
    const stream = await client(a).chat.completions.create({
      model: 'tenant-llama',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: unknown = null;
    for await (const c of stream) {
      text += c.choices[0]?.delta?.content ?? '';
      if (c.usage) usage = c.usage;
    }
    expect(text).toBe('Hello, world!');
    expect(usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 4 });
    expect(mock.requests.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
    await svc.usageRecords!.drained();
    expect(await usageRows(a.workspaceId)).toHaveLength(1);
  });

  it('serves the GraphQL subscription chatCompletionStream (WebSocket) for its workspace only', async () => {
    const a = tenant();
    withSecretFile(a);
    const id = await endpoint(a);
    const subscribe = async (t: Tenant) => {
      const c = createClient({
        url: `ws://127.0.0.1:${svc.port}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: true,
        connectionParams: {
          headers: {
            'svc-user-id': t.userId,
            'svc-org-id': t.orgId,
            'svc-workspace-id': t.workspaceId,
            'svc-permissions': 'ai:invoke',
          },
        },
      });
      const out: { data?: any; errors?: any[] }[] = [];
      try {
        for await (const r of c.iterate({
          query:
            'subscription($input: ChatCompletionInput!) { chatCompletionStream(input: $input) { provider delta { content } finishReason } }',
          variables: { input: { model: 'tenant-llama', messages: [{ role: 'USER', content: 'Hi' }] } },
        }))
          out.push(r as never);
      } finally {
        await c.dispose();
      }
      return out;
    };
    const chunks = (await subscribe(a)).map((r) => r.data.chatCompletionStream);
    expect(chunks.map((c) => c.delta.content ?? '').join('')).toBe('Hello, world!');
    expect(chunks.every((c) => c.provider === id)).toBe(true);
    expect(mock.requests.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
    const other = await subscribe(tenant());
    expect(other).toHaveLength(1);
    expect(other[0].errors?.[0].extensions.code).toBe('SVC-VALID-4041');
  });

  it('lists its models on /v1/models for its workspace only', async () => {
    const a = tenant();
    await endpoint(a, { modelIds: ['tenant-llama', 'tenant-mistral'] });
    const ids = (await client(a).models.list()).data.map((m) => m.id);
    expect(ids).toEqual(['tenant-llama', 'tenant-mistral', 'm1', 'e1', 'free']);
    expect((await client(tenant()).models.list()).data.map((m) => m.id)).toEqual(['m1', 'e1', 'free']);
  });

  it('wins over a shared provider for the same model id, for its own workspace only', async () => {
    const a = tenant();
    withSecretFile(a);
    await endpoint(a, { modelIds: ['m1'] });
    await ask(a, 'm1');
    expect(mock.requests.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
    await ask(tenant(), 'm1');
    expect(mock.requests.at(-1)!.headers.authorization).toBe('Bearer sk-shared');
  });

  it('sends no credential for authKind NONE; env: references resolve in the workspace namespace', async () => {
    const a = tenant();
    await endpoint(a, { authKind: 'NONE', authSecretRef: null });
    await ask(a, 'tenant-llama');
    expect(mock.requests.at(-1)!.headers.authorization).toBeUndefined();
    await endpoint(envTenant, { authSecretRef: 'env:LLM_KEY' });
    await ask(envTenant, 'tenant-llama');
    expect(mock.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ENV_SECRET}`);
    // The same name from another workspace reads that workspace's variable, which is unset.
    const other = tenant();
    await endpoint(other, { authSecretRef: 'env:LLM_KEY' });
    expect(await refusal(ask(other, 'tenant-llama'))).toEqual({ status: 409, code: 'SVC-ENDPOINT-4312' });
  });
});

describe('budgets apply as for any provider', () => {
  it('its models are unpriced: under a HARD budget the call is refused before the endpoint is called', async () => {
    const a = tenant();
    withSecretFile(a);
    await endpoint(a);
    await prisma.budget.create({
      data: {
        id: prefixedId('bud'),
        organizationId: a.orgId,
        scopeType: 'ORGANIZATION',
        scopeId: a.orgId,
        mode: 'HARD',
        ceilingCents: 100n,
        alertThresholdPcts: [],
        createdBy: a.userId,
      },
    });
    const before = mock.count();
    expect(await refusal(ask(a, 'tenant-llama'))).toEqual({ status: 402, code: 'SVC-BILLING-BUDGET-UNPRICED' });
    expect(mock.count()).toBe(before);
  });
});

describe('nobody else reaches it, and it stops at once', () => {
  it('another workspace (same organization too) gets the normal unknown-model answer', async () => {
    const a = tenant();
    withSecretFile(a);
    await endpoint(a);
    const before = mock.count();
    expect(await refusal(ask(tenant(), 'tenant-llama'))).toEqual({ status: 404, code: 'model_not_found' });
    expect(await refusal(ask({ ...a, workspaceId: `${a.workspaceId}x` }, 'tenant-llama'))).toEqual({
      status: 404,
      code: 'model_not_found',
    });
    expect(mock.count()).toBe(before);
  });

  it('fuzz: no model id another workspace sends reaches the endpoint (pinned by endpoint id included)', async () => {
    const a = tenant();
    withSecretFile(a);
    const id = await endpoint(a, { modelIds: ['tenant-llama', 'meta/llama'] });
    const b = tenant();
    const model = fc.oneof(
      nastyString(80),
      fc.constantFrom('tenant-llama', `${id}/tenant-llama`, `${id}/m1`, 'meta/llama', 'p1/m1', 'm1', ''),
    );
    await fc.assert(
      fc.asyncProperty(model, async (m) => {
        const before = mock.requests.length;
        const r = await fetch(`http://127.0.0.1:${svc.port}/v1/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'svc-user-id': b.userId,
            'svc-org-id': b.orgId,
            'svc-workspace-id': b.workspaceId,
          },
          body: JSON.stringify({ model: m, messages: [{ role: 'user', content: 'Hi' }] }),
        });
        expect(r.status, m).toBeLessThan(500);
        await r.arrayBuffer();
        for (const q of mock.requests.slice(before)) expect(q.headers.authorization, m).toBe('Bearer sk-shared');
      }),
      { numRuns: runs(100), seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
  });

  it('a retired endpoint is refused on the very next request; a pending one is never routed', async () => {
    const a = tenant();
    withSecretFile(a);
    const id = await endpoint(a);
    await ask(a, 'tenant-llama');
    await prisma.privateEndpoint.update({ where: { id }, data: { status: 'RETIRED', retiredAt: new Date() } });
    const before = mock.count();
    expect(await refusal(ask(a, 'tenant-llama'))).toEqual({ status: 404, code: 'model_not_found' });
    const b = tenant();
    await endpoint(b, { status: 'PENDING_APPROVAL' });
    expect(await refusal(ask(b, 'tenant-llama'))).toEqual({ status: 404, code: 'model_not_found' });
    expect(mock.count()).toBe(before);
  });
});

describe('fails closed', () => {
  it('an unresolvable secret reference: SVC-ENDPOINT-4312; MTLS / AWS_SIGV4: SVC-ENDPOINT-4313; nothing is sent', async () => {
    const before = mock.count();
    const a = tenant();
    await endpoint(a, { authSecretRef: 'vault:kv/llm' });
    expect(await refusal(ask(a, 'tenant-llama'))).toEqual({ status: 409, code: 'SVC-ENDPOINT-4312' });
    const b = tenant();
    await endpoint(b); // file:llm-key, but no file in b's folder
    expect(await refusal(ask(b, 'tenant-llama'))).toEqual({ status: 409, code: 'SVC-ENDPOINT-4312' });
    const c = tenant();
    await endpoint(c, { authSecretRef: `env:${'X'}` });
    expect(await refusal(ask(c, 'tenant-llama'))).toEqual({ status: 409, code: 'SVC-ENDPOINT-4312' });
    const d = tenant();
    await endpoint(d, { authKind: 'MTLS' });
    expect(await refusal(ask(d, 'tenant-llama'))).toEqual({ status: 501, code: 'SVC-ENDPOINT-4313' });
    expect(mock.count()).toBe(before);
    await svc.usageRecords!.drained();
    expect(await usageRows(a.workspaceId)).toHaveLength(0);
  });

  it('a base URL the egress guard refuses now (a private address) is never dialled', async () => {
    const a = tenant();
    await endpoint(a, { authKind: 'NONE', authSecretRef: null, baseUrl: 'http://10.255.255.1:9' });
    const before = mock.count();
    expect(await refusal(ask(a, 'tenant-llama'))).toEqual({ status: 503, code: 'SVC-SERVER-9001' });
    expect(mock.count()).toBe(before);
  });

  it('the secret appears in no log line', () => {
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(SECRET);
    expect(logs).not.toContain(ENV_SECRET);
  });
});
