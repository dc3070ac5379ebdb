/**
 * The development provider's HTTP server: the OpenAI-compatible subset the inference subgraph
 * calls on any provider (`GET /v1/models`, `POST /v1/chat/completions` whole or streamed as SSE,
 * `POST /v1/embeddings`), plus `/healthz` and `/readyz`. Answers come from answers.ts; errors have
 * OpenAI's shape, so the inference subgraph handles them as it handles a real provider's.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
// Module by module rather than @svc/core's index: `npm start` hosts this server in its supervisor,
// which should not load the services' runtime (tracing, metrics, the shared store) for it.
import { LOCAL_DEV_PROVIDER_ID } from '../../packages/core/src/config/limits.ts';
import { BodyTooLargeError, readBody, sendJson } from '../../packages/core/src/http/http-kit.ts';
import { listen } from '../../packages/core/src/http/listen.ts';
import { createLogger, type Logger } from '../../packages/core/src/log/logger.ts';
import {
  DEFAULT_EMBEDDING_DIMENSIONS,
  MAX_EMBEDDING_DIMENSIONS,
  loadDevProviderConfig,
  type DevProviderConfig,
} from './config.ts';
import { DEV_MODELS } from './catalogue.ts';
import { base64Embedding, echoAnswer, embed, embeddingInputs, promptTokens, type ChatMessageIn } from './answers.ts';

type Body = Record<string, unknown>;

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param: string | null,
    readonly code: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, param: string | null, code = 'invalid_value') =>
  new RequestError(400, message, param, code);

function sendError(res: ServerResponse, e: RequestError) {
  const type = e.status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, e.status, { error: { message: e.message, type, param: e.param, code: e.code } });
}

/** The named model, which must exist and be of `kind`. */
function modelOf(body: Body, kind: 'CHAT' | 'EMBEDDING'): string {
  if (typeof body.model !== 'string' || body.model === '') {
    throw invalid('model is required', 'model', 'missing_required_parameter');
  }
  const m = DEV_MODELS.find((x) => x.id === body.model);
  if (!m) throw new RequestError(404, `The model \`${body.model}\` does not exist.`, 'model', 'model_not_found');
  if (m.type !== kind) {
    const what = kind === 'CHAT' ? 'chat completions' : 'embeddings';
    throw invalid(`The model \`${m.id}\` does not support ${what}.`, 'model', 'model_not_supported');
  }
  return m.id;
}

function optionalPositiveInt(body: Body, field: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > max) {
    throw invalid(`${field} must be an integer from 1 to ${max}`, field);
  }
  return v;
}

function messagesOf(body: Body): ChatMessageIn[] {
  const m = body.messages;
  if (!Array.isArray(m) || m.length === 0) throw invalid('messages must be a non-empty array', 'messages');
  m.forEach((x, i) => {
    if (!x || typeof x !== 'object' || typeof x.role !== 'string') {
      throw invalid(`messages[${i}] needs a role`, `messages[${i}].role`);
    }
  });
  return m as ChatMessageIn[];
}

export interface DevProviderServer {
  port: number;
  stop(): Promise<void>;
}

export async function startDevProvider(
  opts: { env?: NodeJS.ProcessEnv; log?: Logger } = {},
): Promise<DevProviderServer> {
  const config = loadDevProviderConfig(opts.env ?? process.env);
  const log = opts.log ?? createLogger('dev-provider', { level: config.logLevel });
  const tooLarge = new RequestError(
    413,
    `The request body is over ${config.maxBodyBytes} bytes.`,
    null,
    'request_too_large',
  );
  const server = createServer((req, res) => {
    handle(config, req, res).catch((e) => {
      if (e instanceof RequestError) return sendError(res, e);
      if (e instanceof BodyTooLargeError) return sendError(res, tooLarge);
      log.error({ err: (e as Error).message, path: req.url }, 'request failed');
      if (!res.headersSent)
        sendError(res, new RequestError(500, 'The development provider failed.', null, 'server_error'));
      else res.destroy();
    });
  });
  // Longer than the inference subgraph keeps an idle connection, so the client closes it first
  // and never sends on a socket this side is closing.
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, config.port, config.host);
  const models = DEV_MODELS.map((m) => m.id);
  const url = `http://${config.host}:${port}/v1`;
  log.info({ url, models }, `${LOCAL_DEV_PROVIDER_ID}: development provider listening (not a model)`);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const ROUTES: Record<string, (config: DevProviderConfig, body: Body, res: ServerResponse) => Promise<void>> = {
  '/v1/chat/completions': chat,
  '/v1/embeddings': embeddings,
};

