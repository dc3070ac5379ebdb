/**
 * The platform as `npm start` configures it with no INFERENCE_PROVIDERS (the harness's
 * `devProvider`: the same process spec and the same INFERENCE_PROVIDERS the start script sets, the
 * subgraphs in one process as npm start runs them): inference works through the gateway from the
 * first request, answered by the local-dev development provider and named as such, and usage is
 * recorded and reported with a cost. Also the start script's decision itself.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import OpenAI from 'openai';
import { startPlatform, clientToken, type Platform } from '../helpers/platform-harness.ts';
import {
  DEV_PROVIDER_ENTRY,
  defaultPorts,
  devProviderEnv,
  processSpecs,
  wantsDevProvider,
} from '../../scripts/platform.ts';
import { buildEntries } from '../../scripts/build.ts';

describe('when npm start runs the development provider', () => {
  it('only with INFERENCE_PROVIDERS unset and NODE_ENV not production', () => {
    expect(wantsDevProvider({})).toBe(true);
    expect(wantsDevProvider({ NODE_ENV: 'development', INFERENCE_PROVIDERS: ' ' })).toBe(true);
    expect(wantsDevProvider({ NODE_ENV: 'production' })).toBe(false);
    expect(wantsDevProvider({ INFERENCE_PROVIDERS: '[{"id":"openai"}]' })).toBe(false);
  });

  it('as one more process on its loopback port, configured as an ordinary provider, and built', () => {
    const ports = { ...defaultPorts(), devProvider: 4999 };
    expect(processSpecs(ports, 'single').rest.map((s) => s.name)).toEqual(['subgraphs', 'gateway']);
    const spec = processSpecs(ports, 'single', { devProvider: true }).rest.find((s) => s.name === 'dev-provider');
    expect(spec).toMatchObject({ entry: DEV_PROVIDER_ENTRY, readyUrl: 'http://127.0.0.1:4999/readyz' });
    const [provider] = JSON.parse(devProviderEnv(ports).INFERENCE_PROVIDERS!);
    expect(provider).toMatchObject({ id: 'local-dev', baseUrl: 'http://127.0.0.1:4999/v1' });
    expect(provider.models.map((m: { id: string }) => m.id)).toEqual(['local-dev/echo-1', 'local-dev/embed-1']);
    expect(buildEntries()).toContain(DEV_PROVIDER_ENTRY);
  });
});

describe('the platform on the development provider, through the gateway', () => {
  let p: Platform;
  let token: string;

  beforeAll(async () => {
    p = await startPlatform({ SUBGRAPHS_MODE: 'single' }, { devProvider: true });
    token = await clientToken(p);
  }, 200_000);
  afterAll(() => p?.stop());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<{ data?: any; errors?: any[] }> =>
    (
      await fetch(`${p.api}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json();
  const REPORT = `query($s: DateTime) { usageReport(since: $s) { perModelCostAvailable byModel { provider model requests tokens costMicrocentsExact } } }`;
  const row = (r: { data?: any }, model: string) =>
    r.data.usageReport.byModel.find((x: any) => x.provider === 'local-dev' && x.model === model);

  it('routing, estimates and provider health name local-dev when routing chooses', async () => {
    const r = await gql(`{
      routingDecision(input: { messages: [{ role: USER, content: "hi" }], maxTokens: 10 }) { chosenModel verdict }
      estimateCost(input: { messages: [{ role: USER, content: "hi" }], maxTokens: 10 }) { provider model inputPricePerMillionUsd outputPricePerMillionUsd estimatedCostMicrocents }
      providerHealth { providerId displayName supportedModels }
    }`);
    expect(r.errors).toBeUndefined();
    // `<provider>/<model>`, and the model's own id carries the provider's name; routing chose it (no model asked).
    expect(r.data.routingDecision).toEqual({ chosenModel: 'local-dev/local-dev/echo-1', verdict: 'TRANSFORM' });
    expect(r.data.estimateCost).toMatchObject({
      provider: 'local-dev',
      model: 'local-dev/echo-1',
      inputPricePerMillionUsd: '1.00',
      outputPricePerMillionUsd: '2.00',
    });
    expect(r.data.estimateCost.estimatedCostMicrocents).toBeGreaterThan(0);
    expect(r.data.providerHealth).toEqual([
      {
        providerId: 'local-dev',
        displayName: expect.stringContaining('no model'),
        supportedModels: ['local-dev/echo-1', 'local-dev/embed-1'],
      },
    ]);
  });

  it('lists the local-dev models', async () => {
    const r = await gql('{ models { id provider type price { inputPerMillion outputPerMillion } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.models.filter((m: any) => m.provider === 'local-dev')).toEqual([
      {
        id: 'local-dev/echo-1',
        provider: 'local-dev',
        type: 'CHAT',
        price: { inputPerMillion: '1.00', outputPerMillion: '2.00' },
      },
      {
        id: 'local-dev/embed-1',
        provider: 'local-dev',
        type: 'EMBEDDING',
        price: { inputPerMillion: '0.10', outputPerMillion: null },
      },
    ]);
  });

  it('answers chatCompletion with provider local-dev, and usageReport counts it with its cost', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await gql(REPORT, { s: since });
    expect(before.errors).toBeUndefined();
    const r = await gql(
      'mutation { chatCompletion(input: { model: "local-dev/echo-1", messages: [{ role: USER, content: "What is 2+2?" }] }) { provider model finishReason message { role content } usage { promptTokens completionTokens cost { status microcents } } } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.chatCompletion).toMatchObject({
      provider: 'local-dev',
      model: 'local-dev/echo-1',
      finishReason: 'STOP',
      message: {
        role: 'ASSISTANT',
        content: '[local-dev/echo-1, a development provider, not a model] You said: What is 2+2?',
      },
      // "user What is 2+2?" is 4 tokens, the answer 12: 4 × 100 + 12 × 200 microcents.
      usage: { promptTokens: 4, completionTokens: 12 },
    });
    // Inference sends usage records to billing in batches, off the call's path (ADR 012).
    const requests = async (x: Parameters<typeof row>[0]) => Number(row(x, 'local-dev/echo-1')?.requests ?? 0);
    await expect
      .poll(async () => (await requests(await gql(REPORT, { s: since }))) - (await requests(before)), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
    const after = await gql(REPORT, { s: since });
    expect(after.data.usageReport.perModelCostAvailable).toBe(true);
    const was = row(before, 'local-dev/echo-1');
    const now = row(after, 'local-dev/echo-1');
    expect(Number(now.requests) - Number(was?.requests ?? 0)).toBe(1);
    expect(Number(now.tokens) - Number(was?.tokens ?? 0)).toBe(16);
    expect(BigInt(now.costMicrocentsExact) - BigInt(was?.costMicrocentsExact ?? '0')).toBe(2800n);
  });

  it('streams and embeds on /v1 with an API key (the openai SDK), each call recorded', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await gql(REPORT, { s: since });
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: p.creds.apiKeys.live.key, maxRetries: 0 });
    const stream = await openai.chat.completions.create({
      model: 'local-dev/echo-1',
      messages: [{ role: 'user', content: 'stream me' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    let usage: OpenAI.CompletionUsage | undefined;
    for await (const c of stream) {
      if (c.usage) usage = c.usage;
      if (c.choices[0]?.delta.content) pieces.push(c.choices[0].delta.content);
    }
    expect(pieces.join('')).toBe('[local-dev/echo-1, a development provider, not a model] You said: stream me');
    expect(pieces.length).toBe(11);
    expect(usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 11 });
    const emb = await openai.embeddings.create({ model: 'local-dev/embed-1', input: ['one', 'two'], dimensions: 8 });
    expect(emb.model).toBe('local-dev/embed-1');
    expect(emb.data.map((d) => d.embedding.length)).toEqual([8, 8]);
    expect(emb.data[0].embedding).not.toEqual(emb.data[1].embedding);
    const counted = async () => {
      const after = await gql(REPORT, { s: since });
      const d = (m: string) => Number(row(after, m)?.requests ?? 0) - Number(row(before, m)?.requests ?? 0);
      return [d('local-dev/echo-1'), d('local-dev/embed-1')];
    };
    // The stream's row is written as it ends, which may be just after the client read [DONE].
    await expect.poll(counted, { timeout: 10_000, interval: 200 }).toEqual([1, 1]);
  });
});
