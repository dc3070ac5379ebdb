/**
 * The legacy `graphql-ws` subprotocol of subscriptions-transport-ws, kept for older clients:
 *   client → connection_init {payload} · start {id, payload} · stop {id} · connection_terminate
 *   server → connection_ack {payload} · connection_error · ka · data {id, payload} · error {id} · complete {id}
 * Same authentication, permission, validation, routing and revalidation as graphql-transport-ws.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { WebSocket } from 'ws';
import { AppError, isAppError } from '@svc/core';
import { StreamConnection, edgeResult, errorList, type WebSocketOptions } from './stream-connection.ts';

export function serveLegacyProtocol(
  socket: WebSocket,
  address: string,
  opts: WebSocketOptions,
  headers: IncomingHttpHeaders = {},
) {
  const send = (m: Record<string, unknown>) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
  // subscriptions-transport-ws clients read one error object per `error` / `connection_error`.
  const conn = new StreamConnection(
    socket,
    address,
    opts,
    (err) => {
      for (const id of conn.active.keys()) send({ id, type: 'error', payload: errorList(err, conn.id)[0] });
      socket.close(4403, err.code);
    },
    headers,
  );
  let acked = false;
  const initTimer = setTimeout(
    () => !acked && socket.close(4408, 'Connection initialisation timeout'),
    opts.initTimeoutMs,
  );
  const ka = setInterval(() => acked && send({ type: 'ka' }), opts.pingIntervalMs);
  socket.once('close', () => {
    clearTimeout(initTimer);
    clearInterval(ka);
  });

  // Messages are handled one at a time, in order: subscriptions-transport-ws sends `start` right
  // after `connection_init` without waiting for the ack, so a start must wait for the init's
  // authentication. A stream itself runs detached so `stop` can still be processed.
  let queue: Promise<unknown> = Promise.resolve();
  socket.on('message', (raw, isBinary) => {
    queue = queue
      .then(() => handle(raw, isBinary))
      .catch((e) => {
        opts.log.warn({ err: (e as Error)?.message, connection: conn.id }, 'legacy websocket message failed');
        socket.close(1011, 'Internal error');
      });
  });

  async function handle(raw: unknown, isBinary: boolean) {
    let msg: { type?: unknown; id?: unknown; payload?: unknown };
    // JSON.parse is iterative; the nesting of what it returns is bounded by the chain before
    // anything recurses over it (chain/steps/parse-and-validate.ts).
    if (isBinary) return socket.close(4400, 'Invalid message');
    try {
      msg = JSON.parse(String(raw));
    } catch {
      return socket.close(4400, 'Invalid message');
    }
    if (!msg || typeof msg !== 'object') return socket.close(4400, 'Invalid message');
    switch (msg.type) {
      case 'connection_init': {
        if (acked) return socket.close(4429, 'Too many initialisation requests');
        try {
          conn.claims = await opts.gate.authenticate(msg.payload, address);
        } catch (e) {
          const err = isAppError(e) ? e : new AppError('SVC-AUTH-1006');
          send({ type: 'connection_error', payload: errorList(err, conn.id)[0] });
          return socket.close(err.code === 'SVC-AUTH-1000' ? 4401 : 4403, err.code);
        }
        acked = true;
        send({ type: 'connection_ack', payload: { connection_id: conn.id } });
        send({ type: 'ka' });
        return;
      }
      case 'start': {
        if (!acked) return socket.close(4401, 'Unauthorized');
        if (typeof msg.id !== 'string' || !msg.id) return socket.close(4400, 'Invalid message');
        const id = msg.id;
        if (conn.active.has(id)) return socket.close(4409, `Subscriber for ${id} already exists`);
        const outcome = await opts.gate.subscribe(conn.claims!, msg.payload ?? {}, address, conn.headers);
        if (!outcome.ok) {
          send({ id, type: 'error', payload: outcome.errors[0] });
          if (outcome.fatal) socket.close(4403, outcome.fatal.code);
          return;
        }
        const { prepared } = outcome;
        let it: AsyncIterableIterator<Record<string, unknown>>;
        try {
          it = conn.start(id, prepared);
        } catch (e) {
          return send({ id, type: 'error', payload: errorList(e, prepared.requestId)[0] });
        }
        void (async () => {
          try {
            for await (const result of it) send({ id, type: 'data', payload: edgeResult(result, prepared.requestId) });
            send({ id, type: 'complete' });
          } catch (e) {
            send({ id, type: 'error', payload: errorList(e, prepared.requestId)[0] });
          } finally {
            conn.active.delete(id);
          }
        })();
        return;
      }
      case 'stop': {
        const it = typeof msg.id === 'string' ? conn.active.get(msg.id) : undefined;
        if (it) {
          conn.active.delete(msg.id as string);
          await it.return?.();
        }
        return;
      }
      case 'connection_terminate':
        return socket.close(1000, 'Normal Closure');
      default:
        return socket.close(4400, 'Invalid message type');
    }
  }
}
