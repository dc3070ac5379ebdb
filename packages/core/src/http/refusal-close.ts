/**
 * Refusing a request the client is still sending without resetting its connection.
 *
 * Closing a TCP socket that has unread bytes in its receive queue makes the kernel send RST, and a
 * client that is still writing (a 1 MB header line, a 10 MB body) then sees ECONNRESET instead of
 * the answer already on its way. So a refused connection lingers: the answer is written, the
 * server half-closes (FIN), whatever the client still sends is read and dropped, and the socket
 * is destroyed once the client closes its side or a bound of bytes or time is reached, whichever
 * comes first (a client that never stops sending is cut, as it would be without this).
 *
 * Two paths lead here. A request Node's parser refuses (`clientError`: a header past
 * `maxHeaderSize`, bytes that are not HTTP) gets a typed 400 written on the socket. A request the
 * application answers before reading all of its body (a 413 for a body over the limit, any early
 * refusal) gets `connection: close` and lingers once the answer is written, instead of Node's
 * default of reading the rest of the body, however long, to keep the connection alive.
 */
import {
  createServer,
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '../errors/app-error.ts';
import { renderHttp } from '../errors/render.ts';
import { requestIdFrom } from './request-id.ts';

export interface LingerBounds {
  /** Bytes read and dropped after the answer before the socket is destroyed anyway. */
  maxBytes: number;
  /** Time after the answer before the socket is destroyed anyway. */
  maxMs: number;
}

export const DEFAULT_LINGER: LingerBounds = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 };

const lingering = new WeakSet<Socket>();

/**
 * Half-closes `socket` after what is already written to it and drains it within `bounds`. The
 * HTTP parser is detached first: nothing the client sends from here on is parsed as a request.
 * Idempotent.
 */
function lingerClose(socket: Socket, bounds: LingerBounds): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  // Node's server schedules destroy() for when the FIN is flushed (socket.destroySoon() after a
  // `connection: close` answer): that destroy is the reset this module exists to avoid.
  socket.removeListener('finish', socket.destroy);
  socket.removeAllListeners('data');
  socket.on('error', () => {}); // a peer reset while draining is the end of it, nothing more
  let drained = 0;
  socket.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > bounds.maxBytes) socket.destroy();
  });
  // The client read the answer and closed its side: nothing is left unread, the close is clean.
  socket.on('end', () => socket.destroy());
  const timer = setTimeout(() => socket.destroy(), bounds.maxMs);
  timer.unref();
  socket.on('close', () => clearTimeout(timer));
  socket.end();
  socket.resume();
}

/** True when the request announced a body (RFC 9112 §6.3) that has not been read to its end yet. */
function bodyStillArriving(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Creates the response class of a server whose early answers close the connection: an answer
 * whose head is written while the request body is still arriving says `connection: close` and,
 * once written, lingers (lingerClose).
 */
function closingResponse(bounds: LingerBounds): typeof ServerResponse {
  return class ClosingResponse extends ServerResponse {
    override writeHead(
      statusCode: number,
      statusMessage?: string,
      headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this;
    override writeHead(statusCode: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      if (!this.headersSent && bodyStillArriving(this.req)) {
        this.setHeader('connection', 'close');
        const socket = this.req.socket;
        // Registered after Node's own 'finish' listener, so it runs once Node has given up the socket.
        this.once('finish', () => lingerClose(socket, bounds));
      }
      return super.writeHead(statusCode, ...(rest as [string, OutgoingHttpHeaders]));
    }
  } as typeof ServerResponse;
}

/** The typed 400 for a request Node's parser refused, written straight to the socket. */
function parserRefusal(err: NodeJS.ErrnoException): string {
  const message = err.code === 'HPE_HEADER_OVERFLOW' ? 'The request headers are too large.' : 'Malformed HTTP request.';
  const requestId = requestIdFrom(undefined);
  const r = renderHttp(new AppError('SVC-VALID-4000', message), { requestId });
  const body = JSON.stringify(r.body);
  return `HTTP/1.1 ${r.status} Bad Request\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`;
}

/**
 * `http.createServer` for every listener of the platform: early answers and parser refusals close
 * the connection without resetting it (see the top of this file).
 */
export function createHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  bounds: LingerBounds = DEFAULT_LINGER,
): Server {
  const server = createServer({ ServerResponse: closingResponse(bounds) }, handler);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (lingering.has(socket)) return;
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.write(parserRefusal(err));
    lingerClose(socket, bounds);
  });
  return server;
}
