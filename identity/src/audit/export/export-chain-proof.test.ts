/**
 * The export verifies the live chain before it signs, and the offline verifier trusts only the
 * keys it is given. Real PostgreSQL chains, tampered with SQL as an attacker with database access
 * would; archives forged with another Ed25519 key; `npm run audit:verify` and
 * `npm run audit:public-keys` run as processes, online (DATABASE_URL) and offline (a key file).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { AppError } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../../test/helpers/env.ts';
import { AuditRecorder, AuditTrail, FileAuditKeyProvider } from '../index.ts';
import { AuditEventRepository } from '../audit-event-repository.ts';
import { auditKeyIdOf, rawEd25519PublicHex } from '../audit-keys.ts';
import { purgeExpiredAuditEvents } from '../retention-purge.ts';
import { AuditExportService } from './audit-export-service.ts';
import { LocalFileObjectStore } from './object-store.ts';
import { verifyExport, verifyExportAgainst } from './export-verification.ts';
import { auditPublicJwks, parseTrustedKeys } from './trusted-keys.ts';
import type { ExportedEvent, ExportManifest } from './audit-zip.ts';
import { PrismaClient } from '../../db.ts';

let prisma: PrismaClient;
let keys: FileAuditKeyProvider;
let keysDir: string;
let storeDir: string;
let store: LocalFileObjectStore;
let svc: AuditExportService;
let trusted: Set<string>;
const work = mkdtempSync(join(tmpdir(), 'svc-export-proof-'));
const ALL = [new Date(0), new Date(Date.UTC(2100, 0, 1))] as const;
const T0 = Date.UTC(2020, 0, 1);

beforeAll(() => {
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  keysDir = tempKeysDir();
  keys = new FileAuditKeyProvider(keysDir);
  trusted = new Set(keys.allKeys().map((k) => k.publicKeyHex));
  storeDir = mkdtempSync(join(tmpdir(), 'svc-exports-'));
  store = new LocalFileObjectStore(storeDir);
  svc = new AuditExportService({
    events: new AuditEventRepository(prisma),
    keys,
    store,
    recorder: new AuditRecorder(prisma, new AuditTrail({ keys })),
    urlKey: randomBytes(32),
    baseUrl: 'http://localhost:4000',
    urlTtlSeconds: 900,
  });
});
afterAll(() => prisma.$disconnect());

interface Tenant {
  caller: { orgId: string; workspaceId: string; actorPrincipal: string; requestId: string };
  chainKey: string;
  append: (n: number) => Promise<void>;
}

/** A workspace chain of `n` events, one second apart from `start`. */
async function tenant(n: number, start = T0): Promise<Tenant> {
  const orgId = `org_p${randomBytes(5).toString('hex')}`;
  const workspaceId = `ws_p${randomBytes(4).toString('hex')}`;
  let clock = start;
  const trail = new AuditTrail({ keys, now: () => (clock += 1000) });
  let i = 0;
  const append = async (m: number) => {
    for (let k = 0; k < m; k++, i++) {
      await prisma.$transaction((tx) =>
        trail.append(tx, {
          organizationId: orgId,
          workspaceId,
          category: 'ADMINISTRATION',
          action: 'apikey.created',
          outcome: 'SUCCESS',
          actorPrincipal: `user/u${i}`,
          resourceOrn: `apikey/k${i}`,
          emitterService: 'identity',
          details: { i },
        }),
      );
    }
  };
  await append(n);
  return {
    caller: { orgId, workspaceId, actorPrincipal: 'user/usr_auditor', requestId: 'req-proof' },
    chainKey: `${orgId}/${workspaceId}`,
    append,
  };
}

/** One event stamped `at` (a recent one after old ones). */
const appendAt = (t: Tenant, at: number) =>
  prisma.$transaction((tx) =>
    new AuditTrail({ keys, now: () => at }).append(tx, {
      organizationId: t.caller.orgId,
      workspaceId: t.caller.workspaceId,
      category: 'ADMINISTRATION',
      action: 'apikey.revoked',
      outcome: 'SUCCESS',
      actorPrincipal: 'user/u9',
      resourceOrn: 'apikey/k9',
      emitterService: 'identity',
    }),
  );

