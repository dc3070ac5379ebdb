/**
 * The development provider, driven by the official `openai` SDK over real HTTP: deterministic
 * chat answers with token usage, an SSE stream whose chunks are the tokens counted, embeddings of
 * the requested dimensions (float and base64), OpenAI-shaped errors for bad input with the
 * process still serving; its config refuses production, and its built process exits on it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import OpenAI from 'openai';
import { ConfigError, createLogger } from '@svc/core';
import { startDevProvider, type DevProviderServer } from './server.ts';
import { loadDevProviderConfig } from './config.ts';
import { DEV_CHAT_MODEL, DEV_EMBEDDING_MODEL } from './catalogue.ts';
import { ROOT, DEV_PROVIDER_ENTRY, builtCommand } from '../platform.ts';

let dev: DevProviderServer;
let base: string;
let openai: OpenAI;

beforeAll(async () => {
  dev = await startDevProvider({
    env: { DEV_PROVIDER_PORT: '0', DEV_PROVIDER_TOKEN_DELAY_MS: '1', DEV_PROVIDER_MAX_BODY_BYTES: '4096' },
    log: createLogger('test', { level: 'silent' }),
  });
  base = `http://127.0.0.1:${dev.port}`;
  openai = new OpenAI({ baseURL: `${base}/v1`, apiKey: 'unused', maxRetries: 0 });
});
afterAll(() => dev?.stop());

const post = (path: string, body: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('the local-dev provider', () => {
  it('lists its models, each named for the development provider', async () => {
    const page = await openai.models.list();
    expect(page.data.map((m) => m.id)).toEqual([DEV_CHAT_MODEL, DEV_EMBEDDING_MODEL]);
    expect(page.data.every((m) => m.owned_by === 'local-dev' && m.id.startsWith('local-dev/'))).toBe(true);
  });

  it('answers a chat deterministically from the input, with usage counting the tokens', async () => {
    const ask = () =>
      openai.chat.completions.create({
        model: DEV_CHAT_MODEL,
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'What is the capital of France?' },
        ],
      });
    const [a, b] = [await ask(), await ask()];
    expect(a.model).toBe('local-dev/echo-1');
    expect(a.choices[0].message).toMatchObject({
      role: 'assistant',
      content: '[local-dev/echo-1, a development provider, not a model] You said: What is the capital of France?',
    });
    expect(a.choices[0].finish_reason).toBe('stop');
    expect(b.choices[0].message.content).toBe(a.choices[0].message.content);
    expect(b.id).not.toBe(a.id);
    // "system Be brief." 3 + "user What is the capital of France?" 7; the answer has 15 words.
    expect(a.usage).toEqual({ prompt_tokens: 10, completion_tokens: 15, total_tokens: 25 });
    const other = await openai.chat.completions.create({
      model: DEV_CHAT_MODEL,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Something else' }] }],
    });
    expect(other.choices[0].message.content).toMatch(/You said: Something else$/);
  });

  it('cuts the answer at max_tokens with finish_reason length', async () => {
    const r = await openai.chat.completions.create({
      model: DEV_CHAT_MODEL,
      max_tokens: 3,
      messages: [{ role: 'user', content: 'Hello there' }],
    });
    expect(r.choices[0]).toMatchObject({
      finish_reason: 'length',
      message: { content: '[local-dev/echo-1, a development' },
    });
    expect(r.usage?.completion_tokens).toBe(3);
  });

  it('streams the same answer one token per chunk, with usage when asked, ending with [DONE]', async () => {
    const messages = [{ role: 'user' as const, content: 'Stream this please' }];
    const whole = await openai.chat.completions.create({ model: DEV_CHAT_MODEL, messages });
    const stream = await openai.chat.completions.create({
      model: DEV_CHAT_MODEL,
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    let usage: unknown = null;
    let finish: string | null = null;
    let first = true;
    for await (const c of stream) {
      if (c.usage) usage = c.usage;
      if (c.choices.length === 0) continue;
      if (first) expect(c.choices[0].delta.role).toBe('assistant');
      first = false;
      if (c.choices[0].delta.content) pieces.push(c.choices[0].delta.content);
      finish = c.choices[0].finish_reason ?? finish;
    }
    expect(pieces.join('')).toBe(whole.choices[0].message.content);
    expect(pieces.length).toBe(whole.usage!.completion_tokens);
    expect(usage).toEqual(whole.usage);
    expect(finish).toBe('stop');
    const raw = await (
      await post('/v1/chat/completions', JSON.stringify({ model: DEV_CHAT_MODEL, messages, stream: true }))
    ).text();
    expect(raw.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(raw).not.toContain('"usage"'); // not asked for
  });

  it('embeds each input in the requested dimensions, deterministically, as floats or base64', async () => {
    const floats = await openai.embeddings.create({
      model: DEV_EMBEDDING_MODEL,
      input: ['alpha', 'beta gamma', 'alpha'],
      dimensions: 12,
      encoding_format: 'float',
    });
    expect(floats.model).toBe('local-dev/embed-1');
    expect(floats.data.map((d) => d.index)).toEqual([0, 1, 2]);
    for (const d of floats.data) {
      expect(d.embedding).toHaveLength(12);
      expect(Math.hypot(...d.embedding)).toBeCloseTo(1, 6);
    }
    expect(floats.data[2].embedding).toEqual(floats.data[0].embedding);
    expect(floats.data[1].embedding).not.toEqual(floats.data[0].embedding);
    expect(floats.usage).toEqual({ prompt_tokens: 4, total_tokens: 4 });
    // The SDK asks for base64 by default and decodes it: the same vector, in float32.
    const decoded = await openai.embeddings.create({ model: DEV_EMBEDDING_MODEL, input: 'alpha', dimensions: 12 });
    decoded.data[0].embedding.forEach((x, i) => expect(x).toBeCloseTo(floats.data[0].embedding[i], 6));
    const dflt = await openai.embeddings.create({ model: DEV_EMBEDDING_MODEL, input: [1, 2, 3] });
    expect(dflt.data[0].embedding).toHaveLength(256);
    expect(dflt.usage.prompt_tokens).toBe(3);
  });

  it('refuses bad input with an OpenAI error and keeps serving', async () => {
    await expect(
      openai.chat.completions.create({ model: 'local-dev/none', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
    await expect(
      openai.chat.completions.create({ model: DEV_EMBEDDING_MODEL, messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ status: 400, code: 'model_not_supported' });
    await expect(openai.embeddings.create({ model: DEV_CHAT_MODEL, input: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 'model_not_supported',
    });
    await expect(
      openai.embeddings.create({ model: DEV_EMBEDDING_MODEL, input: 'x', dimensions: 4097 }),
    ).rejects.toMatchObject({ status: 400, param: 'dimensions' });
    await expect(openai.embeddings.create({ model: DEV_EMBEDDING_MODEL, input: [] })).rejects.toMatchObject({
      status: 400,
      param: 'input',
    });
    await expect(openai.chat.completions.create({ model: DEV_CHAT_MODEL, messages: [] })).rejects.toMatchObject({
      status: 400,
      param: 'messages',
    });
    await expect(
      openai.chat.completions.create({
        model: DEV_CHAT_MODEL,
        max_tokens: 0,
        messages: [{ role: 'user', content: 'x' }],
      }),
    ).rejects.toMatchObject({ status: 400, param: 'max_tokens' });
    for (const [body, status, code] of [
      ['{"model":', 400, 'invalid_json'],
      ['[1]', 400, 'invalid_type'],
      [
        JSON.stringify({ model: DEV_CHAT_MODEL, messages: [{ role: 'user', content: 'x'.repeat(5000) }] }),
        413,
        'request_too_large',
      ],
    ] as const) {
      const r = await post('/v1/chat/completions', body);
      expect(r.status, body.slice(0, 20)).toBe(status);
      expect((await r.json()).error).toMatchObject({ type: 'invalid_request_error', code });
    }
    expect((await fetch(`${base}/v1/nothing`)).status).toBe(404);
    expect(
      (
        await openai.chat.completions.create({
          model: DEV_CHAT_MODEL,
          messages: [{ role: 'user', content: 'still here' }],
        })
      ).choices[0].message.content,
    ).toMatch(/still here$/);
  });
});

describe('the local-dev provider in production', () => {
  it('its config refuses NODE_ENV=production, naming the variable', () => {
    expect(() => loadDevProviderConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadDevProviderConfig({ NODE_ENV: 'production' })).toThrow(/^NODE_ENV: /);
    expect(loadDevProviderConfig({ NODE_ENV: 'development' }).port).toBe(4290);
  });

  it('its process exits 1 at start with one line saying why', async () => {
    const child = spawn(process.execPath, builtCommand(DEV_PROVIDER_ENTRY), {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DEV_PROVIDER_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      'dev-provider: invalid configuration: NODE_ENV: is production: the local-dev provider answers without a model and never runs in production',
    );
  });
});
