/**
 * Data-subject requests through the gateway: the whole platform (the `npm start` spawn path), a
 * tenant of its own whose client holds the compliance scopes (ORG_ADMIN's roles grant them),
 * GraphQL at {base_url} → compliance and audit subgraphs → identity's gRPC → PostgreSQL. The
 * access bundle downloads from the gateway's presigned route without a bearer; an altered or
 * expired URL is refused with 403 SVC-AUTH-1008. Erasure is refused with SVC-DSAR-4020 before
 * proofing, then erases, and `npm run audit:verify` still verifies every chain of the tenant.
 * The scopes are enforced at the edge. HEAVY: run under the shared lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { loadUrlSigningKey, presign } from '../../identity/src/audit/export/presigned-url.ts';
import { sha256Hex } from '../../identity/src/audit/preimage.ts';
import { sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { databaseUrl } from '../helpers/env.ts';
import { PrismaClient } from '../../identity/src/db.ts';

const SCOPES = [
  'svc:compliance:dsar:create',
  'svc:compliance:dsar:read',
  'svc:compliance:dsar:verify',
  'svc:compliance:erasure:delete',
  'svc:compliance:control:read',
  'svc:audit:subject_access:export',
];

let p: Platform;
let prisma: PrismaClient;
let t: TestTenant;
let subjectId: string;
let token: string;

async function tokenFor(scope?: string): Promise<string> {
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
  expect(r.status).toBe(200);
  return (await r.json()).access_token as string;
}

async function gql(query: string, variables: Record<string, unknown> = {}, bearer = token) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
}
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  p = await sharedPlatform();
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
  token = await tokenFor();
}, 400_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

const DSAR = 'dsarId subjectRef kind status dueAt receivedAt verifiedAt fulfilledAt artifactCid';
const createDsar = (kind: string) =>
  gql(`mutation($i: DsarRequestInput!) { createDsarRequest(input: $i) { ${DSAR} } }`, {
    i: { subjectRef: subjectId, kind },
  });
const verifyDsar = (dsarId: string) =>
  gql(`mutation($d: String!) { recordDsarVerification(dsarId: $d, method: DOCUMENT_CHECK) { ${DSAR} } }`, {
    d: dsarId,
  });
const erase = (dsarId: string, bearer = token) =>
  gql(
    'mutation($d: String!) { executeErasure(dsarId: $d) { dsarId efrCid efrBound surfaceList subjectBinding { auditActorOrn streamScope } } }',
    { d: dsarId },
    bearer,
  );

describe('data-subject requests through the gateway', () => {
  it('creates, proofs and fulfils an access request with a bundle downloaded from the presigned URL', async () => {
    const c = await createDsar('ACCESS');
    expect(c.errors).toBeUndefined();
    const d = c.data!.createDsarRequest;
    expect(d).toMatchObject({ subjectRef: subjectId, kind: 'ACCESS', status: 'RECEIVED', verifiedAt: null });
    expect(
      code(
        await gql('mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { exportId } }', { s: subjectId }),
      ),
    ).toBe('SVC-DSAR-4020');
    expect((await verifyDsar(d.dsarId)).data!.recordDsarVerification).toMatchObject({ status: 'IN_PROGRESS' });

    const x = await gql(
      'mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { exportId manifestSha256 nAuditEvents downloadUrl urlExpiresAt } }',
      { s: subjectId },
    );
    expect(x.errors).toBeUndefined();
    const r = x.data!.exportSubjectAccessBundle;
    // Served by the gateway's {base_url} (the tokens' audience), on its presigned route.
    expect(new URL(r.downloadUrl)).toMatchObject({
      port: String(p.ports.gatewayApi),
      pathname: expect.stringMatching(/^\/audit\/exports\/[0-9a-f]{16}_sab_[0-9a-f]{32}\.sab\.zip$/),
    });
    const zip = await fetch(r.downloadUrl); // no bearer: the URL is the credential
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(sha256Hex(Buffer.from(files['manifest.json']))).toBe(r.manifestSha256);
    expect(JSON.parse(strFromU8(files['subject.json'])).account).toMatchObject({
      id: subjectId,
      email: `${subjectId}@example.org`,
      givenName: 'Sam',
    });
    const list = await gql(`{ dsarRequests(first: 10) { edges { node { ${DSAR} } } } }`);
    expect(
      list.data!.dsarRequests.edges.map((e: { node: { dsarId: string; status: string; artifactCid: string } }) => [
        e.node.dsarId,
        e.node.status,
        e.node.artifactCid,
      ]),
    ).toEqual([[d.dsarId, 'FULFILLED', r.manifestSha256]]);

    // Altered, re-pointed or expired links are refused alike.
    const forged = new URL(r.downloadUrl);
    forged.searchParams.set('tenant', `org_other/ws_other`);
    const expired = presign(
      loadUrlSigningKey(p.env.KEYS_DIR!),
      p.api,
      new URL(r.downloadUrl).pathname.split('/').pop()!,
      `${t.orgId}/${t.workspaceId}`,
      new Date(Date.now() - 1000),
    );
    const badSig = new URL(r.downloadUrl);
    badSig.searchParams.set('sig', 'f'.repeat(64));
    for (const u of [forged.toString(), expired, badSig.toString()]) {
      const refused = await fetch(u);
      expect(refused.status, u).toBe(403);
      expect((await refused.json()).error.code).toBe('SVC-AUTH-1008');
    }
  });

  it('refuses an unproofed erasure with SVC-DSAR-4020, then erases; every chain of the tenant still verifies', async () => {
    const d = (await createDsar('ERASURE')).data!.createDsarRequest;
    const before = await prisma.user.findUniqueOrThrow({ where: { id: subjectId } });
    expect(code(await erase(d.dsarId))).toBe('SVC-DSAR-4020');
    expect(await prisma.user.findUniqueOrThrow({ where: { id: subjectId } })).toEqual(before);
    expect(await prisma.membership.count({ where: { userId: subjectId } })).toBe(1);

    // The erasure needs its own scope: a token without it is refused at the edge, changing nothing.
    const narrow = await tokenFor('svc:compliance:dsar:read svc:compliance:dsar:verify');
    expect(code(await erase(d.dsarId, narrow))).toMatch(/^SVC-AUTH-10(08|10)$/);

    await verifyDsar(d.dsarId);
    const e = await erase(d.dsarId);
    expect(e.errors).toBeUndefined();
    expect(e.data!.executeErasure).toMatchObject({
      dsarId: d.dsarId,
      surfaceList: ['AUDIT', 'IDENTITY'],
      subjectBinding: { auditActorOrn: `user/${subjectId}`, streamScope: `${t.orgId}/${t.workspaceId}` },
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: subjectId } })).toMatchObject({
      email: `erased-${subjectId}@erased.invalid`,
      givenName: '',
      familyName: '',
      status: 'ERASED',
    });
    expect(await prisma.membership.count({ where: { userId: subjectId } })).toBe(0);
    expect((await erase(d.dsarId)).data!.executeErasure).toEqual(e.data!.executeErasure);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'identity/src/cli/audit-verify.ts', '--org', t.orgId],
      { env: { ...process.env, DATABASE_URL: databaseUrl() }, cwd: process.cwd() },
    );
    const chains = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(chains.map((c) => c.chainKey)).toContain(`${t.orgId}/${t.workspaceId}`);
    for (const c of chains) expect(c, JSON.stringify(c)).toMatchObject({ ok: true });
  });

  it('answers the platform-admin gate of the control matrix with SVC-AUDIT-7260', async () => {
    expect(code(await gql('{ complianceControlMatrix(scope: PLATFORM) { registryVersion } }'))).toBe('SVC-AUDIT-7260');
    expect(code(await gql('{ complianceControlMatrix(scope: WORKSPACE) { registryVersion } }'))).toBe(
      'SVC-AUDIT-NOT-WIRED',
    );
  });
});