async function exportBytes(t: Tenant, since: Date = ALL[0], until: Date = ALL[1]): Promise<Buffer> {
  const r = await svc.export(t.caller, since, until);
  return (await store.get(new URL(r.presignedUrl).pathname.split('/').pop()!))!;
}

const manifestOf = (zip: Uint8Array) => JSON.parse(strFromU8(unzipSync(zip)['manifest.json'])) as ExportManifest;
const eventsOf = (zip: Uint8Array) =>
  strFromU8(unzipSync(zip)['events.jsonl'])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ExportedEvent);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

function ed25519(): { priv: KeyObject; hex: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { priv: privateKey, hex: rawEd25519PublicHex(createPublicKey(privateKey)) };
}

/**
 * An insider's forgery: the newest `drop` events cut from the archive and every statement that
 * named them (end, count, chain head) rewritten to match, the manifest re-signed with `priv`.
 */
function cutAndResign(zip: Uint8Array, drop: number, signer: { priv: KeyObject; hex: string }): Uint8Array {
  const files = unzipSync(zip);
  const events = eventsOf(zip).slice(0, -drop);
  const last = events[events.length - 1];
  const members: Zippable = {
    'events.jsonl': strToU8(events.map((e) => JSON.stringify(e)).join('\n') + '\n'),
    'checkpoints.json': strToU8(
      JSON.stringify({
        ...JSON.parse(strFromU8(files['checkpoints.json'])),
        end: { seq: last.seq, contentHash: last.contentHash },
      }),
    ),
    'keys.json': files['keys.json'],
  };
  const m = manifestOf(zip);
  m.nEvents = String(events.length);
  m.chain.head = { seq: last.seq, contentHash: last.contentHash };
  m.signedBy = signer.hex;
  for (const k of ['events.jsonl', 'checkpoints.json', 'keys.json'] as const)
    m.members[k] = sha(members[k] as Uint8Array);
  const mbytes = strToU8(JSON.stringify(m));
  return zipSync({
    ...members,
    'manifest.json': mbytes,
    'manifest.sig': strToU8(sign(null, mbytes, signer.priv).toString('hex')),
  });
}

async function refused(t: Tenant, chainOfRefusal = t.chainKey) {
  const objects = readdirSync(storeDir).length;
  const err = await svc.export(t.caller, ...ALL).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('SVC-AUDIT-CHAIN-BROKEN');
  // Nothing stored, nothing recorded as exported.
  expect(readdirSync(storeDir).length).toBe(objects);
  expect(
    await prisma.auditEvent.count({ where: { organizationId: t.caller.orgId, action: 'audit.export.created' } }),
  ).toBe(0);
  const recorded = await prisma.auditEvent.findMany({
    where: { organizationId: t.caller.orgId, action: 'audit.export.refused' },
  });
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({
    chainKey: chainOfRefusal,
    outcome: 'DENIED',
    actorPrincipal: 'user/usr_auditor',
    resourceOrn: `audit-chain/${t.chainKey}`,
    details: (err as AppError).details,
  });
  return (err as AppError).details;
}

