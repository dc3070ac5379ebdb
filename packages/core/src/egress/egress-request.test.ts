/**
 * The guard against real loopback servers: an HTTP receiver, a TLS receiver with a self-signed
 * certificate, and a small UDP DNS server (RFC 1035 answers built here) to prove the connection
 * is pinned to the address that was checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { egressRequest, egressStream, EgressFailure, spkiSha256 } from './egress-request.ts';
import { EgressRejectedError, STRICT_EGRESS } from './destination.ts';
import type { HostResolver } from './resolve.ts';

const TESTS = { allowLoopbackForTests: true };
const base = { timeoutMs: 2000, maxResponseBytes: 1024 };

/** A DNS server on loopback answering A queries from a script (one answer list per query, last repeats). */
function startDns(answers: string[][]): Promise<{ port: number; queries: () => number; close: () => void }> {
  const sock: UdpSocket = createSocket('udp4');
  let n = 0;
  sock.on('message', (msg, rinfo) => {
    const ips = answers[Math.min(n, answers.length - 1)]!;
    n++;
    let q = 12;
    while (msg[q] !== 0) q += msg[q]! + 1;
    const question = msg.subarray(12, q + 5);
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8180, 2); // response, recursion available, no error
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(ips.length, 6);
    const rrs = ips.map((ip) => {
      const rr = Buffer.alloc(16);
      rr.writeUInt16BE(0xc00c, 0); // name: pointer to the question
      rr.writeUInt16BE(1, 2); // A
      rr.writeUInt16BE(1, 4); // IN
      rr.writeUInt32BE(0, 6); // TTL 0: every lookup asks again (the rebinding attacker's setting)
      rr.writeUInt16BE(4, 10);
      ip.split('.').forEach((o, i) => rr.writeUInt8(Number(o), 12 + i));
      return rr;
    });
    sock.send(Buffer.concat([header, question, ...rrs]), rinfo.port, rinfo.address);
  });
  return new Promise((resolve) => sock.bind(0, '127.0.0.1', () => resolve({ port: (sock.address() as AddressInfo).port, queries: () => n, close: () => sock.close() })));
}

function resolverAt(port: number): HostResolver {
  const r = new Resolver({ timeout: 1000, tries: 1 });
  r.setServers([`127.0.0.1:${port}`]);
  return async (name) => (await r.resolve4(name)).map((address) => ({ address, family: 4 as const }));
}

let receiver: http.Server;
let port = 0;
const hits: { path: string; local: string }[] = [];
/** The held-open `/drip` responses, written to by the tests. */
const drips: http.ServerResponse[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', local: req.socket.localAddress ?? '' });
    if (req.url === '/redirect') return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (req.url === '/big') return void res.end('x'.repeat(4096));
    if (req.url === '/hang') return; // never answers
    if (req.url === '/drip') return void (res.writeHead(200, { 'content-type': 'text/event-stream' }), res.write('first'), drips.push(res));
    res.end('ok');
  });
  await new Promise<void>((r) => receiver.listen(0, '0.0.0.0', r));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => {
  for (const d of drips) d.destroy();
  receiver.closeAllConnections();
  receiver.close();
});

