/**
 * Fuzz of the audit-export surfaces (issue 13): the gateway's presigned download route, over a
 * real HTTP server, answers arbitrary paths and query strings with a typed 403/404 (never a 5xx,
 * never a crash), and a valid URL keeps working afterwards; the offline export verifier returns a
 * verdict for any bytes and any mutation of a real archive without throwing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { renderHttp, sendJson } from '@svc/core';
import { fc } from './fuzz-kit.ts';
import { createAuditExportDownload } from '../../identity/src/audit/export/export-download-endpoint.ts';
import { LocalFileObjectStore, presign, tenantObjectPrefix } from '../../identity/src/audit/index.ts';
import { verifyExport } from '../../identity/src/audit/export/export-verification.ts';

const urlKey = randomBytes(32);
const store = new LocalFileObjectStore(mkdtempSync(join(tmpdir(), 'svc-fuzz-exports-')));
const tenant = 'org_f/ws_f';
const objectKey = `${tenantObjectPrefix(tenant)}_abc.audit.zip`;
let server: Server;
let base: string;

beforeAll(async () => {
  await store.put(objectKey, zipSync({ 'manifest.json': strToU8('{}') }));
  const download = createAuditExportDownload({ store, urlKey });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://edge');
    download(req, res, url).catch((e) => {
      const r = renderHttp(e, { requestId: 'fuzz' });
      sendJson(res, r.status, r.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('fuzz: audit export download and verification', () => {
  it('arbitrary paths and queries get a typed 403/404, and a valid URL still downloads', async () => {
    const segment = fc.string({ unit: fc.constantFrom(...'abc_-./%0123456789zipAUDIT'.split('')), maxLength: 80 });
    const query = fc.dictionary(fc.constantFrom('tenant', 'exp', 'sig', 'x'), fc.string({ maxLength: 80 }), {
      maxKeys: 4,
    });
    await fc.assert(
      fc.asyncProperty(segment, query, async (p, q) => {
        const r = await fetch(`${base}/audit/exports/${encodeURI(p)}?${new URLSearchParams(q)}`);
        expect([403, 404]).toContain(r.status);
        const body = (await r.json()) as { error: { code: string } };
        expect(['SVC-AUTH-1008', 'SVC-VALID-4041']).toContain(body.error.code);
      }),
      { numRuns: 300 },
    );
    const ok = await fetch(presign(urlKey, base, objectKey, tenant, new Date(Date.now() + 60_000)));
    expect(ok.status).toBe(200);
  });

  it('the offline verifier answers every input with a verdict, never an exception', () => {
    // The manifest's own signer is trusted below, so each input goes as deep as it can.
    const zeros = new Set(['00'.repeat(32)]);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        expect(verifyExport(bytes, { trustedKeys: zeros }).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
    const manifest = strToU8(JSON.stringify({ format: 'svc-audit-export-v2', signedBy: '00'.repeat(32), members: {} }));
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (events, keys) => {
        const zip = zipSync({
          'manifest.json': manifest,
          'manifest.sig': strToU8('00'),
          'events.jsonl': strToU8(events),
          'keys.json': strToU8(keys),
          'checkpoints.json': strToU8('{}'),
        });
        expect(verifyExport(zip, { trustedKeys: zeros }).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    // Members signed by a key of its own (anyone can make one) but malformed inside.
    const priv = generateKeyPairSync('ed25519').privateKey;
    const pubHex = Buffer.from(createPublicKey(priv).export({ format: 'jwk' }).x!, 'base64url').toString('hex');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (events, keys) => {
        const members = {
          'events.jsonl': strToU8(events),
          'keys.json': strToU8(keys),
          'checkpoints.json': strToU8('{}'),
        };
        const hashes = Object.fromEntries(
          Object.entries(members).map(([k, v]) => [k, createHash('sha256').update(v).digest('hex')]),
        );
        const m = strToU8(
          JSON.stringify({
            format: 'svc-audit-export-v2',
            chainKey: 'c',
            nEvents: '1',
            signedBy: pubHex,
            members: hashes,
            chain: { chainKey: 'c', firstSeq: '0', head: null, checkpoint: null },
          }),
        );
        const zip = zipSync({
          ...members,
          'manifest.json': m,
          'manifest.sig': strToU8(sign(null, m, priv).toString('hex')),
        });
        expect(verifyExport(zip, { trustedKeys: new Set([pubHex]) }).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