describe('an export verifies the live chain before it signs', () => {
  it('an intact chain: the manifest states the chain proof (first seq, head, no checkpoint) and verifies', async () => {
    const t = await tenant(6);
    const zip = await exportBytes(t);
    const head = await prisma.auditEvent.findFirstOrThrow({ where: { chainKey: t.chainKey, seq: 5n } });
    expect(manifestOf(zip).chain).toEqual({
      chainKey: t.chainKey,
      firstSeq: '0',
      head: { seq: '5', contentHash: head.contentHash },
      checkpoint: null,
    });
    expect(verifyExport(zip, { trustedKeys: trusted })).toMatchObject({
      ok: true,
      events: 6,
      head: { seq: 5n, contentHash: head.contentHash },
    });
  });

  it('the newest events cut: refused (truncated at the first missing seq), the refusal recorded on the chain', async () => {
    const t = await tenant(10);
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${t.chainKey} AND seq >= 7`;
    expect(await refused(t)).toEqual({ problem: 'truncated', seq: '7' });
  });

  it('the oldest events cut: refused (seq_gap at 0)', async () => {
    const t = await tenant(10);
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${t.chainKey} AND seq <= 2`;
    expect(await refused(t)).toEqual({ problem: 'seq_gap', seq: '0' });
  });

  it('an event removed in the middle: refused (seq_gap at its seq)', async () => {
    const t = await tenant(10);
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${t.chainKey} AND seq = 5`;
    expect(await refused(t)).toEqual({ problem: 'seq_gap', seq: '5' });
  });

  it('one byte changed in an event outside the window: refused (hash_mismatch at its seq)', async () => {
    const t = await tenant(10);
    await prisma.$executeRaw`UPDATE audit.audit_events SET actor_principal = 'user/u3x' WHERE chain_key = ${t.chainKey} AND seq = 3`;
    const objects = readdirSync(storeDir).length;
    // The window [seq 6, …) does not contain seq 3: the chain is verified whole all the same.
    const err = await svc.export(t.caller, new Date(T0 + 7000), ALL[1]).then(
      () => null,
      (e: AppError) => e,
    );
    expect(err).toMatchObject({ code: 'SVC-AUDIT-CHAIN-BROKEN', details: { problem: 'hash_mismatch', seq: '3' } });
    expect(readdirSync(storeDir).length).toBe(objects);
    expect(await prisma.auditEvent.count({ where: { chainKey: t.chainKey, action: 'audit.export.refused' } })).toBe(1);
  });

  it('the head row deleted: refused, and the refusal goes to the organization chain', async () => {
    const t = await tenant(4);
    await prisma.$executeRaw`DELETE FROM audit.audit_chain_heads WHERE chain_key = ${t.chainKey}`;
    expect(await refused(t, t.caller.orgId)).toEqual({ problem: 'truncated', seq: '4' });
  });

  it('a purged chain: exported from its signed checkpoint (carried in the manifest); the first event after it removed: refused', async () => {
    const t = await tenant(5, Date.UTC(2015, 0, 1));
    await appendAt(t, Date.UTC(2023, 0, 1));
    const purged = await purgeExpiredAuditEvents(prisma, {
      keys,
      retentionDays: 2557,
      now: new Date('2024-06-01T00:00:00Z'),
      chainKeys: [t.chainKey],
    });
    expect(purged.chains[0]).toMatchObject({ purged: 5 });
    const zip = await exportBytes(t);
    const chain = manifestOf(zip).chain;
    expect(chain).toMatchObject({ firstSeq: '5', head: { seq: '6' }, checkpoint: { seq: '4', eventsPurged: '5' } });
    expect(verifyExport(zip, { trustedKeys: trusted })).toMatchObject({ ok: true, events: 2 });
    // The checkpoint is checked offline too: a forged one fails even under a trusted manifest signer.
    const forger = ed25519();
    const files = unzipSync(zip);
    const m = manifestOf(zip);
    m.chain.checkpoint!.eventsPurged = '4';
    m.signedBy = forger.hex;
    const mbytes = strToU8(JSON.stringify(m));
    const forged = zipSync({
      ...files,
      'manifest.json': mbytes,
      'manifest.sig': strToU8(sign(null, mbytes, forger.priv).toString('hex')),
    });
    expect(verifyExport(forged, { trustedKeys: new Set([...trusted, forger.hex]) }).problem).toMatchObject({
      kind: 'bad_checkpoint',
      seq: 4n,
    });

    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${t.chainKey} AND seq = 5`;
    const err = await svc.export(t.caller, ...ALL).then(
      () => null,
      (e: AppError) => e,
    );
    expect(err).toMatchObject({ code: 'SVC-AUDIT-CHAIN-BROKEN', details: { problem: 'seq_gap', seq: '5' } });
    expect(await prisma.auditEvent.count({ where: { chainKey: t.chainKey, action: 'audit.export.refused' } })).toBe(1);
  });

  it('a retention purge that cuts the chain while the export reads it: verified again from the new checkpoint, not refused', async () => {
    const t = await tenant(5, Date.UTC(2015, 0, 1));
    await appendAt(t, T0 + 200 * 86_400_000);
    const purgeOnce = { done: false };
    // The purge runs for real, between the export's read of the checkpoint (none yet) and of the events.
    class PurgedMidway extends AuditEventRepository {
      override async *chain(chainKey: string, opts: { fromSeq?: bigint; toSeq?: bigint } = {}) {
        if (!purgeOnce.done) {
          purgeOnce.done = true;
          await purgeExpiredAuditEvents(prisma, {
            keys,
            retentionDays: 365,
            now: new Date(T0 + 400 * 86_400_000),
            chainKeys: [chainKey],
          });
        }
        yield* super.chain(chainKey, opts);
      }
    }
    const racing = new AuditExportService({
      events: new PurgedMidway(prisma),
      keys,
      store,
      recorder: new AuditRecorder(prisma, new AuditTrail({ keys })),
      urlKey: randomBytes(32),
      baseUrl: 'http://localhost:4000',
      urlTtlSeconds: 900,
    });
    const r = await racing.export(t.caller, ...ALL);
    expect(purgeOnce.done).toBe(true);
    const zip = (await store.get(new URL(r.presignedUrl).pathname.split('/').pop()!))!;
    expect(manifestOf(zip).chain).toMatchObject({ firstSeq: '5', checkpoint: { seq: '4' } });
    expect(verifyExport(zip, { trustedKeys: trusted })).toMatchObject({ ok: true, events: 2 });
    expect(await prisma.auditEvent.count({ where: { chainKey: t.chainKey, action: 'audit.export.refused' } })).toBe(0);
  });

  it('exports racing appends on the same chain all verify (the head is read before the chain)', async () => {
    const t = await tenant(20);
    const recorder = new AuditRecorder(prisma, new AuditTrail({ keys }));
    const appends = Array.from({ length: 30 }, (_, i) =>
      recorder.record({
        organizationId: t.caller.orgId,
        workspaceId: t.caller.workspaceId,
        category: 'ADMINISTRATION',
        action: 'apikey.created',
        outcome: 'SUCCESS',
        actorPrincipal: `user/r${i}`,
        emitterService: 'identity',
      }),
    );
    const exports = Array.from({ length: 4 }, () => exportBytes(t));
    await Promise.all(appends);
    for (const zip of await Promise.all(exports)) expect(verifyExport(zip, { trustedKeys: trusted }).ok).toBe(true);
    expect(await prisma.auditEvent.count({ where: { chainKey: t.chainKey, action: 'audit.export.refused' } })).toBe(0);
  });
});

