/**
 * The S3-compatible export store end to end on loopback: a real S3 server (s3rver, in process),
 * the store built from configuration as identity builds it (credentials from the SDK's default
 * chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY), a real chain in PostgreSQL exported into the
 * bucket, and identity's download route (which the gateway proxies) on a real HTTP server serving
 * it through the presigned URL. Refusals (expired, altered, other tenant) are the local store's; an
 * unreachable or silent store is SVC-AUDIT-STORE-UNAVAILABLE with nothing recorded or stored; an
 * object replaced in the bucket is never served.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import S3rver from 's3rver';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AppError, ConfigError, renderHttp, sendJson } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { databaseUrl, tempKeysDir } from '../../../../test/helpers/env.ts';
import { createAuditExportDownload } from './export-download-endpoint.ts';
import { AuditRecorder, AuditTrail, FileAuditKeyProvider } from '../index.ts';
import { AuditEventRepository } from '../audit-event-repository.ts';
import { AuditExportService, tenantObjectPrefix } from './audit-export-service.ts';
import { presign } from './presigned-url.ts';
import { objectStoreFromConfig, type ObjectStore, type ObjectStoreConfig } from './object-store.ts';
import { verifyExport } from './export-verification.ts';
import { PrismaClient } from '../../db.ts';

const BUCKET = 'svc-audit-test';
const PREFIX = 'exports/';
let s3: S3rver;
let endpoint: string;
let prisma: PrismaClient;
let keys: FileAuditKeyProvider;
let trail: AuditTrail;
let store: ObjectStore;
let gateway: Server;
let gatewayBase: string;
let raw: S3Client;
const urlKey = randomBytes(32);
const org = `org_s${randomBytes(5).toString('hex')}`;
const ws = 'ws_s3';
const caller = { orgId: org, workspaceId: ws, actorPrincipal: 'user/u1', requestId: 'req-s3' };

const config = (over: Partial<ObjectStoreConfig> = {}): ObjectStoreConfig => ({
  AUDIT_OBJECT_STORE: 's3',
  AUDIT_EXPORT_DIR: '/nonexistent',
  AUDIT_S3_BUCKET: BUCKET,
  AUDIT_S3_REGION: 'us-east-1',
  AUDIT_S3_ENDPOINT: endpoint,
  AUDIT_S3_FORCE_PATH_STYLE: true,
  AUDIT_S3_PREFIX: PREFIX,
  AUDIT_S3_TIMEOUT_MS: 2_000,
  ...over,
});

const exportService = (s: ObjectStore) =>
  new AuditExportService({
    events: new AuditEventRepository(prisma),
    keys,
    store: s,
    recorder: new AuditRecorder(prisma, trail),
    urlKey,
    baseUrl: gatewayBase,
    urlTtlSeconds: 900,
  });

async function bucketKeys(): Promise<string[]> {
  const out = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

async function gatewayFor(s: ObjectStore): Promise<{ server: Server; base: string }> {
  const download = createAuditExportDownload({ store: s, urlKey });
  const server = createServer((req, res) => {
    download(req, res, new URL(req.url ?? '/', 'http://edge')).catch((e) => {
      const r = renderHttp(e, { requestId: 'test' });
      sendJson(res, r.status, r.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

const errorCode = async (r: Response) => ((await r.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: mkdtempSync(join(tmpdir(), 'svc-s3rver-')),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const addr = await s3.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  // s3rver's fixed credentials, through the SDK's default chain as in a deployment (vi.stubEnv:
  // undone after the file, so no later file's processes inherit them).
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  raw = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
  keys = new FileAuditKeyProvider(tempKeysDir());
  trail = new AuditTrail({ keys });
  for (let i = 0; i < 5; i++) {
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
  store = await objectStoreFromConfig(config());
  ({ server: gateway, base: gatewayBase } = await gatewayFor(store));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => gateway.close(() => r()));
  raw.destroy();
  await s3.close();
  await prisma.$disconnect();
});

const window = [new Date(0), new Date(Date.now() + 60_000)] as const;

describe('S3 object store', () => {
  it('stores the export in the bucket under the prefix; the download route serves it through the presigned URL and it verifies', async () => {
    const r = await exportService(store).export(caller, ...window);
    const url = new URL(r.presignedUrl);
    const objectKey = url.pathname.split('/').pop()!;
    expect(await bucketKeys()).toContain(`${PREFIX}${objectKey}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(
      verifyExport(bytes, { trustedKeys: new Set((await new AuditEventRepository(prisma).publicKeys()).values()) }),
    ).toMatchObject({ ok: true, events: 5, chainKey: `${org}/${ws}` });
  });

  it('refuses an expired URL, an altered one, and one re-pointed at another tenant, like the local store', async () => {
    const r = await exportService(store).export(caller, ...window);
    const url = new URL(r.presignedUrl);
    const later = await gatewayFor(store);
    try {
      // Expired: a route whose clock is past exp.
      const expired = createAuditExportDownload({ store, urlKey, now: () => Date.parse(r.urlExpiresAt) });
      const srv = createServer(
        (req, res) =>
          void expired(req, res, new URL(req.url ?? '/', 'http://edge')).catch((e) => {
            const x = renderHttp(e, { requestId: 't' });
            sendJson(res, x.status, x.body);
          }),
      );
      await new Promise<void>((res) => srv.listen(0, '127.0.0.1', res));
      const expiredRes = await fetch(
        `http://127.0.0.1:${(srv.address() as { port: number }).port}${url.pathname}${url.search}`,
      );
      expect([expiredRes.status, await errorCode(expiredRes)]).toEqual([403, 'SVC-AUTH-1008']);
      await new Promise<void>((res) => srv.close(() => res()));

      const otherTenant = new URL(url);
      otherTenant.searchParams.set('tenant', 'org_other/ws_other');
      const tampered = new URL(url);
      tampered.searchParams.set(
        'sig',
        (tampered.searchParams.get('sig')!.startsWith('0') ? '1' : '0') + tampered.searchParams.get('sig')!.slice(1),
      );
      for (const u of [otherTenant, tampered]) {
        const res = await fetch(`${later.base}${u.pathname}${u.search}`);
        expect([res.status, await errorCode(res)]).toEqual([403, 'SVC-AUTH-1008']);
      }
      // A URL validly signed for another tenant cannot name this tenant's object either.
      const foreign = new URL(
        presign(
          urlKey,
          later.base,
          url.pathname.split('/').pop()!,
          'org_other/ws_other',
          new Date(Date.now() + 60_000),
        ),
      );
      const res = await fetch(foreign);
      expect([res.status, await errorCode(res)]).toEqual([403, 'SVC-AUTH-1008']);
      expect((await fetch(`${later.base}${url.pathname}${url.search}`)).status).toBe(200);
    } finally {
      await new Promise<void>((res) => later.server.close(() => res()));
    }
  });

  it('an object replaced in the bucket (bytes not matching the stored SHA-256) is not served', async () => {
    const r = await exportService(store).export(caller, ...window);
    const url = new URL(r.presignedUrl);
    const key = `${PREFIX}${url.pathname.split('/').pop()}`;
    await raw.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from('forged'), Metadata: { sha256: 'AAAA' } }),
    );
    const res = await fetch(url);
    expect([res.status, await errorCode(res)]).toEqual([502, 'SVC-SERVER-9004']);
    await raw.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from('no metadata') }));
    expect((await fetch(url)).status).toBe(502);
    // An unknown object is a 404 as with the local store.
    expect(await store.get('0123456789abcdef_ffff.audit.zip')).toBeNull();
  });

  it('unreachable or silent store: SVC-AUDIT-STORE-UNAVAILABLE, no export event, nothing stored; the download route answers 503', async () => {
    // A port nothing listens on, and a server that accepts and never answers.
    const closed = createTcpServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const sockets: Socket[] = [];
    const silent: TcpServer = createTcpServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const silentPort = (silent.address() as { port: number }).port;
    try {
      for (const port of [closedPort, silentPort]) {
        const down = await objectStoreFromConfig(
          config({ AUDIT_S3_ENDPOINT: `http://127.0.0.1:${port}`, AUDIT_S3_TIMEOUT_MS: 300 }),
        );
        const before = await prisma.auditEvent.count({
          where: { chainKey: `${org}/${ws}`, action: 'audit.export.created' },
        });
        const objectsBefore = await bucketKeys();
        const err = await exportService(down)
          .export(caller, ...window)
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).code).toBe('SVC-AUDIT-STORE-UNAVAILABLE');
        expect(
          await prisma.auditEvent.count({ where: { chainKey: `${org}/${ws}`, action: 'audit.export.created' } }),
        ).toBe(before);
        expect(await bucketKeys()).toEqual(objectsBefore);

        const gw = await gatewayFor(down);
        try {
          const res = await fetch(
            presign(
              urlKey,
              gw.base,
              `${tenantObjectPrefix(`${org}/${ws}`)}_abc.audit.zip`,
              `${org}/${ws}`,
              new Date(Date.now() + 60_000),
            ),
          );
          expect([res.status, await errorCode(res)]).toEqual([503, 'SVC-AUDIT-STORE-UNAVAILABLE']);
        } finally {
          await new Promise<void>((r) => gw.server.close(() => r()));
        }
      }
      // The working store is unaffected.
      expect((await exportService(store).export(caller, ...window)).nEvents).toMatch(/^\d+$/);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('keys stay validated before any request; an S3 store without a bucket stops start-up', async () => {
    await expect(store.put('../escape.audit.zip', new Uint8Array(1))).rejects.toThrow('invalid object key');
    await expect(store.put('x.txt', new Uint8Array(1))).rejects.toThrow('invalid object key');
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get(`${PREFIX}x.audit.zip`)).toBeNull();
    await expect(objectStoreFromConfig(config({ AUDIT_S3_BUCKET: '' }))).rejects.toBeInstanceOf(ConfigError);
  });

  it('fuzz: arbitrary keys never reach the bucket unless they are object keys; get answers null or bytes, never throws', async () => {
    const before = await bucketKeys();
    const key = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .string({ unit: fc.constantFrom(...'abc_-./%\\0123456789'.split('')), maxLength: 40 })
        .map((k) => `${k}.audit.zip`),
      fc.constantFrom(
        '../x.audit.zip',
        'a/b.audit.zip',
        `${'a'.repeat(129)}.audit.zip`,
        'x.sab.zip ',
        '.audit.zip',
        'x.AUDIT.zip',
      ),
    );
    await fc.assert(
      fc.asyncProperty(key, async (k) => {
        const valid = /^[A-Za-z0-9_-]{1,128}\.(audit|sab)\.zip$/.test(k);
        const got = await store.get(k);
        if (!valid) expect(got).toBeNull();
        const put = await store.put(k, new Uint8Array([1])).then(
          () => 'stored',
          (e: Error) => e.message,
        );
        expect(put).toBe(valid ? 'stored' : 'invalid object key');
      }),
      { numRuns: 200, seed: 20261127 },
    );
    // Only valid keys were written, each under the prefix.
    const added = (await bucketKeys()).filter((k) => !before.includes(k));
    expect(added.every((k) => /^exports\/[A-Za-z0-9_-]{1,128}\.(audit|sab)\.zip$/.test(k))).toBe(true);
  });
});
