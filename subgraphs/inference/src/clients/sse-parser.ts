/**
 * Server-sent events parser (WHATWG HTML §9.2.6, the parts OpenAI-compatible servers use):
 * lines end in LF, CRLF or CR, possibly split across network chunks; `data:` lines of one event
 * are joined with LF; `event:` names it; lines starting with `:` are comments (keep-alives);
 * a blank line dispatches. An event still pending at end of stream is dispatched too, because
 * several servers omit the final blank line after `[DONE]`.
 */
export interface SseEvent {
  event: string | null;
  data: string;
}

export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event: string | null = null;
  private sawCR = false;

  /** Feeds decoded text; returns the events it completed. */
  push(text: string): SseEvent[] {
    const out: SseEvent[] = [];
    let s = this.buffer + text;
    // A CR at the end of the previous chunk followed by LF here is one line break.
    if (this.sawCR && s.startsWith('\n')) s = s.slice(1);
    this.sawCR = false;
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.line(s.slice(start, i), out);
      if (c === 13) {
        if (i + 1 < s.length) {
          if (s.charCodeAt(i + 1) === 10) i++;
        } else this.sawCR = true;
      }
      start = i + 1;
    }
    this.buffer = s.slice(start);
    return out;
  }

  /** End of stream: dispatches a pending event. */
  end(): SseEvent[] {
    const out: SseEvent[] = [];
    if (this.buffer) this.line(this.buffer, out);
    this.buffer = '';
    if (this.data.length) out.push({ event: this.event, data: this.data.join('\n') });
    this.data = [];
    this.event = null;
    return out;
  }

  private line(line: string, out: SseEvent[]) {
    if (line === '') {
      if (this.data.length) out.push({ event: this.event, data: this.data.join('\n') });
      this.data = [];
      this.event = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    // `id` and `retry` carry nothing an OpenAI-compatible stream needs.
  }
}

/** Events of a byte stream (a fetch Response body). Read errors (abort, reset) propagate. */
export async function* readSse(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const parser = new SseParser();
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of body) {
    for (const e of parser.push(decoder.decode(chunk, { stream: true }))) yield e;
  }
  for (const e of parser.push(decoder.decode())) yield e;
  for (const e of parser.end()) yield e;
}