describe('offline verification', () => {
  it('an archive cut and re-signed with another Ed25519 key fails against the platform keys; without keys nothing passes', async () => {
    const t = await tenant(8);
    const zip = await exportBytes(t);
    const forger = ed25519();
    const forged = cutAndResign(zip, 3, forger);
    expect(verifyExport(forged, { trustedKeys: trusted }).problem).toMatchObject({ kind: 'untrusted_key' });
    expect(verifyExport(forged, { trustedKeys: new Set([forger.hex]) }).problem).toMatchObject({
      kind: 'untrusted_key',
    });
    expect(verifyExport(zip, { trustedKeys: new Set() }).problem).toMatchObject({ kind: 'no_trusted_keys' });
    expect(verifyExport(zip, { trustedKeys: trusted })).toMatchObject({ ok: true, events: 8 });
  });

  it('an entry the manifest does not list, or one listed twice, makes the archive invalid', async () => {
    const zip = await exportBytes(await tenant(3));
    const files = unzipSync(zip);
    expect(
      verifyExport(zipSync({ ...files, 'README.txt': strToU8('trust me') }), { trustedKeys: trusted }).problem,
    ).toMatchObject({ kind: 'unlisted_member' });
    // A second events.jsonl: stored under another name of the same length, then renamed in the headers.
    const twice = Buffer.from(zipSync({ ...files, 'events.jsonX': strToU8('{}\n') }, { level: 0 }));
    const renamed = Buffer.from(twice.toString('latin1').replaceAll('events.jsonX', 'events.jsonl'), 'latin1');
    expect(verifyExport(renamed, { trustedKeys: trusted }).problem).toMatchObject({ kind: 'unlisted_member' });
    expect(verifyExport(zip, { trustedKeys: trusted }).ok).toBe(true);
  });

  it('a later export extends an earlier one (--against, expect-head); a rewound chain, a rewritten event or a head outside the window fail', async () => {
    const t = await tenant(6);
    const first = await exportBytes(t);
    await t.append(4);
    const second = await exportBytes(t);
    expect(verifyExportAgainst(second, first, trusted)).toMatchObject({ ok: true });
    const firstHead = verifyExport(first, { trustedKeys: trusted }).head!;
    expect(firstHead.seq).toBe(5n);
    expect(verifyExport(second, { trustedKeys: trusted, expectHead: firstHead }).ok).toBe(true);
    expect(
      verifyExport(second, { trustedKeys: trusted, expectHead: { seq: 5n, contentHash: 'ab'.repeat(32) } }).problem,
    ).toMatchObject({ kind: 'forked', seq: 5n });
    // A window that starts after the earlier head cannot show it: that is a failure, not a pass.
    const later = await exportBytes(t, new Date(T0 + 8000));
    expect(verifyExport(later, { trustedKeys: trusted, expectHead: firstHead }).problem).toMatchObject({
      kind: 'cannot_check',
      seq: 5n,
    });
    // The older export against the newer one: the newer head is not on it.
    expect(verifyExportAgainst(first, second, trusted).problem).toMatchObject({ kind: 'rolled_back' });
    // Another chain's export is no reference.
    expect(verifyExportAgainst(second, await exportBytes(await tenant(2)), trusted).problem).toMatchObject({
      kind: 'wrong_chain',
    });
  });

  it('parses the public key file: Ed25519 public JWKs only, kid = audit key id', () => {
    const k = keys.signingKey();
    const file = JSON.stringify(auditPublicJwks([k]));
    expect(parseTrustedKeys(file)).toEqual(new Set([k.publicKeyHex]));
    const bad = (doc: unknown) => () => parseTrustedKeys(JSON.stringify(doc));
    const jwk = auditPublicJwks([k]).keys[0];
    expect(bad({ keys: [] })).toThrow(/no "keys"/);
    expect(bad({ keys: [{ ...jwk, kid: '0000000000000000' }] })).toThrow(/kid/);
    expect(bad({ keys: [{ ...jwk, d: jwk.x }] })).toThrow(/private/);
    expect(bad({ keys: [{ ...jwk, crv: 'X25519' }] })).toThrow(/Ed25519/);
    expect(bad({ keys: [{ ...jwk, x: 'AAAA' }] })).toThrow(/valid/);
    expect(() => parseTrustedKeys('not json')).toThrow(/JSON/);
  });
});

