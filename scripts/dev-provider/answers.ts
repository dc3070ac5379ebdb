/**
 * The development provider's answers: deterministic functions of the request, so a test or a
 * newcomer sees the same answer for the same input, and token counts that match what was sent.
 *
 * A token is a word with the whitespace before it (`/\s*\S+/`): an answer streams one token per
 * chunk, and `usage` counts the same tokens, so `completion_tokens` equals the chunks sent.
 */
import { createHash } from 'node:crypto';

export const tokenize = (text: string): string[] => text.match(/\s*\S+/g) ?? [];

/** The text of one message's content: a string, or the text parts of a content-part array. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p) => (p && typeof p === 'object' && typeof p.text === 'string' ? p.text : '')).join(' ');
}

export interface ChatMessageIn {
  role: string;
  content?: unknown;
}

/** Prompt tokens: each message's role and text, counted as above. */
export function promptTokens(messages: ChatMessageIn[]): number {
  return messages.reduce((n, m) => n + tokenize(`${m.role} ${textOf(m.content)}`).length, 0);
}

export interface EchoAnswer {
  tokens: string[];
  finishReason: 'stop' | 'length';
}

/**
 * The answer to a chat: it names the model and echoes the last user message, cut to `limit`
 * tokens (`finish_reason: length` when cut).
 */
export function echoAnswer(model: string, messages: ChatMessageIn[], limit: number): EchoAnswer {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const said = last ? textOf(last.content).trim() : '';
  const all = tokenize(`[${model}, a development provider, not a model] You said: ${said || '(nothing)'}`);
  if (all.length > limit) return { tokens: all.slice(0, limit), finishReason: 'length' };
  return { tokens: all, finishReason: 'stop' };
}

/**
 * A unit vector of `dims` components derived from the input alone (SHA-256 in counter mode, each
 * 4 bytes a component in [-1, 1)): equal inputs embed equally, different inputs differently.
 */
export function embed(input: string, dims: number): number[] {
  const v: number[] = [];
  for (let block = 0; v.length < dims; block++) {
    const h = createHash('sha256').update(`${block}:`).update(input).digest();
    for (let i = 0; i + 4 <= h.length && v.length < dims; i += 4) v.push(h.readUInt32LE(i) / 2 ** 31 - 1);
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** OpenAI's `base64` encoding: the little-endian float32 bytes of the vector. */
export const base64Embedding = (v: number[]): string => Buffer.from(new Float32Array(v).buffer).toString('base64');

/**
 * An embeddings request's inputs as text, and their token count: a string or array of strings is
 * counted as above; an array of token ids (or of such arrays) counts its ids.
 */
export function embeddingInputs(input: unknown): { texts: string[]; tokens: number } | null {
  const isTokenIds = (x: unknown) => Array.isArray(x) && x.length > 0 && x.every((n) => Number.isInteger(n));
  const one = (x: unknown): { text: string; tokens: number } | null => {
    if (typeof x === 'string') return { text: x, tokens: tokenize(x).length };
    if (isTokenIds(x)) return { text: JSON.stringify(x), tokens: (x as number[]).length };
    return null;
  };
  const list = typeof input === 'string' || isTokenIds(input) ? [input] : input;
  if (!Array.isArray(list) || list.length === 0) return null;
  const parsed = list.map(one);
  if (parsed.some((p) => p === null)) return null;
  return { texts: parsed.map((p) => p!.text), tokens: parsed.reduce((n, p) => n + p!.tokens, 0) };
}
