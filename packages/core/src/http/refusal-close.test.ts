/**
 * createHttpServer's refusals on a real loopback listener, read by raw `node:net` clients: the
 * answer arrives whole and the close is clean for a naive client, both drain bounds cut a client
 * that never stops sending, and answers to requests read in full keep the connection alive.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { createHttpServer, type LingerBounds } from './refusal-close.ts';
import { readBody, sendJson } from './http-kit.ts';
import {
  endlessWriter,
  naiveExchange,
  oversizedBodyRequest,
  oversizedHeaderRequest,
} from '../../../../test/helpers/raw-http.ts';

const MB = 1024 * 1024;
let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = null;
});

/** A server whose POSTs read at most 1 KiB of body (413 beyond) and whose GETs answer at once. */
async function start(bounds?: LingerBounds): Promise<number> {
  server = createHttpServer((req, res) => {
    if (req.method !== 'POST') return sendJson(res, 200, { ok: true });
    readBody(req, 1024).then(
      (b) => sendJson(res, 200, { read: b.length }),
      () => sendJson(res, 413, { error: { code: 'SVC-VALID-4001' } }),
    );
  }, bounds);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

const HOUR = 3_600_000;

describe('createHttpServer', () => {
  it('a 1 MB header line: the typed 400 in full, connection: close, a clean close', async () => {
    const a = await naiveExchange(await start(), oversizedHeaderRequest('GET', '/', MB));
    expect({ status: a.status, complete: a.complete, error: a.error, connection: a.headers.connection }).toEqual({
      status: 400,
      complete: true,
      error: null,
      connection: 'close',
    });
    expect(JSON.parse(a.body).error).toMatchObject({
      code: 'SVC-VALID-4000',
      message: 'The request headers are too large.',
    });
  });

  it('a 10 MB body answered early: the 413 in full, connection: close, a clean close', async () => {
    const a = await naiveExchange(await start(), oversizedBodyRequest('/', 10 * MB, 'application/json'));
    expect({ status: a.status, complete: a.complete, error: a.error, connection: a.headers.connection }).toEqual({
      status: 413,
      complete: true,
      error: null,
      connection: 'close',
    });
  });

  it('cuts a client that never stops sending once it has sent maxBytes more', async () => {
    const port = await start({ maxBytes: MB, maxMs: HOUR });
    const head = Buffer.from(`POST / HTTP/1.1\r\nhost: x\r\ncontent-length: ${1024 * MB}\r\n\r\n`);
    // Only the byte bound can end this: the time bound is an hour and the client never stops.
    const a = await endlessWriter(port, head, Buffer.alloc(64 * 1024, 'a'), 2);
    expect({ status: a.status, complete: a.complete }).toEqual({ status: 413, complete: true });
    expect(a.written).toBeGreaterThan(MB);
  });

  it('cuts a client that never stops sending after maxMs', async () => {
    const port = await start({ maxBytes: 1024 * MB, maxMs: 300 });
    const head = Buffer.from(`POST / HTTP/1.1\r\nhost: x\r\ncontent-length: ${1024 * MB}\r\n\r\n`);
    // Only the time bound can end this: a byte a few milliseconds never reaches 1 GiB.
    const a = await endlessWriter(port, head, Buffer.from('a'), 5);
    expect({ status: a.status, complete: a.complete }).toEqual({ status: 413, complete: true });
  });

  it('a client that sends a header line forever gets its 400 and is cut by the same bounds', async () => {
    const port = await start({ maxBytes: 1024 * MB, maxMs: 300 });
    const a = await endlessWriter(
      port,
      Buffer.from(`GET / HTTP/1.1\r\nhost: x\r\nx-filler: ${'a'.repeat(64 * 1024)}`),
      Buffer.from('a'),
      5,
    );
    expect({ status: a.status, complete: a.complete }).toEqual({ status: 400, complete: true });
  });

  it('keeps the connection alive for requests read in full, and serves others while one drains', async () => {
    const port = await start({ maxBytes: 1024 * MB, maxMs: HOUR });
    const draining = endlessWriter(
      port,
      Buffer.from(`POST / HTTP/1.1\r\nhost: x\r\ncontent-length: ${1024 * MB}\r\n\r\n`),
      Buffer.from('a'),
      50,
    );
    const s = connect(port, '127.0.0.1');
    let text = '';
    s.on('data', (d: Buffer) => (text += d.toString()));
    s.write(
      'GET / HTTP/1.1\r\nhost: x\r\n\r\nPOST / HTTP/1.1\r\nhost: x\r\ncontent-length: 5\r\n\r\nhelloGET / HTTP/1.1\r\nhost: x\r\n\r\n',
    );
    await expect.poll(() => text.match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(3);
    expect(text).not.toMatch(/connection: close/i);
    expect(text).toContain('{"read":5}');
    expect(s.destroyed).toBe(false);
    s.destroy();
    server!.closeAllConnections();
    expect((await draining).status).toBe(413);
  });
});
