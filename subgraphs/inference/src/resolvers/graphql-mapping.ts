/**
 * GraphQL ⇄ service shapes: GraphQL inputs become OpenAI-shaped requests (validated by the same
 * rules as `/v1`), service results become the schema's types, and a service chat stream becomes
 * ChatCompletionChunk / InferenceStreamChunk payloads.
 *
 * Stream chunk rules (specification, ChatCompletionChunk): `id` is the same on every chunk;
 * `index` is the 0-based position of the chunk in the stream; `delta.role` only on the first
 * chunk; `finishReason` and `usage` only on the final chunk, which is emitted once the provider
 * has reported usage (the provider's finish chunk is held until then); `virId` is null because
 * the receipts backend is not wired. An upstream failure mid-stream ends the stream with one
 * GraphQL error (SVC-SERVER-9004 or -9005) after the chunks already sent.
 */
import type { AppError } from '@svc/core';
import type {
  ChatCompletionInput,
  EmbeddingInput,
  InferenceStreamInput,
  RoutingRequestInput,
  FinishReason,
  ChatRole,
} from '../generated/resolvers-types.ts';
import {
  parseChatRequest,
  parseEmbeddingRequest,
  type ChatRequest,
  type EmbeddingRequest,
} from '../services/openai-request.ts';
import type { ChatResult, ChatStream, EmbeddingResult, EstimateInput, Usage } from '../services/inference-service.ts';
import type { CostView } from '../services/pricing.ts';

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

function messagesOf(input: { messages: ChatCompletionInput['messages'] }) {
  return input.messages.map((m) =>
    defined({ role: m.role.toLowerCase(), content: m.content, name: m.name, tool_call_id: m.toolCallId }),
  );
}

export function chatRequestOf(input: ChatCompletionInput, stream: boolean): ChatRequest {
  const toolChoice =
    input.toolChoice == null
      ? undefined
      : ['auto', 'none', 'required'].includes(input.toolChoice)
        ? input.toolChoice
        : { type: 'function', function: { name: input.toolChoice } };
  const body = defined({
    model: input.model,
    messages: messagesOf(input),
    temperature: input.temperature,
    top_p: input.topP,
    max_tokens: input.maxTokens,
    stop: input.stop,
    tools: input.tools?.map((t) => ({
      type: 'function',
      function: defined({ name: t.name, description: t.description, parameters: t.parameters }),
    })),
    tool_choice: toolChoice,
    response_format: input.jsonMode ? { type: 'json_object' } : undefined,
    stream,
  });
  return parseChatRequest(body);
}

/** inferenceStream: a raw prompt as one user message. A null model lets routing choose. */
export function inferenceRequestOf(input: InferenceStreamInput, defaultModel: () => string): ChatRequest {
  const body = defined({
    model: input.model ?? defaultModel(),
    messages: [{ role: 'user', content: input.prompt }],
    max_tokens: input.maxTokens,
    temperature: input.temperature,
    stream: true,
  });
  return parseChatRequest(body);
}

export function embeddingRequestOf(input: EmbeddingInput): EmbeddingRequest {
  return parseEmbeddingRequest(defined({ model: input.model, input: input.input, dimensions: input.dimensions }));
}

export function estimateInputOf(input: RoutingRequestInput): EstimateInput {
  if (input.maxTokens != null && (!Number.isInteger(input.maxTokens) || input.maxTokens < 1)) {
    // Same rule as a real request: validate through the shared parser for one message.
    parseChatRequest({
      model: input.model ?? 'x',
      messages: [{ role: 'user', content: '' }],
      max_tokens: input.maxTokens,
    });
  }
  return { model: input.model ?? null, messages: messagesOf(input), maxTokens: input.maxTokens ?? null };
}

const FINISH: Record<string, FinishReason> = {
  stop: 'STOP',
  length: 'LENGTH',
  tool_calls: 'TOOL_CALLS',
  function_call: 'TOOL_CALLS',
  content_filter: 'CONTENT_FILTER',
};
export const finishReasonOf = (r: unknown): FinishReason => (typeof r === 'string' ? (FINISH[r] ?? 'ERROR') : 'STOP');

export const tokenUsageOf = (u: Usage, cost: CostView) => ({
  promptTokens: u.inputTokens,
  completionTokens: u.outputTokens,
  totalTokens: u.totalTokens,
  cost,
});

export function chatResponseOf(r: ChatResult) {
  const choice = r.body.choices[0];
  const msg = choice.message ?? {};
  const toolCalls = Array.isArray(msg.tool_calls)
    ? msg.tool_calls.map((tc: any) => ({
        id: String(tc?.id ?? ''),
        type: String(tc?.type ?? 'function'),
        name: String(tc?.function?.name ?? ''),
        arguments: String(tc?.function?.arguments ?? ''),
      }))
    : null;
  return {
    id: String(r.body.id),
    finishReason: finishReasonOf(choice.finish_reason),
    latencyMs: r.latencyMs,
    // A tool-call-only answer has no text: the schema's non-null content is then empty.
    message: {
      content: typeof msg.content === 'string' ? msg.content : '',
      name: typeof msg.name === 'string' ? msg.name : null,
      role: 'ASSISTANT' as ChatRole,
    },
    model: r.modelId,
    provider: r.provider,
    toolCalls,
    usage: tokenUsageOf(r.usage, r.cost),
  };
}

