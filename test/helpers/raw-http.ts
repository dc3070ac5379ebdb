/**
 * HTTP/1.1 over a raw `node:net` socket, for tests whose point is the wire: what a client that
 * sends more than a server accepts actually receives, and whether its connection ends in a clean
 * close or a reset.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the answer read, null when none arrived. */
  status: number | null;
  headers: Record<string, string>;
  /** The answer's body as text (as much as arrived). */
  body: string;
  /** True when the whole body its content-length announces arrived. */
  complete: boolean;
  /** The socket error the client saw (ECONNRESET, EPIPE), null for a clean close. */
  error: string | null;
  /** Bytes of the request handed to the kernel before the connection ended. */
  written: number;
}

function parse(raw: Buffer, error: string | null, written: number): RawAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: null, headers: {}, body: '', complete: false, error, written };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  const body = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  const length = Number(headers['content-length']);
  return {
    status: Number(statusLine.split(' ')[1]) || null,
    headers,
    body: body.toString('utf8'),
    complete: Number.isFinite(length) && body.length >= length,
    error,
    written,
  };
}

/**
 * A naive client: writes all of `request` at once and reads nothing until the kernel has taken
 * every byte (or the write failed), then reads whatever the server sent until the connection ends.
 */
export function naiveExchange(
  port: number,
  request: Buffer,
  opts: { host?: string; closeWithinMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const s = connect(port, opts.host ?? '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    // A server that keeps the connection open is reported as such rather than waited for forever.
    const deadline = setTimeout(() => {
      error ??= 'still open';
      s.destroy();
    }, opts.closeWithinMs ?? 20_000);
    s.pause();
    s.on('data', (d: Buffer) => chunks.push(d));
    s.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    s.on('close', () => {
      clearTimeout(deadline);
      resolve(parse(Buffer.concat(chunks), error, s.bytesWritten));
    });
    s.write(request, () => s.resume());
  });
}

/**
 * A client that never stops sending: `head` first, then `chunk` every `everyMs` for as long as the
 * connection lasts, reading the answer as it comes, and going on after the server's FIN (a
 * half-open socket: only the server can end this). Resolves when the connection is gone.
 */
export function endlessWriter(
  port: number,
  head: Buffer,
  chunk: Buffer,
  everyMs: number,
  host = '127.0.0.1',
): Promise<RawAnswer & { answeredAfterMs: number | null; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answeredAfterMs: number | null = null;
    const s = connect({ port, host, allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const timer = setInterval(() => {
      if (s.writable) s.write(chunk, () => {});
    }, everyMs);
    s.on('data', (d: Buffer) => {
      answeredAfterMs ??= Date.now() - started;
      chunks.push(d);
    });
    s.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    s.on('close', () => {
      clearInterval(timer);
      resolve({
        ...parse(Buffer.concat(chunks), error, s.bytesWritten),
        answeredAfterMs,
        closedAfterMs: Date.now() - started,
      });
    });
    s.write(head);
  });
}

/** A request head with one header line `bytes` long (far past any server's header limit). */
export function oversizedHeaderRequest(method: string, path: string, bytes: number): Buffer {
  return Buffer.from(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nx-filler: ${'a'.repeat(bytes)}\r\n\r\n`);
}

/** A whole request whose body is `bytes` long, its length declared. */
export function oversizedBodyRequest(
  path: string,
  bytes: number,
  contentType: string,
  headers: Record<string, string> = {},
): Buffer {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${contentType}\r\ncontent-length: ${bytes}\r\n${extra}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 'a')]);
}
