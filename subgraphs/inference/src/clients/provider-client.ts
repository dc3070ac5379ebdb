/**
 * HTTP transport to the OpenAI-compatible upstreams: node:http / node:https with keep-alive
 * agents. Measured here (bench/inference-ttft.ts, CPU profile of 1,000 concurrent streams) the
 * global fetch spent about three times the CPU of the whole inference code on each stream (undici
 * plus web streams), so the hot path uses the node:http client instead; the body is read as a
 * Node stream (async-iterable Buffers). Aborting `signal` destroys the request and fails a pending
 * read. The provider's key is passed in per call by the service, never stored here.
 */
import http from 'node:http';
import https from 'node:https';

export interface UpstreamResponse {
  status: number;
  contentType: string;
  /** The body as it arrives (read once). Fails if the request is aborted or the connection drops. */
  body: AsyncIterable<Buffer>;
  /** The whole body as text (at most `maxBytes`). */
  text(maxBytes?: number): Promise<string>;
  /** Discards the rest of the body and releases the connection. */
  cancel(): void;
}

export interface UpstreamTransport {
  post(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<UpstreamResponse>;
}

/** Largest whole (non-streamed) upstream body read, bytes: embeddings of large batches are big. */
const MAX_TEXT_BYTES = 256 * 1024 * 1024;

export class UpstreamBodyTooLarge extends Error {}

/** A new connection to a provider that is not up within the deadline fails as a network error (the router tries the next). */
export class ConnectTimeoutError extends Error {}

/**
 * `connectTimeoutMs` bounds only the TCP (and TLS) connection of a new socket; how long a model
 * may take to answer is each provider's `timeoutMs` (router.ts), a separate and much longer clock.
 */
export function createHttpTransport(opts: { connectTimeoutMs?: number } = {}): UpstreamTransport & { close(): void } {
  const connectTimeoutMs = opts.connectTimeoutMs ?? 10_000;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: Infinity, scheduling: 'lifo' }),
  };
  return {
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
    post(url, headers, body, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const u = new URL(url);
        const mod = u.protocol === 'https:' ? https : http;
        const req = mod.request(u, {
          method: 'POST',
          agent: agents[u.protocol as 'http:' | 'https:'],
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        });
        req.on('socket', (socket) => {
          // A pooled keep-alive socket is already connected: only a new one has a connect deadline.
          if (!socket.connecting) return;
          const timer = setTimeout(
            () => req.destroy(new ConnectTimeoutError(`no connection to ${u.host} within ${connectTimeoutMs} ms`)),
            connectTimeoutMs,
          );
          socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(timer));
          socket.once('close', () => clearTimeout(timer));
        });
        // Once the response has ended its socket may be back in the keep-alive pool: an abort
        // must not touch it then. Destroying without an error object keeps every 'error' event
        // on this request (a pending body read fails with a premature-close error instead).
        let finished = false;
        const onAbort = () => {
          if (!finished) req.destroy();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const done = () => {
          finished = true;
          signal.removeEventListener('abort', onAbort);
        };
        req.on('error', (e) => {
          done();
          reject(signal.aborted ? signal.reason : e);
        });
        req.on('response', (res) => {
          // The body is read under the same signal; release the listener when it ends.
          res.on('end', done);
          res.on('close', done);
          res.on('error', () => {}); // surfaced to the reader through the async iterator
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: res,
            async text(maxBytes = MAX_TEXT_BYTES) {
              const parts: Buffer[] = [];
              let size = 0;
              for await (const c of res as AsyncIterable<Buffer>) {
                size += c.length;
                if (size > maxBytes) {
                  res.destroy();
                  throw new UpstreamBodyTooLarge(`upstream body exceeds ${maxBytes} bytes`);
                }
                parts.push(c);
              }
              return Buffer.concat(parts).toString('utf8');
            },
            cancel() {
              if (!finished && !res.complete) {
                done();
                res.destroy();
              }
            },
          });
        });
        req.end(body);
      });
    },
  };
}
