/**
 * The OpenAI-compatible subset, served by the inference subgraph behind the gateway (which
 * authenticates, then forwards `/v1/*` with the SVC-* identity headers), mounted beside /graphql
 * on the subgraph-kit server (request id, access log and metrics come from there):
 *
 *   GET  /v1/models                   the caller's private endpoints' models, then configured, unblocked ones
 *   POST /v1/chat/completions         whole completion, or SSE when `stream: true`
 *   POST /v1/chat/completions/stream  always SSE
 *   POST /v1/embeddings
 *
 * Each request runs the same steps, in order:
 *   1. route        unknown path 404, wrong method 405
 *   2. caller       SVC-User-ID, SVC-Org-ID, SVC-Workspace-ID, else 401 SVC-AUTH-1000
 *   3. wired        no provider configured and no private endpoints possible (no database): 503 SVC-INFERENCE-NOT-WIRED
 *   4. body         the kit's bounded read: JSON content type (415), at most INFERENCE_MAX_BODY_BYTES
 *                   (413), nested at most as deep as a GraphQL document (400 SVC-VALID-4008), parses (400)
 *   5. validate     OpenAI parameter rules (400, with `param`)
 *   6. serve        via the inference service; errors in OpenAI's shape
 *
 * Streaming follows OpenAI's contract: `text/event-stream`, one `id` on every chunk, the role
 * on each choice's first chunk, a final chunk with empty `choices` and `usage` only when
 * `stream_options.include_usage` is true (other chunks then carry `usage: null`), and always
 * `data: [DONE]`. An upstream failure mid-stream sends `data: {"error":{…}}` then `[DONE]`.
 * A client that disconnects aborts the upstream request; tokens streamed until then are recorded
 * as partial usage.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, sendJson, type Logger } from '@svc/core';
import { readJsonBody, type SubgraphRoutes } from '@svc/subgraph-kit';
import { callerOf, httpContext } from '../context.ts';
import { invalidRequest, InferenceError } from '../services/inference-errors.ts';
import { parseChatRequest, parseEmbeddingRequest } from '../services/openai-request.ts';
import { CallerAbortedError } from '../services/router.ts';
import type { Caller, ChatStream, InferenceService } from '../services/inference-service.ts';
import { renderOpenAIError } from './openai-errors.ts';

export interface OpenAIRoutesOptions {
  service: InferenceService;
  log: Logger;
  /** Largest request body, bytes (INFERENCE_MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** Blocked models are left out of GET /v1/models. */
  isListed?: (modelId: string, providerId: string) => boolean;
}

type Route = 'models' | 'chat' | 'chat-stream' | 'embeddings';
const ROUTES: Record<string, { method: string; route: Route }> = {
  '/v1/models': { method: 'GET', route: 'models' },
  '/v1/chat/completions': { method: 'POST', route: 'chat' },
  '/v1/chat/completions/stream': { method: 'POST', route: 'chat-stream' },
  '/v1/embeddings': { method: 'POST', route: 'embeddings' },
};

export interface OpenAIRoutes extends SubgraphRoutes {
  /** Requests in flight (streams included). */
  readonly inFlight: number;
  /** Aborts every request in flight (on stop); their partial usage is still recorded. */
  abortAll(): void;
}

/** A bounded route label for /v1 paths: the known OpenAI routes by name, anything else `/v1/other`. */
function v1Route(path: string): string | null {
  if (ROUTES[path]) return path;
  return path === '/v1' || path.startsWith('/v1/') ? '/v1/other' : null;
}