export function embeddingResponseOf(r: EmbeddingResult) {
  const data = [...r.body.data].sort((a: any, b: any) => a.index - b.index);
  return {
    id: r.id,
    embeddings: data.map((d: any) => ({
      index: d.index,
      dimensions: Array.isArray(d.embedding) ? d.embedding.length : 0,
      vector: JSON.stringify(d.embedding),
    })),
    latencyMs: r.latencyMs,
    model: r.modelId,
    provider: r.provider,
    // Specification: embedding cost is currently always COST_UNAVAILABLE (billing still records
    // the computed cost in usage_records); the legacy field is permanently null.
    usage: {
      totalTokens: r.usage.totalTokens,
      estimatedCostMicrocents: null,
      cost: {
        status: 'COST_UNAVAILABLE' as const,
        microcents: null,
        formulaId: null,
        pricingKeyVersion: null,
        source: null,
        signatureVerified: false,
      },
    },
  };
}

/** One step of a mapped stream: a chunk to send, or the error that ends the stream. */
export type StreamStep<T> = { chunk: T; error?: undefined } | { chunk?: undefined; error: AppError };

interface Piece {
  role: ChatRole | null;
  content: string | null;
  toolCalls: { index: number; id: string | null; name: string | null; argumentsDelta: string | null }[] | null;
  finish: unknown;
}

/** Choice 0 of each service chunk, with the provider's finish chunk held for the final one. */
async function* pieces(
  stream: ChatStream,
): AsyncGenerator<{ piece: Piece } | { final: Piece | null; usage: Usage; cost: CostView } | { error: AppError }> {
  let held: Piece | null = null;
  for await (const ev of stream) {
    if (ev.type === 'error') {
      yield { error: ev.error };
      return;
    }
    if (ev.type === 'usage') {
      yield { final: held, usage: ev.usage, cost: ev.cost };
      return;
    }
    const c = ev.chunk.choices.find((x: any) => x.index === 0);
    if (!c) continue;
    const d = c.delta ?? {};
    const piece: Piece = {
      role: typeof d.role === 'string' ? (d.role.toUpperCase() as ChatRole) : null,
      content: typeof d.content === 'string' ? d.content : null,
      toolCalls: Array.isArray(d.tool_calls)
        ? d.tool_calls.map((tc: any, i: number) => ({
            index: Number.isInteger(tc?.index) ? tc.index : i,
            id: tc?.id ?? null,
            name: tc?.function?.name ?? null,
            argumentsDelta: tc?.function?.arguments ?? null,
          }))
        : null,
      finish: c.finish_reason,
    };
    if (c.finish_reason)
      held = held
        ? { ...piece, role: held.role ?? piece.role, content: (held.content ?? '') + (piece.content ?? '') || null }
        : piece;
    else if (piece.role || piece.content || piece.toolCalls) yield { piece };
  }
}

/** Wraps a generator so that `return()` first stops the source stream (see ChatStream.return). */
function stoppable<T>(gen: AsyncGenerator<T>, stop: () => Promise<unknown>): AsyncGenerator<T> {
  const it: AsyncGenerator<T> = {
    next: (...a) => gen.next(...a),
    return: async (v) => {
      await stop();
      return gen.return(v as never);
    },
    throw: async (e) => {
      await stop();
      return gen.throw(e);
    },
    [Symbol.asyncIterator]: () => it,
  } as AsyncGenerator<T>;
  return it;
}

export function chatCompletionChunks(stream: ChatStream) {
  async function* run(): AsyncGenerator<{ chatCompletionStream: StreamStep<Record<string, unknown>> }> {
    let index = 0;
    const base = () => ({
      id: stream.id,
      index: index++,
      model: stream.modelId,
      provider: stream.provider,
      virId: null,
    });
    for await (const p of pieces(stream)) {
      if ('error' in p) {
        yield { chatCompletionStream: { error: p.error } };
        return;
      }
      if ('piece' in p) {
        const { role, content, toolCalls } = p.piece;
        yield {
          chatCompletionStream: {
            chunk: { ...base(), delta: { role, content, toolCalls }, finishReason: null, usage: null },
          },
        };
        continue;
      }
      const f = p.final;
      yield {
        chatCompletionStream: {
          chunk: {
            ...base(),
            delta: {
              role: index === 0 ? 'ASSISTANT' : (f?.role ?? null),
              content: f?.content ?? null,
              toolCalls: f?.toolCalls ?? null,
            },
            finishReason: finishReasonOf(f?.finish ?? 'stop'),
            usage: tokenUsageOf(p.usage, p.cost),
          },
        },
      };
    }
  }
  return stoppable(run(), () => stream.return());
}

export function inferenceStreamChunks(stream: ChatStream) {
  async function* run(): AsyncGenerator<{ inferenceStream: StreamStep<Record<string, unknown>> }> {
    const base = { model: stream.modelId, provider: stream.provider, servedBy: null, virId: null };
    for await (const p of pieces(stream)) {
      if ('error' in p) {
        yield { inferenceStream: { error: p.error } };
        return;
      }
      if ('piece' in p) {
        if (!p.piece.content) continue; // raw text stream: role-only and tool pieces carry no text
        yield { inferenceStream: { chunk: { ...base, delta: p.piece.content, finishReason: null, usage: null } } };
        continue;
      }
      yield {
        inferenceStream: {
          chunk: {
            ...base,
            delta: p.final?.content ?? '',
            finishReason: finishReasonOf(p.final?.finish ?? 'stop'),
            usage: tokenUsageOf(p.usage, p.cost),
          },
        },
      };
    }
  }
  return stoppable(run(), () => stream.return());
}
