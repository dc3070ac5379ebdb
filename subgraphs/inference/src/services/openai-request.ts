/**
 * Validation of OpenAI-shaped request bodies, shared by `/v1` and GraphQL (which converts its
 * inputs to this shape). Each check is one row; the first failing row answers with OpenAI's
 * `param` and `code`. Only the listed parameters are forwarded upstream: the model is replaced by
 * the provider's own id, and streaming options are set by the service.
 */
import { invalidRequest } from './inference-errors.ts';

export const CHAT_ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;

/** Parameters passed through to the upstream as given (after their checks). */
const CHAT_PASSTHROUGH = [
  'temperature',
  'top_p',
  'n',
  'stop',
  'max_tokens',
  'max_completion_tokens',
  'presence_penalty',
  'frequency_penalty',
  'logit_bias',
  'logprobs',
  'top_logprobs',
  'user',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'response_format',
  'seed',
  'reasoning_effort',
] as const;

export interface ChatMessage {
  role: (typeof CHAT_ROLES)[number];
  content?: unknown;
  name?: string;
  tool_calls?: unknown;
  tool_call_id?: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  /** Forwarded parameters (see CHAT_PASSTHROUGH). */
  params: Record<string, unknown>;
  stream: boolean;
  includeUsage: boolean;
  /** max_completion_tokens ?? max_tokens, for estimates. */
  maxTokens: number | null;
}

