/**
 * Inference calls take as long as models take, end to end: the openai SDK against the gateway's
 * /v1, the inference subgraph, and a slow scripted provider on loopback (the only mock). The
 * gateway's deadline for identity and the other subgraphs (PROXY_TIMEOUT_MS) is set far below the
 * model's think time: a slow completion, a stream whose first token is late and that then runs
 * longer than every deadline, and a GraphQL completion all succeed; a provider that never answers
 * ends in 504 SVC-SERVER-9005 naming inference, in the answer and in the log, never identity.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import OpenAI from 'openai';
import { privateRedisUrl, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';

let p: Platform;
let mock: MockOpenAI;
let token: string;
const HI = [{ role: 'user' as const, content: 'Hi' }];

beforeAll(async () => {
  mock = await startMockOpenAI();
  p = await startPlatform({
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { timeoutMs: 60_000, maxRetries: 0 })]),
    // What cut model calls before: one 1.5 s deadline for every upstream.
    PROXY_TIMEOUT_MS: '1500',
    INFERENCE_RESPONSE_TIMEOUT_MS: '8000',
    INFERENCE_IDLE_TIMEOUT_MS: '4000',
    REDIS_URL: (await privateRedisUrl()) ?? '',
  });
  const c = p.creds.oauthClient;
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  token = (await r.json()).access_token;
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await mock?.close();
});

const openai = () => new OpenAI({ baseURL: `${p.api}/v1`, apiKey: token, maxRetries: 0, timeout: 60_000 });

describe('inference deadlines through the gateway', () => {
  it('waits for a completion slower than the identity deadline', async () => {
    mock.enqueue({ kind: 'chat', content: 'thought about it', delayMs: 3_500 });
    const chat = await openai().chat.completions.create({ model: 'm1', messages: HI });
    expect(chat.choices[0].message.content).toBe('thought about it');
  });

  it('streams a late first token and then runs longer than every deadline, uncut', async () => {
    const chunks = Array.from({ length: 12 }, (_, i) => `w${i} `);
    // First token after 3 s; then 12 chunks 0.9 s apart: ~14 s in all, beyond the 8 s answer and 4 s idle deadlines.
    mock.enqueue({ kind: 'stream', chunks, firstDelayMs: 3_000, delayMs: 900 });
    const mark = p.output.get('gateway')?.length ?? 0;
    let text = '';
    try {
      const stream = await openai().chat.completions.create({ model: 'm1', messages: HI, stream: true });
      for await (const c of stream) text += c.choices[0]?.delta?.content ?? '';
    } catch (e) {
      // Say what the gateway saw, for a failure on a loaded machine.
      throw new Error(
        `${(e as Error).message}\ngateway log:\n${(p.output.get('gateway') ?? '').slice(mark).slice(-3000)}`,
      );
    }
    expect(text).toBe(chunks.join(''));
  });

  it('answers a GraphQL completion slower than the identity deadline', async () => {
    mock.enqueue({ kind: 'chat', content: 'over graphql', delayMs: 3_500 });
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($i: ChatCompletionInput!) { chatCompletion(input: $i) { message { content } } }',
        variables: { i: { model: 'm1', messages: [{ role: 'USER', content: 'Hi' }] } },
      }),
    });
    const body = await r.json();
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('over graphql');
  });

  it('ends a provider that never answers with 504 naming inference, in the answer and the log', async () => {
    mock.enqueue({ kind: 'hang' });
    const mark = p.output.get('gateway')?.length ?? 0;
    const e = await openai()
      .chat.completions.create({ model: 'm1', messages: HI })
      .catch((x) => x);
    expect(e).toBeInstanceOf(OpenAI.APIError);
    expect(e.status).toBe(504);
    expect(JSON.stringify(e.error)).toMatch(/SVC-SERVER-9005/);
    expect(JSON.stringify(e.error)).toMatch(/inference service did not answer in time/);
    const log = () => (p.output.get('gateway') ?? '').slice(mark);
    await expect.poll(log, { timeout: 10_000 }).toMatch(/inference did not answer in time/);
    expect(log()).not.toMatch(/identity unreachable/);
  });
});
