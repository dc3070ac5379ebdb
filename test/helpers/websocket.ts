/** Raw WebSocket clients for edge tests: what a hand-written (or hostile) client would send. */
import WebSocket from 'ws';

/**
 * Opens a raw socket on `url` with `protocol` and collects every JSON message until it closes.
 * `opened` rejects on a refused upgrade (with the HTTP status) or a socket error.
 */
export function rawSocket(url: string, protocol: string, opts: { headers?: Record<string, string> } = {}) {
  const ws = new WebSocket(url, protocol, { headers: opts.headers });
  const messages: any[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(String(d))));
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: String(reason) })),
  );
  const opened = new Promise<void>((res, rej) => {
    ws.once('open', () => res());
    ws.once('error', rej);
    ws.once('unexpected-response', (_req, resp) => rej(new Error(`HTTP ${resp.statusCode}`)));
  });
  // Errors after the open are the test's to observe through `closed`, never unhandled.
  opened.catch(() => {}).finally(() => ws.on('error', () => {}));
  return { ws, messages, closed, opened };
}

/** Polls `f` every 20 ms until it holds, or fails after `ms`. */
export async function waitFor(f: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
