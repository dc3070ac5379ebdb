/**
 * A small scripted OpenAI-compatible upstream on loopback, for inference tests and benches.
 *
 * - `GET /v1/models`, `POST /v1/chat/completions` (whole or SSE), `POST /v1/embeddings`.
 * - Replies are scripted: `enqueue()` queues replies for the next POSTs (FIFO), otherwise
 *   `setDefault()` (default: a four-piece "Hello, world!" completion).
 * - Streams can be slowed (`delayMs` per chunk, `firstDelayMs`), broken (`errorAfter` sends an
 *   error event, `dropAfter` resets the connection, `noDone` ends without [DONE]).
 * - `status` replies answer with any HTTP status (retry tests); `hang` never answers (timeouts).
 * - Every request is recorded (path, headers, body) with whether the client aborted it before
 *   the reply finished; `waitForAbort()` resolves on the next abort.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MockUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number };
}

export type MockReply =
  | {
      kind: 'chat';
      content?: string;
      usage?: MockUsage | null;
      finishReason?: string;
      delayMs?: number;
      toolCalls?: { id: string; name: string; arguments: string }[];
    }
  | {
      kind: 'stream';
      chunks?: string[];
      /** Delay before each chunk after the first, ms. */
      delayMs?: number;
      /** Delay before the first chunk (after headers), ms. */
      firstDelayMs?: number;
      /** Reported when the request asks for include_usage; null never reports usage. */
      usage?: MockUsage | null;
      finishReason?: string;
      /** Send `data: {"error":…}` after this many content chunks, then end. */
      errorAfter?: number;
      /** Reset the connection after this many content chunks. */
      dropAfter?: number;
      /** End the response without `[DONE]` (and without a finish reason). */
      noDone?: boolean;
      /** Omit the role on the first chunk (to see the service add it). */
      omitRole?: boolean;
    }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'embeddings'; dims?: number; usage?: { prompt_tokens: number; total_tokens: number } | null }
  | { kind: 'raw'; status: number; contentType: string; body: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** The client went away before the reply finished. */
  aborted: boolean;
  /** Content chunks written before it ended or was aborted (streams). */
  chunksSent: number;
}