export function createOpenAIRoutes(opts: OpenAIRoutesOptions): OpenAIRoutes {
  const { service, log } = opts;
  const live = new Set<AbortController>();
  const startedAt = Math.floor(Date.now() / 1000);

  function fail(res: ServerResponse, e: unknown, requestId: string) {
    if (!(e instanceof AppError)) log.error({ err: e, requestId }, 'v1 request failed');
    if (res.headersSent) return void res.destroy();
    const r = renderOpenAIError(e);
    sendJson(res, r.status, r.body, r.status === 401 ? { 'www-authenticate': 'Bearer' } : {});
  }

  /** The kit's bounded read, its refusals given OpenAI's codes. */
  const bodyLimits = {
    maxBytes: opts.maxBodyBytes,
    refuse: (e: AppError): Error => {
      if (e.code === 'SVC-VALID-4002')
        return new InferenceError('SVC-VALID-4002', e.message, { code: 'unsupported_media_type' });
      if (e.code === 'SVC-VALID-4001')
        return new InferenceError('SVC-VALID-4001', e.message, { code: 'request_too_large' });
      if (e.code === 'SVC-VALID-4000')
        return invalidRequest('We could not parse the JSON body of your request.', null, 'invalid_json');
      return e;
    },
  };

  async function listModels(res: ServerResponse, caller: Caller) {
    const seen = new Set<string>();
    const data = [];
    for (const m of await service.modelsFor(caller)) {
      if (seen.has(m.id) || (opts.isListed && !opts.isListed(m.id, m.provider))) continue;
      seen.add(m.id);
      data.push({ id: m.id, object: 'model', created: startedAt, owned_by: m.provider });
    }
    sendJson(res, 200, { object: 'list', data });
  }

  /** Writes, waiting for the socket to drain; false once the client is gone. */
  async function write(res: ServerResponse, s: string): Promise<boolean> {
    if (res.destroyed || res.writableEnded) return false;
    if (res.write(s)) return true;
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
    return !res.destroyed;
  }

  async function pipeStream(res: ServerResponse, stream: ChatStream, includeUsage: boolean, requestId: string) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': requestId,
      'x-svc-provider': stream.provider,
    });
    res.flushHeaders();
    try {
      for await (const ev of stream) {
        let line: string | null = null;
        if (ev.type === 'chunk') line = JSON.stringify(includeUsage ? { ...ev.chunk, usage: null } : ev.chunk);
        else if (ev.type === 'usage' && includeUsage) {
          line = JSON.stringify({
            id: stream.id,
            object: 'chat.completion.chunk',
            created: stream.created,
            model: stream.modelId,
            choices: [],
            usage: {
              prompt_tokens: ev.usage.inputTokens,
              completion_tokens: ev.usage.outputTokens,
              total_tokens: ev.usage.totalTokens,
            },
          });
        } else if (ev.type === 'error') line = JSON.stringify(renderOpenAIError(ev.error).body);
        if (line !== null && !(await write(res, `data: ${line}\n\n`))) return;
      }
      if (await write(res, 'data: [DONE]\n\n')) res.end();
    } finally {
      await stream.return();
    }
  }

  async function serve(route: Route, req: IncomingMessage, res: ServerResponse, caller: Caller, signal: AbortSignal) {
    if (route === 'models') return listModels(res, caller);
    const body = await readJsonBody(req, bodyLimits);
    if (route === 'embeddings') {
      const r = await service.embed(parseEmbeddingRequest(body), caller, signal);
      return sendJson(res, 200, r.body, { 'x-request-id': caller.requestId, 'x-svc-provider': r.provider });
    }
    const chat = parseChatRequest(body, { forceStream: route === 'chat-stream' });
    if (!chat.stream) {
      const r = await service.chat(chat, caller, signal);
      return sendJson(res, 200, r.body, { 'x-request-id': caller.requestId, 'x-svc-provider': r.provider });
    }
    const stream = await service.openChatStream(chat, caller, signal);
    if (signal.aborted) return void (await stream.return());
    await pipeStream(res, stream, chat.includeUsage, caller.requestId);
  }

  return {
    get inFlight() {
      return live.size;
    },
    abortAll() {
      for (const c of live) c.abort(new CallerAbortedError());
    },
    match: v1Route,
    handle(req, res, path, requestId) {
      const ctx = httpContext(req, requestId);
      const entry = ROUTES[path];
      if (!entry)
        return fail(
          res,
          new InferenceError('SVC-VALID-4041', `Invalid URL (${req.method} ${path}).`, { code: 'unknown_url' }),
          ctx.requestId,
        );
      if (req.method !== entry.method) {
        res.setHeader('allow', entry.method);
        return fail(
          res,
          new InferenceError('SVC-VALID-4050', `Method ${req.method} is not allowed on ${path}.`, {
            code: 'method_not_allowed',
          }),
          ctx.requestId,
        );
      }
      const controller = new AbortController();
      live.add(controller);
      // The client went away before the response finished: abort the upstream work.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort(new CallerAbortedError());
        live.delete(controller);
      });
      (async () => {
        const caller = callerOf(ctx);
        if (!service.servesInference) throw new AppError('SVC-INFERENCE-NOT-WIRED');
        await serve(entry.route, req, res, caller, controller.signal);
      })().catch((e) => {
        if (res.destroyed) return; // the client is gone: nobody to answer
        // Still connected but aborted: the service is stopping (abortAll).
        fail(
          res,
          e instanceof CallerAbortedError ? new AppError('SVC-SERVER-9001', 'The service is stopping.') : e,
          ctx.requestId,
        );
      });
    },
  };
}
