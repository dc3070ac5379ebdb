/**
 * exportAuditEvents end to end below the transports: a real chain in PostgreSQL exported to a
 * local object store; the archive verifies offline, its manifest and every event signature also
 * verify under an independent Ed25519 implementation (@noble/ed25519); tampering is caught
 * (a member edited, an event removed with the manifest re-signed: reported at the missing seq).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ed from '@noble/ed25519';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../../test/helpers/env.ts';
import { AuditRecorder, AuditTrail, FileAuditKeyProvider } from '../index.ts';
import { AuditEventRepository } from '../audit-event-repository.ts';
import { preimageOf } from '../preimage.ts';
import { AuditExportService } from './audit-export-service.ts';
import { LocalFileObjectStore } from './object-store.ts';
import { verifyPresigned } from './presigned-url.ts';
import { verifyExport } from './export-verification.ts';
import type { ExportedEvent } from './audit-zip.ts';
import { PrismaClient } from '../../db.ts';

// @noble/ed25519 v2 needs a SHA-512 for its synchronous API; node:crypto provides it.
ed.etc.sha512Sync = (...m) =>
  createHash('sha512')
    .update(ed.etc.concatBytes(...m))
    .digest();

let prisma: PrismaClient;
let svc: AuditExportService;
let store: LocalFileObjectStore;
const urlKey = randomBytes(32);
const org = `org_x${randomBytes(5).toString('hex')}`;
const ws = 'ws_x';
const t0 = Date.UTC(2026, 2, 1);

beforeAll(async () => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  const keys = new FileAuditKeyProvider(tempKeysDir());
  let clock = t0;
  const trail = new AuditTrail({ keys, now: () => (clock += 1000) });
  for (let i = 0; i < 20; i++) {
    await prisma.$transaction((tx) =>
      trail.append(tx, {
        organizationId: org,
        workspaceId: ws,
        category: 'AUTHENTICATION',
        action: 'token.issued',
        outcome: 'SUCCESS',
        actorPrincipal: `client/c${i}`,
        emitterService: 'identity',
        details: { i },
      }),
    );
  }
  store = new LocalFileObjectStore(mkdtempSync(join(tmpdir(), 'svc-exports-')));
  svc = new AuditExportService({
    events: new AuditEventRepository(prisma),
    keys,
    store,
    recorder: new AuditRecorder(prisma, trail),
    urlKey,
    baseUrl: 'http://localhost:4000',
    urlTtlSeconds: 900,
    now: () => t0 + 3_600_000,
  });
});
afterAll(() => prisma.$disconnect());

const caller = { orgId: org, workspaceId: ws, actorPrincipal: 'user/u1', requestId: 'req-x' };
const trustedKeys = async () => new Set((await new AuditEventRepository(prisma).publicKeys()).values());

async function exported(since = new Date(t0 + 5000), until = new Date(t0 + 15_000)) {
  const r = await svc.export(caller, since, until);
  const url = new URL(r.presignedUrl);
  const ok = verifyPresigned(urlKey, url.pathname, url.searchParams, t0 + 3_600_000);
  return { r, url, bytes: (await store.get(ok!.objectKey))! };
}

describe('audit export', () => {
  it('writes a signed .audit.zip of the window that verifies offline', async () => {
    const { r, bytes } = await exported();
    // occurredAt t0+5s .. t0+14s: seq 4..13
    expect(r).toMatchObject({ nEvents: '10', urlExpiresAt: new Date(t0 + 3_600_000 + 900_000).toISOString() });
    expect(r.signedBy).toMatch(/^[0-9a-f]{64}$/);
    expect(r.manifestSha256).toBe(createHash('sha256').update(unzipSync(bytes)['manifest.json']).digest('hex'));
    expect(verifyExport(bytes, { trustedKeys: await trustedKeys() })).toMatchObject({
      ok: true,
      events: 10,
      chainKey: `${org}/${ws}`,
    });
    // The export is itself recorded on the chain.
    expect(
      await prisma.auditEvent.count({ where: { chainKey: `${org}/${ws}`, action: 'audit.export.created' } }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('verifies under an independent Ed25519 implementation: the manifest and every event', async () => {
    const { r, bytes } = await exported();
    const files = unzipSync(bytes);
    const pub = Buffer.from(r.signedBy, 'hex');
    expect(ed.verify(strFromU8(files['manifest.sig']).trim(), files['manifest.json'], pub)).toBe(true);
    const keys = JSON.parse(strFromU8(files['keys.json'])) as Record<string, string>;
    const events = strFromU8(files['events.jsonl'])
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ExportedEvent);
    expect(events.map((e) => e.seq)).toEqual(['4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    for (const e of events) {
      const preimage = preimageOf({ ...e, seq: BigInt(e.seq), occurredAt: new Date(e.occurredAt) });
      expect(createHash('sha256').update(preimage).digest('hex')).toBe(e.contentHash);
      expect(ed.verify(e.signature, preimage, Buffer.from(keys[e.keyId], 'hex'))).toBe(true);
    }
  });

  it('catches an edited member, and a removed event at its seq even with the manifest re-signed', async () => {
    const { bytes } = await exported();
    const files = unzipSync(bytes);
    const edited = zipSync({
      ...files,
      'events.jsonl': strToU8(strFromU8(files['events.jsonl']).replace('client/c7', 'client/c8')),
    });
    const trusted = await trustedKeys();
    expect(verifyExport(edited, { trustedKeys: trusted }).problem).toMatchObject({ kind: 'member_hash_mismatch' });

    // An insider holding a signing key rebuilds the manifest without seq 7: the chain still breaks there.
    const lines = strFromU8(files['events.jsonl'])
      .trim()
      .split('\n')
      .filter((l) => (JSON.parse(l) as ExportedEvent).seq !== '7');
    const events = strToU8(`${lines.join('\n')}\n`);
    const manifest = JSON.parse(strFromU8(files['manifest.json']));
    const priv = ed.utils.randomPrivateKey();
    manifest.members['events.jsonl'] = createHash('sha256').update(events).digest('hex');
    manifest.signedBy = Buffer.from(ed.getPublicKey(priv)).toString('hex');
    const mbytes = strToU8(JSON.stringify(manifest));
    const resigned = zipSync({
      ...files,
      'events.jsonl': events,
      'manifest.json': mbytes,
      'manifest.sig': strToU8(Buffer.from(ed.sign(mbytes, priv)).toString('hex')),
    });
    // Even were the insider's key trusted, the chain breaks at the missing seq.
    expect(verifyExport(resigned, { trustedKeys: new Set([...trusted, manifest.signedBy]) }).problem).toMatchObject({
      kind: 'seq_gap',
      seq: 7n,
    });
    // Pinned to the platform's keys, the foreign manifest signer itself is refused.
    expect(verifyExport(resigned, { trustedKeys: trusted }).problem).toMatchObject({ kind: 'untrusted_key' });
    expect(verifyExport(bytes, { trustedKeys: trusted })).toMatchObject({ ok: true });
    expect(verifyExport(Buffer.from('not a zip'), { trustedKeys: trusted }).problem).toMatchObject({
      kind: 'bad_archive',
    });
  });

  it('the presigned URL is refused after expiry, when any part is changed, or for another tenant', async () => {
    const { url } = await exported();
    const now = t0 + 3_600_000;
    expect(verifyPresigned(urlKey, url.pathname, url.searchParams, now + 899_000)).not.toBeNull();
    expect(verifyPresigned(urlKey, url.pathname, url.searchParams, now + 900_000)).toBeNull();
    const other = new URLSearchParams(url.searchParams);
    other.set('tenant', 'org_other/ws_other');
    expect(verifyPresigned(urlKey, url.pathname, other, now)).toBeNull();
    const later = new URLSearchParams(url.searchParams);
    later.set('exp', String(Number(later.get('exp')) + 3600));
    expect(verifyPresigned(urlKey, url.pathname, later, now)).toBeNull();
    // Another export's path: flip the id's last hex digit (always a change, unlike writing a fixed digit).
    const otherPath = url.pathname.replace(/(.)\.audit\.zip$/, (_m, c: string) => `${c === '0' ? '1' : '0'}.audit.zip`);
    expect(otherPath).not.toBe(url.pathname);
    expect(verifyPresigned(urlKey, otherPath, url.searchParams, now)).toBeNull();
    expect(verifyPresigned(randomBytes(32), url.pathname, url.searchParams, now)).toBeNull();
  });
});
