/**
 * Audit exports and subject access bundles in an S3-compatible bucket, through the whole platform
 * (the `npm start` spawn path) with AUDIT_OBJECT_STORE=s3: a real S3 server (s3rver) on loopback,
 * identity writing with its credentials and the gateway reading with its own, both from the AWS
 * SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY). The archive is downloaded from the
 * gateway's presigned URL and verifies offline; altered or expired links are refused as with the
 * local store. With the bucket gone, exports answer SVC-AUDIT-STORE-UNAVAILABLE, a proofed access
 * request stays open (its transaction rolled back), downloads answer 503, and identity stays up.
 * HEAVY: run under the shared lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { loadUrlSigningKey, presign } from '../../identity/src/audit/export/presigned-url.ts';
import { verifyExport } from '../../identity/src/audit/export/export-verification.ts';
import { FileAuditKeyProvider } from '../../identity/src/audit/index.ts';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const SCOPES = [
  'svc:audit:event:export',
  'svc:audit:subject_access:export',
  'svc:compliance:dsar:create',
  'svc:compliance:dsar:read',
  'svc:compliance:dsar:verify',
];
const BUCKET = 'svc-platform-exports';

let s3: S3rver;
let s3Port: number;
let p: Platform;
let prisma: PrismaClient;
let t: TestTenant;
let token: string;
let subjectId: string;

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
}
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const EXPORT =
  'mutation($s: DateTime!, $u: DateTime!) { exportAuditEvents(since: $s, until: $u) { exportId nEvents presignedUrl urlExpiresAt } }';
const window = () => ({
  s: new Date(Date.now() - 3_600_000).toISOString(),
  u: new Date(Date.now() + 60_000).toISOString(),
});

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: mkdtempSync(join(tmpdir(), 'svc-s3rver-platform-')),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3Port = (await s3.run()).port;
  p = await startPlatform({
    AUDIT_OBJECT_STORE: 's3',
    AUDIT_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    AUDIT_S3_BUCKET: BUCKET,
    AUDIT_S3_FORCE_PATH_STYLE: 'true',
    AUDIT_S3_PREFIX: 'exports/',
    AUDIT_S3_TIMEOUT_MS: '1000',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  t = await createTestTenant(prisma, {
    secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
    scopes: SCOPES,
    role: 'ORG_ADMIN',
  });
  subjectId = `usr_s${randomBytes(5).toString('hex')}`;
  await prisma.user.create({
    data: {
      id: subjectId,
      organizationId: t.orgId,
      primaryWorkspaceId: t.workspaceId,
      email: `${subjectId}@example.org`,
      givenName: 'Sam',
      familyName: 'Subject',
    },
  });
  await prisma.membership.create({ data: { userId: subjectId, workspaceId: t.workspaceId, role: 'DEVELOPER' } });
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  token = (await r.json()).access_token as string; // its token.issued event is on the chain to export
}, 400_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
  await s3?.close().catch(() => undefined);
});

describe('audit exports in an S3-compatible bucket, through the gateway', () => {
  it('exports into the bucket; the gateway serves the presigned URL from it; altered or expired links are refused', async () => {
    const x = await gql(EXPORT, window());
    expect(x.errors).toBeUndefined();
    const r = x.data!.exportAuditEvents;
    const objectKey = new URL(r.presignedUrl).pathname.split('/').pop()!;
    const s3c = new S3Client({
      endpoint: `http://127.0.0.1:${s3Port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      expect(
        ((await s3c.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key),
      ).toContain(`exports/${objectKey}`);
    } finally {
      s3c.destroy();
    }
    const zip = await fetch(r.presignedUrl); // no bearer: the URL is the credential
    expect(zip.status).toBe(200);
    // Trusted: the platform's audit keys, from its key directory (what audit:public-keys publishes).
    const platformKeys = new FileAuditKeyProvider(p.env.AUDIT_KEYS_DIR || p.env.KEYS_DIR!).allKeys();
    expect(
      verifyExport(new Uint8Array(await zip.arrayBuffer()), {
        trustedKeys: new Set(platformKeys.map((k) => k.publicKeyHex)),
      }),
    ).toMatchObject({ ok: true, chainKey: `${t.orgId}/${t.workspaceId}` });

    const forged = new URL(r.presignedUrl);
    forged.searchParams.set('tenant', 'org_other/ws_other');
    const expired = presign(
      loadUrlSigningKey(p.env.KEYS_DIR!),
      p.api,
      objectKey,
      `${t.orgId}/${t.workspaceId}`,
      new Date(Date.now() - 1000),
    );
    const badSig = new URL(r.presignedUrl);
    badSig.searchParams.set('sig', 'f'.repeat(64));
    for (const u of [forged.toString(), expired, badSig.toString()]) {
      const refused = await fetch(u);
      expect(refused.status, u).toBe(403);
      expect((await refused.json()).error.code).toBe('SVC-AUTH-1008');
    }
  });

  it('bucket unreachable: SVC-AUDIT-STORE-UNAVAILABLE, nothing recorded, the access request stays open, downloads 503, identity stays up', async () => {
    const d = (
      await gql('mutation($i: DsarRequestInput!) { createDsarRequest(input: $i) { dsarId } }', {
        i: { subjectRef: subjectId, kind: 'ACCESS' },
      })
    ).data!.createDsarRequest;
    expect(
      (
        await gql('mutation($d: String!) { recordDsarVerification(dsarId: $d, method: DOCUMENT_CHECK) { status } }', {
          d: d.dsarId,
        })
      ).data!.recordDsarVerification,
    ).toMatchObject({ status: 'IN_PROGRESS' });
    const ok = await gql(EXPORT, window());
    const url = ok.data!.exportAuditEvents.presignedUrl as string;
    await s3.close();
    const chainKey = `${t.orgId}/${t.workspaceId}`;
    const exportsBefore = await prisma.auditEvent.count({
      where: { chainKey, action: { in: ['audit.export.created', 'dsar.access_bundle.exported'] } },
    });

    expect(code(await gql(EXPORT, window()))).toBe('SVC-AUDIT-STORE-UNAVAILABLE');
    expect(
      code(
        await gql('mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { exportId } }', { s: subjectId }),
      ),
    ).toBe('SVC-AUDIT-STORE-UNAVAILABLE');
    expect(await prisma.dsarRequest.findUniqueOrThrow({ where: { dsarId: d.dsarId } })).toMatchObject({
      status: 'IN_PROGRESS',
      fulfilledAt: null,
      artifactCid: null,
    });
    expect(
      await prisma.auditEvent.count({
        where: { chainKey, action: { in: ['audit.export.created', 'dsar.access_bundle.exported'] } },
      }),
    ).toBe(exportsBefore);

    const down = await fetch(url);
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('SVC-AUDIT-STORE-UNAVAILABLE');
    expect((await fetch(`http://127.0.0.1:${p.ports.identityHttp}/healthz`)).status).toBe(200);
    // Other operations are unaffected.
    expect((await gql('{ dsarRequests(first: 5) { edges { node { dsarId } } } }')).errors).toBeUndefined();
  });
});
