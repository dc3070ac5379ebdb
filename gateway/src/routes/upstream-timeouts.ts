/**
 * Three separate deadlines for one proxied upstream request, instead of one socket timeout that cut
 * a model call at 10 s whatever it was doing:
 *   - connect: the TCP connection must be up within `connectMs` (a dead host fails fast);
 *   - response: the upstream's status line must arrive within `responseMs` of the request (a model
 *     may think for minutes before its first byte);
 *   - idle: once answering, the upstream may be silent at most `idleMs` between two chunks; every
 *     chunk restarts the clock, so a stream that keeps sending is never cut, however long.
 * A deadline destroys the request with an UpstreamTimeoutError naming the phase; other errors
 * (refused, reset) pass through and mean the upstream is unreachable.
 */
import type { ClientRequest, IncomingMessage } from 'node:http';

export interface UpstreamTimeouts {
  connectMs: number;
  responseMs: number;
  idleMs: number;
}

export type TimeoutPhase = 'connect' | 'response' | 'idle';

export class UpstreamTimeoutError extends Error {
  constructor(
    readonly phase: TimeoutPhase,
    readonly ms: number,
  ) {
    super(
      phase === 'connect'
        ? `no connection within ${ms} ms`
        : phase === 'response'
          ? `no answer within ${ms} ms`
          : `no data for ${ms} ms`,
    );
    this.name = 'UpstreamTimeoutError';
  }
}

/** Installs the deadlines on `req`; call `responded(res)` from the response callback. */
export function watchUpstream(req: ClientRequest, t: UpstreamTimeouts): { responded(res: IncomingMessage): void } {
  const timers = new Set<NodeJS.Timeout>();
  const after = (ms: number, phase: TimeoutPhase) => {
    const timer = setTimeout(() => req.destroy(new UpstreamTimeoutError(phase, ms)), ms);
    timers.add(timer);
    return timer;
  };
  const clear = (timer: NodeJS.Timeout) => {
    clearTimeout(timer);
    timers.delete(timer);
  };
  const response = after(t.responseMs, 'response');
  req.on('socket', (socket) => {
    // A pooled keep-alive socket is already connected; only a new one gets the connect deadline.
    if (!socket.connecting) return;
    const connect = after(t.connectMs, 'connect');
    socket.once('connect', () => clear(connect));
  });
  req.on('close', () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  return {
    responded(res) {
      clear(response);
      const idle = after(t.idleMs, 'idle');
      res.on('data', () => idle.refresh());
      res.on('close', () => clear(idle));
    },
  };
}
