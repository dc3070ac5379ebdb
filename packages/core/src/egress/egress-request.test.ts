/**
 * The guard against real loopback servers: an HTTP receiver, a TLS receiver with a self-signed
 * certificate, and a small UDP DNS server (RFC 1035 answers built here) to prove the connection
 * is pinned to the address that was checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
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
import { EgressAgent } from './egress-agent.ts';
import { EgressRejectedError, STRICT_EGRESS } from './destination.ts';
import type { HostResolver } from './resolve.ts';

/** Waits until the agent has seen the server close its kept-alive sockets, so the next request opens a new one. */
const noPooledSockets = (agent: EgressAgent) =>
  expect
    .poll(() => Object.values(agent.http.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0), { interval: 5 })
    .toBe(0);

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
  return new Promise((resolve) =>
    sock.bind(0, '127.0.0.1', () =>
      resolve({ port: (sock.address() as AddressInfo).port, queries: () => n, close: () => sock.close() }),
    ),
  );
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
    if (req.url === '/drip')
      return void (res.writeHead(200, { 'content-type': 'text/event-stream' }), res.write('first'), drips.push(res));
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
    const held = await egressStream({
      ...base,
      url: `http://127.0.0.1:${port}/drip`,
      policy: TESTS,
      signal: controller.signal,
    });
    const it2 = held.body[Symbol.asyncIterator]();
    await it2.next();
    const pending = it2.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('refuses under the strict policy before connecting', async () => {
    await expect(
      egressStream({ ...base, url: `http://127.0.0.1:${port}/drip`, policy: STRICT_EGRESS }),
    ).rejects.toMatchObject({ reason: 'loopback' });
  });
});

