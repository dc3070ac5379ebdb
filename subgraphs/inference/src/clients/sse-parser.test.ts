import { describe, it, expect } from 'vitest';
import { readSse, SseParser } from './sse-parser.ts';

async function all(parts: string[]) {
  const enc = new TextEncoder();
  async function* body() {
    for (const p of parts) yield enc.encode(p);
  }
  const out = [];
  for await (const e of readSse(body())) out.push(e);
  return out;
}

describe('SSE parser', () => {
  it('handles events split anywhere, CRLF and CR line ends, comments and multi-line data', async () => {
    const text = ': keep-alive\r\ndata: {"a":1}\r\n\r\nevent: x\rdata: l1\rdata: l2\r\rdata: [DONE]\n\n';
    const expected = [
      { event: null, data: '{"a":1}' },
      { event: 'x', data: 'l1\nl2' },
      { event: null, data: '[DONE]' },
    ];
    expect(await all([text])).toEqual(expected);
    for (let i = 1; i < text.length; i++) expect(await all([text.slice(0, i), text.slice(i)])).toEqual(expected);
    expect(await all(text.split(''))).toEqual(expected);
  });

  it('decodes UTF-8 split across chunks and dispatches a final event without a blank line', async () => {
    const bytes = new TextEncoder().encode('data: héllo ✓\n\ndata: [DONE]');
    const parts: Uint8Array[] = [bytes.slice(0, 8), bytes.slice(8, 17), bytes.slice(17)];
    async function* body() {
      yield* parts;
    }
    const out = [];
    for await (const e of readSse(body())) out.push(e.data);
    expect(out).toEqual(['héllo ✓', '[DONE]']);
  });

  it('ignores fields it does not use and a value without a space', () => {
    const p = new SseParser();
    expect(p.push('id: 7\nretry: 10\ndata:x\n\n')).toEqual([{ event: null, data: 'x' }]);
  });
});
