/**
 * The one way the platform opens a connection on a tenant's behalf (webhooks, private endpoints,
 * preflights). Steps, in order:
 *   1. the destination URL is checked (destination.ts),
 *   2. its name is resolved now and every address checked (resolve.ts),
 *   3. the socket's `lookup` is pinned to the first checked address, and the connected peer
 *      address is checked again, so DNS rebinding between check and connect cannot redirect it,
 *   4. no redirect is followed (a 3xx is returned as it is),
 *   5. the whole exchange is bounded in time, and the response body in bytes.
 * A fresh connection per request by default. With `agent` (egress-agent.ts) connections are
 * reused per destination, and steps 2–3 run in the agent's connect step whenever it opens one.
 * `egressStream` answers at the response headers and hands the body over as it arrives (an
 * inference stream from a private endpoint); `egressRequest` reads it whole. Both run the same
 * steps: the time and size bounds hold while the body is read.
 */
import { createHash, X509Certificate } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { checkDestinationUrl, EgressRejectedError, type EgressPolicy } from './destination.ts';
import type { EgressAgent } from './egress-agent.ts';
import { resolveChecked, type HostResolver } from './resolve.ts';

export interface EgressRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole exchange: resolution, connect, TLS, request and the response body. */
  timeoutMs: number;
  /** Larger responses are cut off and fail with `too-large`. */
  maxResponseBytes: number;
  policy: EgressPolicy;
  resolver?: HostResolver;
  /**
   * Hex SHA-256 of a SubjectPublicKeyInfo the peer's chain must contain. When set, the chain is
   * trusted by this pin instead of the system CAs (a private CA); a chain without it is `pin-mismatch`.
   */
  pinnedSpkiSha256?: string;
  signal?: AbortSignal;
  /** Reuse connections through this guarded keep-alive agent (not with `pinnedSpkiSha256`). */
  agent?: EgressAgent;
}

export interface EgressResponse extends Omit<EgressStreamResponse, 'body' | 'cancel'> {
  body: Buffer;
}

export interface EgressStreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /**
   * The body as it arrives (read once). Fails with EgressFailure: `too-large` past
   * `maxResponseBytes`, `timeout` past `timeoutMs` (counted from the start), `aborted`, `protocol`.
   */
  body: AsyncIterable<Buffer>;
  /** Drops the rest of the body and the connection. */
  cancel(): void;
  /** The address dialled (the checked, pinned one; with an agent, the pooled connection's peer). */
  address: string;
  /** Milliseconds from dial to a connected (and, for https, TLS-established) socket. */
  handshakeMs: number;
  /** SPKI SHA-256 (hex) of each certificate the peer presented, leaf first (https only). */
  peerSpkiSha256: string[];
}

export type EgressFailureKind = 'timeout' | 'connect' | 'tls' | 'pin-mismatch' | 'too-large' | 'protocol' | 'aborted';

/** The connection was allowed but did not complete; `kind` says how. */
export class EgressFailure extends Error {
  constructor(
    readonly kind: EgressFailureKind,
    detail: string,
  ) {
    super(`egress failed (${kind}): ${detail}`);
    this.name = 'EgressFailure';
  }
}

