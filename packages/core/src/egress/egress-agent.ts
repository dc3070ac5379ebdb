/**
 * Reused connections for tenant egress (webhook delivery at volume, ADR 004): keep-alive
 * http/https agents whose connect step is the egress guard. Each time an agent opens a
 * connection, the name is resolved and every address checked (resolve.ts), the socket dials the
 * checked address (its `lookup` answers with it: a second, different DNS answer never reaches
 * the socket), and the connected peer is checked again. A pooled connection is therefore always
 * one that passed the guard when it was opened, to an address that was public then; a new
 * connection to the same name is checked afresh, so rebinding the name later reaches nothing
 * the guard refuses. The URL itself is still checked on every request (egressRequest).
 *
 * Node's own agents (not undici): the guard is the documented `lookup` hook of `net.connect`,
 * the same one egressRequest pins with, and egressRequest's body and time limits apply unchanged.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { EgressPolicy } from './destination.ts';
import { EgressFailure } from './egress-request.ts';
import { resolveChecked, type HostResolver } from './resolve.ts';

export interface EgressAgentOptions {
  policy: EgressPolicy;
  resolver?: HostResolver;
  /** Connections per destination (host and port) at once. */
  maxSocketsPerOrigin: number;
  /** An idle pooled connection is closed after this long (below the common 5 s server keep-alive). */
  idleTimeoutMs?: number;
}

type Connect = (
  options: http.ClientRequestArgs,
  cb?: (err: Error | null, stream: Duplex) => void,
) => Duplex | null | undefined;

/** Runs `connect` with the guard's pinned lookup and checks the peer it reaches. */
function guardedConnection(
  o: EgressAgentOptions,
  plainHttp: boolean,
  options: http.ClientRequestArgs,
  connect: Connect,
  cb?: (err: Error | null, stream: Duplex) => void,
) {
  const host = String(options.host ?? options.hostname ?? '').replace(/^\[|\]$/g, '');
  // A literal address was checked with the URL (destination.ts) and is dialled without a lookup.
  let pinned: string | null = isIP(host) !== 0 ? host : null;
  const lookup: LookupFunction = (hostname, opts, done) => {
    resolveChecked({ hostname, literal: null, loopbackOnly: plainHttp }, o.policy, o.resolver).then(
      (addresses) => {
        const first = addresses[0]!;
        pinned = first.address;
        if (opts?.all) (done as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [first]);
        else done(null, first.address, first.family);
      },
      (e: Error) => done(e as NodeJS.ErrnoException, '', 0),
    );
  };
  const socket = connect({ ...options, lookup }, cb) as Socket;
  socket.once('connect', () => {
    if (pinned === null || socket.remoteAddress !== pinned)
      socket.destroy(new EgressFailure('connect', 'connected to an unchecked address'));
  });
  return socket;
}

class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly guard: EgressAgentOptions,
    opts: http.AgentOptions,
  ) {
    super(opts);
  }
  override createConnection(options: http.ClientRequestArgs, cb?: (err: Error | null, stream: Duplex) => void) {
    return guardedConnection(this.guard, true, options, (opts, done) => super.createConnection(opts, done), cb);
  }
}

class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly guard: EgressAgentOptions,
    opts: https.AgentOptions,
  ) {
    super(opts);
  }
  override createConnection(options: https.RequestOptions, cb?: (err: Error | null, stream: Duplex) => void) {
    return guardedConnection(this.guard, false, options, (opts, done) => super.createConnection(opts, done), cb);
  }
}

/** The pair of agents egressRequest uses when given `agent` (plain http exists only for tests). */
export class EgressAgent {
  readonly http: http.Agent;
  readonly https: https.Agent;
  constructor(o: EgressAgentOptions) {
    const common = {
      keepAlive: true,
      maxSockets: o.maxSocketsPerOrigin,
      timeout: o.idleTimeoutMs ?? 4000,
      scheduling: 'lifo' as const,
    };
    this.http = new GuardedHttpAgent(o, common);
    this.https = new GuardedHttpsAgent(o, common);
  }

  /** Closes every pooled connection. */
  destroy(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
