/**
 * The legacy `graphql-ws` subprotocol of subscriptions-transport-ws, kept for older clients:
 *   client → connection_init {payload} · start {id, payload} · stop {id} · connection_terminate
 *   server → connection_ack {payload} · connection_error · ka · data {id, payload} · error {id} · complete {id}
 * Same authentication, permission, validation, routing and revalidation as graphql-transport-ws.
 */
import type { WebSocket } from 'ws';
import { AppError, isAppError } from '@svc/core';
import { authenticateConnection } from './connection-auth.ts';
import { prepareSubscription } from './subscription-preparer.ts';
import { StreamConnection, typedErrors, type WebSocketOptions } from './websocket-server.ts';

export function serveLegacyProtocol(socket: WebSocket, opts: WebSocketOptions) {
  const send = (m: Record<string, unknown>) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
  const conn = new StreamConnection(socket, opts, (err) => {
    for (const id of conn.active.keys()) send({ id, type: 'error', payload: typedErrors(err, conn.id)[0].toJSON() });
    socket.close(4403, err.code);
  });
  let acked = false;
  const initTimer = setTimeout(() => !acked && socket.close(4408, 'Connection initialisation timeout'), opts.initTimeoutMs);
  const ka = setInterval(() => acked && send({ type: 'ka' }), opts.pingIntervalMs);
  socket.once('close', () => {
    clearTimeout(initTimer);
    clearInterval(ka);
  });

  // Messages are handled one at a time, in order: subscriptions-transport-ws sends `start` right
  // after `connection_init` without waiting for the ack, so a start must wait for the init's
  // authentication. A stream itself runs detached so `stop` can still be processed.
  let queue: Promise<unknown> = Promise.resolve();
  socket.on('message', (raw) => {
    queue = queue.then(() => handle(raw)).catch(() => socket.close(1011, 'Internal error'));
  });

  async function handle(raw: unknown) {
    let msg: { type?: unknown; id?: unknown; payload?: unknown };
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
          conn.claims = await authenticateConnection(msg.payload, opts.validator, opts.revocation);
        } catch (e) {
          const err = isAppError(e) ? e : new AppError('SVC-AUTH-1006');
          send({ type: 'connection_error', payload: typedErrors(err, conn.id)[0].toJSON() });
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
        let prepared;
        try {
          prepared = await prepareSubscription({ schema: opts.schema, owners: opts.owners, revocation: opts.revocation, maxQueryBytes: opts.maxPayloadBytes }, conn.claims!, (msg.payload ?? {}) as Record<string, unknown>);
        } catch (e) {
          return send({ id, type: 'error', payload: typedErrors(e, conn.id)[0].toJSON() });
        }
        const it = conn.upstream(prepared.subgraph, conn.id).iterate({ query: prepared.query, variables: prepared.variables, operationName: prepared.operationName });
        conn.active.set(id, it);
        void (async () => {
          try {
            for await (const result of it) send({ id, type: 'data', payload: result });
            send({ id, type: 'complete' });
          } catch (e) {
            send({ id, type: 'error', payload: typedErrors(isAppError(e) ? e : new AppError('SVC-SERVER-9001', 'the subscription upstream failed'), conn.id)[0].toJSON() });
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
