/**
 * Token estimates where the provider reports none: cost estimates and routing dry runs before a
 * request, and the partial usage of a stream cut short (the upstream never sends its usage
 * then). A deliberate approximation — about 4 characters per token, plus OpenAI's per-message
 * framing overhead — that is marked as an estimate wherever it is stored.
 */
const CHARS_PER_TOKEN = 4;
const PER_MESSAGE_OVERHEAD = 4;
const PER_REQUEST_OVERHEAD = 3;

export function estimateTextTokens(text: string): number {
  return text.length === 0 ? 0 : Math.ceil(text.length / CHARS_PER_TOKEN);
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((p) =>
        p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string'
          ? (p as { text: string }).text
          : '',
      )
      .join('');
  return '';
}

export function estimatePromptTokens(
  messages: readonly { role?: unknown; content?: unknown; name?: unknown }[],
): number {
  let n = PER_REQUEST_OVERHEAD;
  for (const m of messages) {
    n += PER_MESSAGE_OVERHEAD + estimateTextTokens(contentText(m.content));
    if (typeof m.name === 'string') n += estimateTextTokens(m.name);
  }
  return n;
}

export function estimateInputTokens(input: string | readonly unknown[]): number {
  if (typeof input === 'string') return estimateTextTokens(input);
  return input.reduce<number>(
    (n, v) => n + (typeof v === 'string' ? estimateTextTokens(v) : Array.isArray(v) ? v.length : 0),
    0,
  );
}