describe('npm run audit:verify --export, offline and online', () => {
  const run = promisify(execFile);
  type Out = { code: number; stdout: string; stderr: string };
  const npm = (args: string[], env: NodeJS.ProcessEnv): Promise<Out> =>
    run('npm', ['run', '-s', ...args], { env }).then(
      (r) => ({ code: 0, ...r }),
      (e: Out) => e,
    );
  const { DATABASE_URL: _omit, ...offline } = process.env;
  const verdict = (o: Out) =>
    JSON.parse(o.stdout.trim()) as { ok: boolean; problem: { kind: string } | null; trustedKeysFrom: string };

  it('requires trusted keys offline, refuses a forged or edited archive, checks --against and --expect-head', async () => {
    const t = await tenant(8);
    const good = join(work, 'good.audit.zip');
    const goodZip = await exportBytes(t);
    writeFileSync(good, goodZip);
    const forged = join(work, 'forged.audit.zip');
    writeFileSync(forged, cutAndResign(goodZip, 2, ed25519()));
    const edited = join(work, 'edited.audit.zip');
    const files = unzipSync(goodZip);
    writeFileSync(
      edited,
      zipSync({ ...files, 'events.jsonl': strToU8(strFromU8(files['events.jsonl']).replace('user/u6', 'user/u7')) }),
    );
    const keyFile = join(work, 'audit-keys.json');
    const wrongKeyFile = join(work, 'wrong-keys.json');
    const stranger = ed25519().hex;
    writeFileSync(
      wrongKeyFile,
      JSON.stringify(auditPublicJwks([{ keyId: auditKeyIdOf(stranger), publicKeyHex: stranger }])),
    );

    const wrote = await npm(['audit:public-keys', '--', '--out', keyFile], { ...offline, AUDIT_KEYS_DIR: keysDir });
    expect(wrote.code).toBe(0);
    expect(parseTrustedKeys(readFileSync(keyFile, 'utf8'))).toEqual(trusted);

    const noKeys = await npm(['audit:verify', '--', '--export', good], offline);
    expect(noKeys.code).toBe(2);
    expect(noKeys.stderr).toMatch(/--trusted-keys/);
    const forgedOffline = await npm(['audit:verify', '--', '--export', forged, '--trusted-keys', keyFile], offline);
    expect(forgedOffline.code).toBe(1);
    expect(verdict(forgedOffline)).toMatchObject({
      ok: false,
      problem: { kind: 'untrusted_key' },
      trustedKeysFrom: 'file',
    });
    const wrongKey = await npm(['audit:verify', '--', '--export', good, '--trusted-keys', wrongKeyFile], offline);
    expect(wrongKey.code).toBe(1);
    expect(verdict(wrongKey).problem).toMatchObject({ kind: 'untrusted_key' });
    const editedOffline = await npm(['audit:verify', '--', '--export', edited, '--trusted-keys', keyFile], offline);
    expect(editedOffline.code).toBe(1);
    expect(verdict(editedOffline).problem).toMatchObject({ kind: 'member_hash_mismatch' });
    const goodOffline = await npm(['audit:verify', '--', '--export', good, '--trusted-keys', keyFile], offline);
    expect(goodOffline.code).toBe(0);
    expect(verdict(goodOffline)).toMatchObject({ ok: true, trustedKeysFrom: 'file' });

    const online = { ...offline, DATABASE_URL: databaseUrl() };
    const forgedOnline = await npm(['audit:verify', '--', '--export', forged], online);
    expect(forgedOnline.code).toBe(1);
    expect(verdict(forgedOnline)).toMatchObject({
      ok: false,
      problem: { kind: 'untrusted_key' },
      trustedKeysFrom: 'database',
    });

    // The attack the live check cannot see: the newest events cut AND the head row rewound to
    // match. The chain verifies, so the export is signed; the earlier export's head is not on it.
    await t.append(3);
    const before = join(work, 'before.audit.zip');
    writeFileSync(before, await exportBytes(t));
    const head = manifestOf(readFileSync(before)).chain.head!;
    const kept = await prisma.auditEvent.findFirstOrThrow({ where: { chainKey: t.chainKey, seq: 8n } });
    await prisma.$executeRaw`DELETE FROM audit.audit_events WHERE chain_key = ${t.chainKey} AND seq > 8`;
    await prisma.$executeRaw`UPDATE audit.audit_chain_heads SET next_seq = 9, last_hash = ${kept.contentHash}, last_occurred_at = ${kept.occurredAt} WHERE chain_key = ${t.chainKey}`;
    const after = join(work, 'after.audit.zip');
    writeFileSync(after, await exportBytes(t));
    const rolledBack = await npm(
      ['audit:verify', '--', '--export', after, '--against', before, '--trusted-keys', keyFile],
      offline,
    );
    expect(rolledBack.code).toBe(1);
    expect(verdict(rolledBack).problem).toMatchObject({ kind: 'rolled_back' });
    const extends_ = await npm(
      [
        'audit:verify',
        '--',
        '--export',
        before,
        '--expect-head',
        `7:${eventsOf(goodZip)[7].contentHash}`,
        '--trusted-keys',
        keyFile,
      ],
      offline,
    );
    expect(extends_.code).toBe(0);
    const notOnIt = await npm(
      ['audit:verify', '--', '--export', after, '--expect-head', `${head.seq}:${head.contentHash}`],
      online,
    );
    expect(notOnIt.code).toBe(1);
    expect(verdict(notOnIt).problem).toMatchObject({ kind: 'rolled_back' });
  }, 300_000);
});