/** Hex SHA-256 of a certificate's DER SubjectPublicKeyInfo (what an HPKP-style pin names). */
export function spkiSha256(cert: X509Certificate): string {
  return createHash('sha256')
    .update(cert.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

function chainSpki(socket: TLSSocket): string[] {
  const out: string[] = [];
  const seen = new Set<PeerCertificate>();
  let cert: PeerCertificate | undefined = socket.getPeerCertificate(true);
  while (cert && Object.keys(cert).length > 0 && !seen.has(cert)) {
    seen.add(cert);
    // PeerCertificate.pubkey is the bare key for EC keys, not the SPKI: re-read the DER.
    if (cert.raw) out.push(spkiSha256(new X509Certificate(cert.raw)));
    cert = (cert as PeerCertificate & { issuerCertificate?: PeerCertificate }).issuerCertificate;
  }
  return out;
}

/** Performs one request through the guard and reads the whole body. Throws EgressRejectedError (policy) or EgressFailure (network). */
export async function egressRequest(req: EgressRequest): Promise<EgressResponse> {
  const { body, cancel: _cancel, ...res } = await egressStream(req);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c);
  return { ...res, body: Buffer.concat(chunks) };
}

/** Performs one request through the guard and answers at the response headers (see EgressStreamResponse). */
export async function egressStream(req: EgressRequest): Promise<EgressStreamResponse> {
  const started = performance.now();
  if (req.agent && req.pinnedSpkiSha256 !== undefined)
    throw new Error('a pinned SPKI needs a connection of its own (no agent)');
  const dest = checkDestinationUrl(req.url, req.policy);
  const isHttps = dest.url.protocol === 'https:';
  // Without an agent: resolve and check now, pin this one connection's lookup to the result.
  let connection: Pick<https.RequestOptions, 'agent' | 'lookup'>;
  let allowed: Set<string> | null = null;
  let pinnedAddress = '';
  if (req.agent) {
    connection = { agent: isHttps ? req.agent.https : req.agent.http };
  } else {
    const addresses = await resolveChecked(dest, req.policy, req.resolver);
    const pinned = addresses[0]!;
    pinnedAddress = pinned.address;
    allowed = new Set(addresses.map((a) => a.address));
    const lookup: LookupFunction = (_host, opts, cb) => {
      if (opts?.all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
      else cb(null, pinned.address, pinned.family);
    };
    connection = { agent: false, lookup };
  }
  const pin = req.pinnedSpkiSha256?.toLowerCase();
  const remaining = req.timeoutMs - (performance.now() - started);
  if (remaining <= 0) throw new EgressFailure('timeout', 'no time left after resolution');

  return new Promise<EgressStreamResponse>((resolve, reject) => {
    let handshakeMs = 0;
    let peerSpki: string[] = [];
    let res: IncomingMessage | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    };
    // Before the headers the promise fails; after them the body reader does (the response is
    // destroyed with the failure, which its async iterator then throws).
    const fail = (e: EgressFailure | EgressRejectedError) => {
      if (ended) return;
      end();
      if (res) res.destroy(e);
      r.destroy();
      reject(e);
    };
    const options: https.RequestOptions = {
      host: dest.hostname,
      port: dest.port,
      path: `${dest.url.pathname}${dest.url.search}`,
      method: req.method ?? 'GET',
      headers: {
        ...req.headers,
        ...(req.body !== undefined ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}),
      },
      ...connection,
      ...(isHttps
        ? { servername: dest.literal ? undefined : dest.hostname, rejectUnauthorized: pin === undefined }
        : {}),
    };
    const r = (isHttps ? https : http).request(options, (incoming) => {
      res = incoming;
      const declared = Number(incoming.headers['content-length']);
      if (Number.isFinite(declared) && declared > req.maxResponseBytes)
        return fail(new EgressFailure('too-large', `declared ${declared} bytes`));
      incoming.on('end', end);
      resolve({
        status: incoming.statusCode ?? 0,
        headers: incoming.headers,
        body: bounded(incoming, req.maxResponseBytes, fail),
        address: allowed ? pinnedAddress : (incoming.socket?.remoteAddress ?? ''),
        handshakeMs,
        peerSpkiSha256: peerSpki,
        cancel: () => fail(new EgressFailure('aborted', 'the reader cancelled the body')),
      });
    });
    const timer = setTimeout(
      () => fail(new EgressFailure('timeout', `no complete answer within ${req.timeoutMs} ms`)),
      remaining,
    );
    const onAbort = () => fail(new EgressFailure('aborted', 'the caller gave up'));
    req.signal?.addEventListener('abort', onAbort, { once: true });
    r.on('socket', (socket: Socket) => {
      // A pooled connection (agent) is established already and was checked when it was opened.
      if (!socket.connecting) return;
      const dialled = performance.now();
      socket.once('connect', () => {
        // Second check, on the peer actually connected (defence in depth behind the pinned lookup;
        // an agent's connections check their own).
        if (allowed && (!socket.remoteAddress || !allowed.has(socket.remoteAddress)))
          return fail(new EgressFailure('connect', 'connected to an unchecked address'));
        if (!isHttps) handshakeMs = Math.round(performance.now() - dialled);
      });
      if (isHttps) {
        socket.once('secureConnect', () => {
          handshakeMs = Math.round(performance.now() - dialled);
          peerSpki = chainSpki(socket as TLSSocket);
          if (pin !== undefined && !peerSpki.includes(pin))
            fail(new EgressFailure('pin-mismatch', 'no certificate in the chain has the pinned public key'));
        });
      }
    });
    r.on('error', (e: NodeJS.ErrnoException) => {
      // The agent's connect step refused the destination, or its peer check failed: as they are.
      if (e instanceof EgressRejectedError || e instanceof EgressFailure) return fail(e);
      const tls = /CERT|SSL|TLS|self.signed|certificate/i.test(`${e.code ?? ''} ${e.message}`);
      fail(new EgressFailure(tls ? 'tls' : 'connect', e.code ?? e.message));
    });
    if (req.body !== undefined) r.end(req.body);
    else r.end();
  });
}

/** The response body, counted: past `max` bytes the exchange fails with `too-large`; any other read error is `protocol`. */
async function* bounded(res: IncomingMessage, max: number, fail: (e: EgressFailure) => void): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const c of res as AsyncIterable<Buffer>) {
      size += c.length;
      if (size > max) {
        const e = new EgressFailure('too-large', `more than ${max} bytes`);
        fail(e);
        throw e;
      }
      yield c;
    }
  } catch (e) {
    const failure = e instanceof EgressFailure ? e : new EgressFailure('protocol', (e as Error).message);
    fail(failure);
    throw failure;
  } finally {
    // A reader that stopped early (break, return()) leaves nothing open behind it.
    if (!res.complete) fail(new EgressFailure('aborted', 'the reader stopped'));
  }
}