export interface EmbeddingRequest {
  model: string;
  input: string | string[] | number[] | number[][];
  params: Record<string, unknown>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const posInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1;

function requireModel(b: Record<string, unknown>): string {
  if (b.model === undefined || b.model === null)
    throw invalidRequest('you must provide a model parameter', 'model', 'missing_required_parameter');
  if (typeof b.model !== 'string' || b.model.trim() === '')
    throw invalidRequest('model must be a non-empty string', 'model', 'invalid_type');
  return b.model;
}

function checkRange(b: Record<string, unknown>, key: string, min: number, max: number) {
  const v = b[key];
  if (v === undefined || v === null) return;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    throw invalidRequest(`${key} must be a number from ${min} to ${max}`, key);
}

function checkPositiveInt(b: Record<string, unknown>, key: string) {
  const v = b[key];
  if (v === undefined || v === null) return;
  if (!posInt(v))
    throw invalidRequest(
      `${key} must be an integer of at least 1, got ${JSON.stringify(v)}`,
      key,
      typeof v === 'number' ? 'integer_below_min_value' : 'invalid_type',
    );
}

function checkMessage(m: unknown, i: number): ChatMessage {
  const at = `messages[${i}]`;
  if (!isObj(m)) throw invalidRequest(`${at} must be an object`, at, 'invalid_type');
  if (typeof m.role !== 'string' || !(CHAT_ROLES as readonly string[]).includes(m.role)) {
    throw invalidRequest(
      `${at}.role must be one of ${CHAT_ROLES.join(', ')}, got ${JSON.stringify(m.role)}`,
      `${at}.role`,
    );
  }
  const c = m.content;
  const hasToolCalls = Array.isArray(m.tool_calls) && m.tool_calls.length > 0;
  if (c === undefined || c === null) {
    if (!(m.role === 'assistant' && hasToolCalls))
      throw invalidRequest(`${at}.content is required`, `${at}.content`, 'missing_required_parameter');
  } else if (typeof c !== 'string' && !(Array.isArray(c) && c.every(isObj))) {
    throw invalidRequest(
      `${at}.content must be a string or an array of content parts`,
      `${at}.content`,
      'invalid_type',
    );
  }
  if (m.name !== undefined && typeof m.name !== 'string')
    throw invalidRequest(`${at}.name must be a string`, `${at}.name`, 'invalid_type');
  if (m.role === 'tool' && typeof m.tool_call_id !== 'string')
    throw invalidRequest(
      `${at}.tool_call_id is required for a tool message`,
      `${at}.tool_call_id`,
      'missing_required_parameter',
    );
  const out: ChatMessage = { role: m.role as ChatMessage['role'] };
  if (c !== undefined) out.content = c;
  if (typeof m.name === 'string') out.name = m.name;
  if (hasToolCalls) out.tool_calls = m.tool_calls;
  if (typeof m.tool_call_id === 'string') out.tool_call_id = m.tool_call_id;
  return out;
}

/** `forceStream` serves `/v1/chat/completions/stream`, which always streams. */
export function parseChatRequest(body: unknown, opts: { forceStream?: boolean } = {}): ChatRequest {
  if (!isObj(body)) throw invalidRequest('the request body must be a JSON object', null, 'invalid_type');
  const model = requireModel(body);
  if (body.messages === undefined)
    throw invalidRequest('you must provide a messages parameter', 'messages', 'missing_required_parameter');
  if (!Array.isArray(body.messages)) throw invalidRequest('messages must be an array', 'messages', 'invalid_type');
  if (body.messages.length === 0)
    throw invalidRequest('messages must contain at least one message', 'messages', 'empty_array');
  const messages = body.messages.map(checkMessage);
  checkPositiveInt(body, 'max_tokens');
  checkPositiveInt(body, 'max_completion_tokens');
  checkRange(body, 'temperature', 0, 2);
  checkRange(body, 'top_p', 0, 1);
  checkRange(body, 'presence_penalty', -2, 2);
  checkRange(body, 'frequency_penalty', -2, 2);
  if (body.n !== undefined && body.n !== null && (!posInt(body.n) || (body.n as number) > 16))
    throw invalidRequest('n must be an integer from 1 to 16', 'n');
  if (body.stop !== undefined && body.stop !== null) {
    const ok =
      typeof body.stop === 'string' ||
      (Array.isArray(body.stop) && body.stop.length <= 4 && body.stop.every((s) => typeof s === 'string'));
    if (!ok) throw invalidRequest('stop must be a string or an array of at most 4 strings', 'stop');
  }
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean')
    throw invalidRequest('stream must be a boolean', 'stream', 'invalid_type');
  let includeUsage = false;
  if (body.stream_options !== undefined && body.stream_options !== null) {
    if (!isObj(body.stream_options))
      throw invalidRequest('stream_options must be an object', 'stream_options', 'invalid_type');
    const iu = body.stream_options.include_usage;
    if (iu !== undefined && typeof iu !== 'boolean')
      throw invalidRequest(
        'stream_options.include_usage must be a boolean',
        'stream_options.include_usage',
        'invalid_type',
      );
    includeUsage = iu === true;
  }
  const stream = opts.forceStream === true || body.stream === true;
  if (!stream && body.stream_options !== undefined && body.stream_options !== null) {
    throw invalidRequest('stream_options is only allowed when stream is true', 'stream_options');
  }
  const params: Record<string, unknown> = {};
  for (const k of CHAT_PASSTHROUGH) if (body[k] !== undefined) params[k] = body[k];
  const maxTokens = (body.max_completion_tokens ?? body.max_tokens ?? null) as number | null;
  return { model, messages, params, stream, includeUsage, maxTokens };
}

export function parseEmbeddingRequest(body: unknown): EmbeddingRequest {
  if (!isObj(body)) throw invalidRequest('the request body must be a JSON object', null, 'invalid_type');
  const model = requireModel(body);
  const input = body.input;
  if (input === undefined || input === null)
    throw invalidRequest('you must provide an input parameter', 'input', 'missing_required_parameter');
  const okString = (s: unknown) => typeof s === 'string' && s.length > 0;
  const okTokens = (a: unknown) =>
    Array.isArray(a) && a.length > 0 && a.every((t) => Number.isInteger(t) && (t as number) >= 0);
  const valid =
    okString(input) ||
    (Array.isArray(input) &&
      input.length > 0 &&
      input.length <= 2048 &&
      (input.every(okString) || okTokens(input) || input.every(okTokens)));
  if (!valid)
    throw invalidRequest(
      'input must be a non-empty string, an array of non-empty strings, or token arrays (at most 2048 items)',
      'input',
    );
  checkPositiveInt(body, 'dimensions');
  if (body.encoding_format !== undefined && body.encoding_format !== 'float' && body.encoding_format !== 'base64') {
    throw invalidRequest("encoding_format must be 'float' or 'base64'", 'encoding_format');
  }
  const params: Record<string, unknown> = {};
  for (const k of ['dimensions', 'encoding_format', 'user'] as const) if (body[k] !== undefined) params[k] = body[k];
  return { model, input: input as EmbeddingRequest['input'], params };
}