export interface MockOpenAI {
  /** Base URL including `/v1`, as a provider `baseUrl`. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  enqueue(...replies: MockReply[]): void;
  setDefault(fn: ((r: RecordedRequest) => MockReply) | null): void;
  /** Requests to a path (default: every POST). */
  count(path?: string): number;
  readonly aborts: number;
  waitForAbort(timeoutMs?: number): Promise<RecordedRequest>;
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_CHUNKS = ['Hello', ',', ' world', '!'];
export const DEFAULT_USAGE: MockUsage = { prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 };

function defaultReply(r: RecordedRequest): MockReply {
  if (r.path === '/v1/embeddings') return { kind: 'embeddings' };
  return r.body?.stream ? { kind: 'stream' } : { kind: 'chat' };
}

export async function startMockOpenAI(opts: { port?: number } = {}): Promise<MockOpenAI> {
  const queue: MockReply[] = [];
  let fallback: ((r: RecordedRequest) => MockReply) | null = null;
  const requests: RecordedRequest[] = [];
  let aborts = 0;
  let abortWaiters: ((r: RecordedRequest) => void)[] = [];
  let seq = 0;

  async function reply(rec: RecordedRequest, res: ServerResponse, r: MockReply) {
    const id = `chatcmpl-mock-${++seq}`;
    const created = Math.floor(Date.now() / 1000);
    const model = rec.body?.model ?? 'mock';
    switch (r.kind) {
      case 'hang':
        return; // never answers; the client's timeout or abort ends it
      case 'status': {
        const body = JSON.stringify(
          r.body ?? { error: { message: `mock status ${r.status}`, type: 'server_error', code: null } },
        );
        res.writeHead(r.status, { 'content-type': 'application/json', ...(r.headers ?? {}) }).end(body);
        return;
      }
      case 'raw':
        res.writeHead(r.status, { 'content-type': r.contentType }).end(r.body);
        return;
      case 'embeddings': {
        const inputs = Array.isArray(rec.body?.input) ? rec.body.input : [rec.body?.input];
        const dims = rec.body?.dimensions ?? r.dims ?? 4;
        const vector = (i: number) =>
          Array.from({ length: dims }, (_x, j) => Number(((i + 1) * 0.1 + j * 0.01).toFixed(4)));
        // Like OpenAI: base64 of little-endian float32 when asked (the openai SDK asks by default).
        const encode = (v: number[]) =>
          rec.body?.encoding_format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v;
        const data = inputs.map((_: unknown, i: number) => ({
          object: 'embedding',
          index: i,
          embedding: encode(vector(i)),
        }));
        const usage =
          r.usage === undefined ? { prompt_tokens: inputs.length * 3, total_tokens: inputs.length * 3 } : r.usage;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ object: 'list', data, model, ...(usage ? { usage } : {}) }));
        return;
      }
      case 'chat': {
        if (r.delayMs) await sleep(r.delayMs);
        const usage = r.usage === undefined ? DEFAULT_USAGE : r.usage;
        const message: Record<string, unknown> = {
          role: 'assistant',
          content: r.toolCalls ? null : (r.content ?? DEFAULT_CHUNKS.join('')),
        };
        if (r.toolCalls)
          message.tool_calls = r.toolCalls.map((t) => ({
            id: t.id,
            type: 'function',
            function: { name: t.name, arguments: t.arguments },
          }));
        const body = {
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            {
              index: 0,
              message,
              finish_reason: r.finishReason ?? (r.toolCalls ? 'tool_calls' : 'stop'),
              logprobs: null,
            },
          ],
          ...(usage ? { usage } : {}),
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      case 'stream': {
        const chunks = r.chunks ?? DEFAULT_CHUNKS;
        const includeUsage = rec.body?.stream_options?.include_usage === true;
        const usage = r.usage === undefined ? DEFAULT_USAGE : r.usage;
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.flushHeaders();
        const send = (o: unknown) => !res.destroyed && res.write(`data: ${JSON.stringify(o)}\n\n`);
        const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        });
        if (r.firstDelayMs) await sleep(r.firstDelayMs);
        if (!r.omitRole) send(chunk({ role: 'assistant', content: '' }, null));
        for (let i = 0; i < chunks.length; i++) {
          if (i > 0 && r.delayMs) await sleep(r.delayMs);
          if (res.destroyed) return;
          if (r.errorAfter !== undefined && i === r.errorAfter) {
            send({ error: { message: 'mock upstream failure', type: 'server_error', code: 'mock_error' } });
            res.end();
            return;
          }
          if (r.dropAfter !== undefined && i === r.dropAfter) {
            res.socket?.destroy();
            return;
          }
          send(chunk({ content: chunks[i] }, null));
          rec.chunksSent++;
        }
        if (r.noDone) return void res.end();
        send(chunk({}, r.finishReason ?? 'stop'));
        if (includeUsage && usage) send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: any = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      const rec: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body,
        aborted: false,
        chunksSent: 0,
      };
      requests.push(rec);
      res.on('close', () => {
        if (res.writableFinished) return;
        rec.aborted = true;
        aborts++;
        const w = abortWaiters;
        abortWaiters = [];
        for (const f of w) f(rec);
      });
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            object: 'list',
            data: [{ id: 'mock-model', object: 'model', created: 0, owned_by: 'mock' }],
          }),
        );
        return;
      }
      if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/embeddings')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error', code: null } }));
        return;
      }
      const r = queue.shift() ?? fallback?.(rec) ?? defaultReply(rec);
      reply(rec, res, r).catch(() => res.destroy());
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    enqueue: (...r) => void queue.push(...r),
    setDefault: (fn) => void (fallback = fn),
    count: (p) => requests.filter((r) => (p ? r.path === p : r.method === 'POST')).length,
    get aborts() {
      return aborts;
    },
    waitForAbort(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no upstream abort within ${timeoutMs} ms`)), timeoutMs);
        abortWaiters.push((r) => {
          clearTimeout(t);
          resolve(r);
        });
      });
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = null;
      aborts = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One INFERENCE_PROVIDERS entry for a mock (chat model `m1`, embedding model `e1`, priced in USD). */
export function mockProvider(id: string, mock: { url: string } | string, extra: Record<string, unknown> = {}) {
  return {
    id,
    baseUrl: typeof mock === 'string' ? mock : mock.url,
    timeoutMs: 2000,
    maxRetries: 2,
    retryBackoffMs: 5,
    models: [
      { id: 'm1', name: 'Model One', inputPerMillion: '2.50', outputPerMillion: '10', contextWindow: 128000 },
      { id: 'e1', name: 'Embedder', type: 'EMBEDDING', inputPerMillion: '0.02' },
      { id: 'free', name: 'Unpriced' },
    ],
    ...extra,
  };
}