describe('egressStream', () => {
  it('hands the body over as it arrives, before the response ends', async () => {
    const res = await egressStream({ ...base, url: `http://127.0.0.1:${port}/drip`, policy: TESTS });
    const body = res.body[Symbol.asyncIterator]();
    expect((await body.next()).value.toString()).toBe('first'); // the server has not ended the response
    drips.at(-1)!.end('second');
    expect((await body.next()).value.toString()).toBe('second');
    expect((await body.next()).done).toBe(true);
  });

  it('bounds the streamed body in bytes while it is read, and stops at once on abort', async () => {
    const big = await egressStream({ ...base, url: `http://127.0.0.1:${port}/drip`, policy: TESTS });
    const it1 = big.body[Symbol.asyncIterator]();
    await it1.next();
    drips.at(-1)!.write('y'.repeat(2000)); // past maxResponseBytes (1024), no content-length
    await expect(it1.next()).rejects.toMatchObject({ kind: 'too-large' });

    const controller = new AbortController();
    const held = await egressStream({ ...base, url: `http://127.0.0.1:${port}/drip`, policy: TESTS, signal: controller.signal });
    const it2 = held.body[Symbol.asyncIterator]();
    await it2.next();
    const pending = it2.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('refuses under the strict policy before connecting', async () => {
    await expect(egressStream({ ...base, url: `http://127.0.0.1:${port}/drip`, policy: STRICT_EGRESS })).rejects.toMatchObject({ reason: 'loopback' });
  });
});

describe('egressRequest', () => {
  it('refuses loopback under the strict policy without connecting', async () => {
    const before = hits.length;
    await expect(egressRequest({ ...base, url: `http://127.0.0.1:${port}/`, policy: STRICT_EGRESS })).rejects.toBeInstanceOf(EgressRejectedError);
    await expect(egressRequest({ ...base, url: `https://127.0.0.1:${port}/`, policy: STRICT_EGRESS })).rejects.toMatchObject({ reason: 'loopback' });
    expect(hits.length).toBe(before);
  });

  it('reaches a loopback receiver under the test setting', async () => {
    const res = await egressRequest({ ...base, url: `http://127.0.0.1:${port}/hello`, method: 'POST', body: '{}', policy: TESTS });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('ok');
    expect(res.address).toBe('127.0.0.1');
  });

  it('does not follow redirects', async () => {
    const before = hits.length;
    const res = await egressRequest({ ...base, url: `http://127.0.0.1:${port}/redirect`, policy: TESTS });
    expect(res.status).toBe(302);
    expect(hits.length).toBe(before + 1);
  });

  it('bounds the response size and the time', async () => {
    await expect(egressRequest({ ...base, url: `http://127.0.0.1:${port}/big`, policy: TESTS })).rejects.toMatchObject({ kind: 'too-large' });
    await expect(egressRequest({ ...base, timeoutMs: 300, url: `http://127.0.0.1:${port}/hang`, policy: TESTS })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('answers connect for a port nobody listens on', async () => {
    const s = http.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const dead = (s.address() as AddressInfo).port;
    await new Promise((r) => s.close(r));
    await expect(egressRequest({ ...base, url: `http://127.0.0.1:${dead}/`, policy: TESTS })).rejects.toMatchObject({ kind: 'connect' });
  });

  it('refuses a name when any of its addresses is not public (real DNS server)', async () => {
    const dns = await startDns([['8.8.8.8', '10.0.0.7']]);
    try {
      await expect(egressRequest({ ...base, url: 'https://mixed.test/', policy: STRICT_EGRESS, resolver: resolverAt(dns.port) })).rejects.toMatchObject({ reason: 'private' });
    } finally {
      dns.close();
    }
  });

  it('rebinding: the socket dials the checked answer, never a second lookup (real DNS server)', async () => {
    // First answer 127.0.0.1 (what is checked), every later answer 127.0.0.2: a re-resolution at
    // connect time would land on 127.0.0.2 and the receiver would see that local address.
    const dns = await startDns([['127.0.0.1'], ['127.0.0.2']]);
    try {
      const before = hits.length;
      const res = await egressRequest({ ...base, url: `http://rebind.test:${port}/pinned`, policy: TESTS, resolver: resolverAt(dns.port) });
      expect(res.status).toBe(200);
      expect(res.address).toBe('127.0.0.1');
      expect(dns.queries()).toBe(1);
      expect(hits.slice(before)).toEqual([{ path: '/pinned', local: '127.0.0.1' }]);
    } finally {
      dns.close();
    }
  });
});

describe('egressRequest over TLS', () => {
  let tlsServer: https.Server;
  let tlsPort = 0;
  let spki = '';
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'egress-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem')], { stdio: 'ignore' });
    const cert = readFileSync(join(dir, 'c.pem'));
    spki = spkiSha256(new X509Certificate(cert));
    tlsServer = https.createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, (_req, res) => res.end('tls-ok'));
    await new Promise<void>((r) => tlsServer.listen(0, '127.0.0.1', r));
    tlsPort = (tlsServer.address() as AddressInfo).port;
  });
  afterAll(() => tlsServer.close());

  it('fails TLS verification against an untrusted certificate', async () => {
    await expect(egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS })).rejects.toMatchObject({ kind: 'tls' });
  });
  it('trusts the chain by its pinned SPKI SHA-256, and refuses another pin', async () => {
    const res = await egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS, pinnedSpkiSha256: spki });
    expect(res.body.toString()).toBe('tls-ok');
    expect(res.peerSpkiSha256[0]).toBe(spki);
    const err = await egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS, pinnedSpkiSha256: 'ab'.repeat(32) }).catch((e) => e);
    expect(err).toBeInstanceOf(EgressFailure);
    expect(err.kind).toBe('pin-mismatch');
  });
});