describe('egressRequest', () => {
  it('refuses loopback under the strict policy without connecting', async () => {
    const before = hits.length;
    await expect(
      egressRequest({ ...base, url: `http://127.0.0.1:${port}/`, policy: STRICT_EGRESS }),
    ).rejects.toBeInstanceOf(EgressRejectedError);
    await expect(
      egressRequest({ ...base, url: `https://127.0.0.1:${port}/`, policy: STRICT_EGRESS }),
    ).rejects.toMatchObject({ reason: 'loopback' });
    expect(hits.length).toBe(before);
  });

  it('reaches a loopback receiver under the test setting', async () => {
    const res = await egressRequest({
      ...base,
      url: `http://127.0.0.1:${port}/hello`,
      method: 'POST',
      body: '{}',
      policy: TESTS,
    });
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
    await expect(egressRequest({ ...base, url: `http://127.0.0.1:${port}/big`, policy: TESTS })).rejects.toMatchObject({
      kind: 'too-large',
    });
    await expect(
      egressRequest({ ...base, timeoutMs: 300, url: `http://127.0.0.1:${port}/hang`, policy: TESTS }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('answers connect for a port nobody listens on', async () => {
    const s = http.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const dead = (s.address() as AddressInfo).port;
    await new Promise((r) => s.close(r));
    await expect(egressRequest({ ...base, url: `http://127.0.0.1:${dead}/`, policy: TESTS })).rejects.toMatchObject({
      kind: 'connect',
    });
  });

  it('refuses a name when any of its addresses is not public (real DNS server)', async () => {
    const dns = await startDns([['8.8.8.8', '10.0.0.7']]);
    try {
      await expect(
        egressRequest({ ...base, url: 'https://mixed.test/', policy: STRICT_EGRESS, resolver: resolverAt(dns.port) }),
      ).rejects.toMatchObject({ reason: 'private' });
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
      const res = await egressRequest({
        ...base,
        url: `http://rebind.test:${port}/pinned`,
        policy: TESTS,
        resolver: resolverAt(dns.port),
      });
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
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'k.pem'),
        '-out',
        join(dir, 'c.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'c.pem'));
    spki = spkiSha256(new X509Certificate(cert));
    tlsServer = https.createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, (_req, res) => res.end('tls-ok'));
    await new Promise<void>((r) => tlsServer.listen(0, '127.0.0.1', r));
    tlsPort = (tlsServer.address() as AddressInfo).port;
  });
  afterAll(() => tlsServer.close());

  it('fails TLS verification against an untrusted certificate', async () => {
    await expect(egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS })).rejects.toMatchObject(
      { kind: 'tls' },
    );
  });
  it('through the keep-alive agent too (system CAs), and an agent never takes a pinned SPKI', async () => {
    const agent = new EgressAgent({ policy: TESTS, maxSocketsPerOrigin: 2 });
    try {
      await expect(
        egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS, agent }),
      ).rejects.toMatchObject({ kind: 'tls' });
      await expect(
        egressRequest({ ...base, url: `https://127.0.0.1:${tlsPort}/`, policy: TESTS, agent, pinnedSpkiSha256: spki }),
      ).rejects.toThrow(/pinned SPKI/);
    } finally {
      agent.destroy();
    }
  });
  it('trusts the chain by its pinned SPKI SHA-256, and refuses another pin', async () => {
    const res = await egressRequest({
      ...base,
      url: `https://127.0.0.1:${tlsPort}/`,
      policy: TESTS,
      pinnedSpkiSha256: spki,
    });
    expect(res.body.toString()).toBe('tls-ok');
    expect(res.peerSpkiSha256[0]).toBe(spki);
    const err = await egressRequest({
      ...base,
      url: `https://127.0.0.1:${tlsPort}/`,
      policy: TESTS,
      pinnedSpkiSha256: 'ab'.repeat(32),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(EgressFailure);
    expect(err.kind).toBe('pin-mismatch');
  });
});

describe('egressRequest through a guarded keep-alive agent (EgressAgent)', () => {
  let server: http.Server;
  let serverPort = 0;
  const seen: { path: string; local: string; remotePort: number }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ path: req.url ?? '', local: req.socket.localAddress ?? '', remotePort: req.socket.remotePort ?? 0 });
      res.end('ok');
    });
    server.keepAliveTimeout = 5000;
    await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
    serverPort = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('reuses one connection per destination: one lookup, one socket for several requests', async () => {
    const dns = await startDns([['127.0.0.1']]);
    const agent = new EgressAgent({ policy: TESTS, resolver: resolverAt(dns.port), maxSocketsPerOrigin: 4 });
    try {
      const before = seen.length;
      for (let i = 0; i < 3; i++) {
        const res = await egressRequest({
          ...base,
          url: `http://reuse.test:${serverPort}/r${i}`,
          method: 'POST',
          body: '{}',
          policy: TESTS,
          agent,
        });
        expect(res.status).toBe(200);
        expect(res.address).toBe('127.0.0.1');
      }
      const mine = seen.slice(before);
      expect(mine.map((s) => s.path)).toEqual(['/r0', '/r1', '/r2']);
      expect(new Set(mine.map((s) => s.remotePort)).size).toBe(1);
      expect(dns.queries()).toBe(1);
    } finally {
      agent.destroy();
      dns.close();
    }
  });

  it('rebinding: every new connection is resolved and checked again, and pinned to what was checked', async () => {
    // 1st lookup 127.0.0.1 (allowed under the test setting), 2nd 127.0.0.2 (pinned: the socket must
    // land there, with no further lookup), 3rd a private address: refused before any connection.
    const dns = await startDns([['127.0.0.1'], ['127.0.0.2'], ['10.0.0.7']]);
    const agent = new EgressAgent({ policy: TESTS, resolver: resolverAt(dns.port), maxSocketsPerOrigin: 4 });
    try {
      const before = seen.length;
      expect(
        (await egressRequest({ ...base, url: `http://rebind-agent.test:${serverPort}/a`, policy: TESTS, agent }))
          .address,
      ).toBe('127.0.0.1');
      server.closeAllConnections(); // the pooled connection is gone: the next request opens one
      await noPooledSockets(agent);
      expect(
        (await egressRequest({ ...base, url: `http://rebind-agent.test:${serverPort}/b`, policy: TESTS, agent }))
          .address,
      ).toBe('127.0.0.2');
      server.closeAllConnections();
      await noPooledSockets(agent);
      await expect(
        egressRequest({ ...base, url: `http://rebind-agent.test:${serverPort}/c`, policy: TESTS, agent }),
      ).rejects.toMatchObject({ reason: 'private' });
      expect(dns.queries()).toBe(3);
      expect(seen.slice(before).map((s) => [s.path, s.local])).toEqual([
        ['/a', '127.0.0.1'],
        ['/b', '127.0.0.2'],
      ]);
    } finally {
      agent.destroy();
      dns.close();
    }
  });

  it('the URL is still checked per request: strict policy refuses loopback without connecting', async () => {
    const agent = new EgressAgent({ policy: STRICT_EGRESS, maxSocketsPerOrigin: 4 });
    try {
      const before = seen.length;
      await expect(
        egressRequest({ ...base, url: `https://127.0.0.1:${serverPort}/`, policy: STRICT_EGRESS, agent }),
      ).rejects.toMatchObject({ reason: 'loopback' });
      await expect(
        egressRequest({ ...base, url: `https://localhost:${serverPort}/`, policy: STRICT_EGRESS, agent }),
      ).rejects.toBeInstanceOf(EgressRejectedError);
      expect(seen.length).toBe(before);
    } finally {
      agent.destroy();
    }
  });

  // Fuzz: whatever a name resolves to, a new connection either reaches exactly the first answer
  // (every answer allowed) or is refused before any connection is made.
  it('fuzz: random DNS answers: connected to the first checked answer, or refused without a connection', async () => {
    const v4 = (a: number, b: number) => fc.tuple(fc.nat(255), fc.nat(255)).map(([c, d]) => `${a}.${b}.${c}.${d}`);
    const address = fc.oneof(
      fc.tuple(fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([c, d]) => `127.0.${c}.${d}`), // loopback: allowed here
      v4(10, 0),
      v4(192, 168),
      v4(100, 64),
      v4(169, 254),
      fc.constant('169.254.169.254'),
      fc.constant('0.0.0.0'),
      fc.constantFrom('fe80::1', 'fd00:ec2::254', 'fc00::7', '::', '2001:db8::1', '224.0.0.1', '255.255.255.255'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(address, { minLength: 1, maxLength: 4 }), async (answers) => {
        const agent = new EgressAgent({
          policy: TESTS,
          resolver: async () =>
            answers.map((a) => ({ address: a, family: a.includes(':') ? (6 as const) : (4 as const) })),
          maxSocketsPerOrigin: 1,
        });
        const connections = seen.length;
        try {
          const allLoopback = answers.every((a) => /^127\./.test(a));
          const res = await egressRequest({
            ...base,
            url: `http://fuzz.test:${serverPort}/f`,
            policy: TESTS,
            agent,
          }).catch((e) => e);
          if (allLoopback) {
            expect(res.status).toBe(200);
            expect(res.address).toBe(answers[0]);
            expect(seen.at(-1)!.local).toBe(answers[0]);
          } else {
            expect(res).toBeInstanceOf(EgressRejectedError);
            expect(seen.length).toBe(connections);
          }
        } finally {
          agent.destroy();
        }
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it('a timed-out request does not leave its connection in the pool', async () => {
    const slow = http.createServer((req, res) => void (req.url === '/hang' ? undefined : res.end('ok')));
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const p = (slow.address() as AddressInfo).port;
    const ports: number[] = [];
    slow.on('connection', (s) => ports.push(s.remotePort ?? 0));
    const agent = new EgressAgent({ policy: TESTS, maxSocketsPerOrigin: 1 });
    try {
      await expect(
        egressRequest({ ...base, timeoutMs: 300, url: `http://127.0.0.1:${p}/hang`, policy: TESTS, agent }),
      ).rejects.toMatchObject({ kind: 'timeout' });
      expect((await egressRequest({ ...base, url: `http://127.0.0.1:${p}/ok`, policy: TESTS, agent })).status).toBe(
        200,
      );
      expect(ports).toHaveLength(2); // the second request needed a new connection
    } finally {
      agent.destroy();
      slow.closeAllConnections();
      slow.close();
    }
  });
});