async function handle(config: DevProviderConfig, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && (path === '/healthz' || path === '/readyz')) return sendJson(res, 200, { status: 'ok' });
  if (req.method === 'GET' && path === '/v1/models') {
    const data = DEV_MODELS.map((m) => ({ id: m.id, object: 'model', created: 0, owned_by: LOCAL_DEV_PROVIDER_ID }));
    return sendJson(res, 200, { object: 'list', data });
  }
  const route = req.method === 'POST' ? ROUTES[path] : undefined;
  if (!route) throw new RequestError(404, `No route ${req.method} ${path}.`, null, 'not_found');
  const raw = (await readBody(req, config.maxBodyBytes)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw invalid('The request body is not valid JSON.', null, 'invalid_json');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('The request body must be a JSON object.', null, 'invalid_type');
  }
  await route(config, body as Body, res);
}

async function chat(config: DevProviderConfig, body: Body, res: ServerResponse): Promise<void> {
  const model = modelOf(body, 'CHAT');
  const messages = messagesOf(body);
  const asked = optionalPositiveInt(body, 'max_completion_tokens') ?? optionalPositiveInt(body, 'max_tokens');
  if (body.stream !== undefined && typeof body.stream !== 'boolean') {
    throw invalid('stream must be a boolean', 'stream', 'invalid_type');
  }
  const answer = echoAnswer(model, messages, Math.min(asked ?? Infinity, config.maxAnswerTokens));
  const prompt = promptTokens(messages);
  const completion = answer.tokens.length;
  const usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  const id = `chatcmpl-${LOCAL_DEV_PROVIDER_ID}-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  if (body.stream !== true) {
    const message = { role: 'assistant', content: answer.tokens.join('') };
    const choice = { index: 0, message, finish_reason: answer.finishReason, logprobs: null };
    return sendJson(res, 200, { id, object: 'chat.completion', created, model, choices: [choice], usage });
  }
  const so = body.stream_options as { include_usage?: unknown } | undefined;
  const includeUsage = so !== null && typeof so === 'object' && so.include_usage === true;
  // Writing stops as soon as the client goes away (an aborted stream costs no more sleeps).
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (o: unknown) => res.write(`data: ${JSON.stringify(o)}\n\n`);
  const chunk = (delta: Body, finish: string | null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  send(chunk({ role: 'assistant', content: '' }, null));
  for (let i = 0; i < answer.tokens.length; i++) {
    if (i > 0 && config.tokenDelayMs > 0) {
      await sleep(config.tokenDelayMs, undefined, { signal: gone.signal }).catch(() => {});
    }
    if (gone.signal.aborted) return;
    send(chunk({ content: answer.tokens[i] }, null));
  }
  send(chunk({}, answer.finishReason));
  if (includeUsage) send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
  res.end('data: [DONE]\n\n');
}

async function embeddings(_config: DevProviderConfig, body: Body, res: ServerResponse): Promise<void> {
  const model = modelOf(body, 'EMBEDDING');
  const inputs = embeddingInputs(body.input);
  if (!inputs) throw invalid('input must be a non-empty string, array of strings, or array of token arrays', 'input');
  const dims = optionalPositiveInt(body, 'dimensions', MAX_EMBEDDING_DIMENSIONS) ?? DEFAULT_EMBEDDING_DIMENSIONS;
  const format = body.encoding_format ?? 'float';
  if (format !== 'float' && format !== 'base64') {
    throw invalid("encoding_format must be 'float' or 'base64'", 'encoding_format');
  }
  const data = inputs.texts.map((t, index) => {
    const v = embed(t, dims);
    return { object: 'embedding', index, embedding: format === 'base64' ? base64Embedding(v) : v };
  });
  const usage = { prompt_tokens: inputs.tokens, total_tokens: inputs.tokens };
  sendJson(res, 200, { object: 'list', data, model, usage });
}
