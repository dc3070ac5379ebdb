/**
 * Data-subject requests end to end below the gateway: the compliance and audit subgraphs (GraphQL,
 * caller from the SVC-* headers) → compliance.v1 / audit.v1 on identity's gRPC port → PostgreSQL.
 * Create, verify, list; a subject access bundle (signed, presigned, fulfilling the request);
 * export and erasure refused with SVC-DSAR-4020 before proofing, changing nothing; an erasure
 * that pseudonymises identity's rows while every audit chain still verifies, idempotent under
 * concurrency; other tenants see and touch nothing; bad input typed; the control matrix's
 * platform-admin gate. The gateway's part (scopes, the download route) is in dsar.gateway.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { complianceSubgraph } from '../../subgraphs/compliance/src/subgraph.ts';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { auditTrailFromKeysDir } from '../../identity/src/audit/audit-trail.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { loadUrlSigningKey, verifyPresigned } from '../../identity/src/audit/export/presigned-url.ts';
import { preimageOf, sha256Hex, signatureValid } from '../../identity/src/audit/preimage.ts';
import { addUser, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let compliance: Awaited<ReturnType<typeof startSubgraph>>;
let audit: Awaited<ReturnType<typeof startSubgraph>>;
let t: Tenant;
let other: Tenant;
let alice: TestCaller;
let mallory: TestCaller;
let bob: { user_id: string; email: string };
const exportDir = mkdtempSync(join(tmpdir(), 'svc-dsar-exports-'));

const SUBGRAPH_ENV = { LOG_LEVEL: 'silent', CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef' };

beforeAll(async () => {
  id = await startIamIdentity({ AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: '0', AUDIT_EXPORT_DIR: exportDir });
  compliance = await startSubgraph(complianceSubgraph, {
    ...SUBGRAPH_ENV,
    COMPLIANCE_PORT: '0',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  audit = await startSubgraph(auditSubgraph, { ...SUBGRAPH_ENV, AUDIT_PORT: '0', IDENTITY_GRPC_TARGET: id.grpcTarget });
  t = await tenant(id);
  other = await tenant(id);
  alice = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
  mallory = { userId: other.userId, orgId: other.orgId, workspaceId: other.workspaceId };
  bob = await addUser(id.prisma, t, 'DEVELOPER');
  // Personal data identity holds about bob: a session, an API key, a pending e-mail change, a sign-up
  // profile, MFA, a SCIM change; and audit events naming him (pseudonymously) as actor and resource.
  const now = Date.now();
  await id.prisma.refreshToken.create({
    data: {
      id: `rt_${bob.user_id}`,
      familyId: `fam_${bob.user_id}`,
      tokenHash: sha256Hex(`rt-${bob.user_id}`),
      clientId: t.clientId,
      userId: bob.user_id,
      workspaceId: t.workspaceId,
      scope: 'svc:iam:user:read',
      expiresAt: new Date(now + 86_400_000),
    },
  });
  await id.prisma.apiKey.create({
    data: {
      id: `key_${bob.user_id}`,
      organizationId: t.orgId,
      workspaceId: t.workspaceId,
      ownerUserId: bob.user_id,
      name: "Bob's laptop",
      keyClass: 'LIVE',
      prefix: 'svc_live_Ab',
      hint: 'wxyz',
      verifier: sha256Hex(`v-${bob.user_id}`),
      scopes: ['svc:llm:model:invoke'],
    },
  });
  await id.prisma.emailToken.create({
    data: {
      id: sha256Hex(`et-${bob.user_id}`),
      userId: bob.user_id,
      purpose: 'EMAIL_CHANGE',
      email: 'bob.new@example.org',
      expiresAt: new Date(now + 3_600_000),
    },
  });
  await id.prisma.signupProfile.create({ data: { userId: bob.user_id, companySize: 'SMALL', useCase: 'RESEARCH' } });
  await id.prisma.mfaEnrollment.create({
    data: { userId: bob.user_id, secretCiphertext: 'ciphertext', status: 'ACTIVE' },
  });
  await id.prisma.userAuditEvent.create({
    data: {
      id: `uae_${bob.user_id}`,
      organizationId: t.orgId,
      workspaceId: t.workspaceId,
      userId: bob.user_id,
      action: 'scim.user.patch',
      actorUserId: t.userId,
      tokenId: 'jti',
      requestId: 'req',
      version: 2,
      changes: { familyName: { from: 'Old', to: 'Bobson' } },
      occurredAt: new Date(now),
    },
  });
  const trail = auditTrailFromKeysDir(id.cfg.AUDIT_KEYS_DIR || id.cfg.KEYS_DIR);
  for (const [actor, resource, action] of [
    [`user/${bob.user_id}`, `apikey/key_${bob.user_id}`, 'apikey.created'],
    [`user/${t.userId}`, `user/${bob.user_id}`, 'member.role.changed'],
  ] as const) {
    await id.prisma.$transaction((tx) =>
      trail.append(tx, {
        organizationId: t.orgId,
        workspaceId: t.workspaceId,
        category: 'ADMINISTRATION',
        action,
        outcome: 'SUCCESS',
        actorPrincipal: actor,
        resourceOrn: resource,
        correlationKey: 'req-setup',
        emitterService: 'identity',
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  await compliance?.stop();
  await audit?.stop();
  await id?.stop();
});

const DSAR =
  'dsarId subjectRef kind status ccpaDoNotSell receivedAt dueAt fulfilledAt artifactCid verificationMethod verifiedAt';
const EFR =
  'dsarId efrBound efrCid subjectBinding { auditActorOrn omeDataClass streamScope } surfaceList surfaceReceipts { oeraserCid surface }';
const SAB = 'exportId manifestSha256 nAuditEvents downloadUrl urlExpiresAt';
const create = (caller: TestCaller, input: Record<string, unknown>) =>
  postGraphql(
    compliance.port,
    `mutation($i: DsarRequestInput!) { createDsarRequest(input: $i) { ${DSAR} } }`,
    { i: input },
    caller,
  );
const verify = (caller: TestCaller, dsarId: string, method = 'DOCUMENT_CHECK') =>
  postGraphql(
    compliance.port,
    `mutation($d: String!, $m: DsarVerificationMethod!) { recordDsarVerification(dsarId: $d, method: $m) { ${DSAR} } }`,
    { d: dsarId, m: method },
    caller,
  );
const erase = (caller: TestCaller, dsarId: string) =>
  postGraphql(
    compliance.port,
    `mutation($d: String!) { executeErasure(dsarId: $d) { ${EFR} } }`,
    { d: dsarId },
    caller,
  );
const getOne = (caller: TestCaller, dsarId: string) =>
  postGraphql(compliance.port, `query($d: String!) { dsarRequest(dsarId: $d) { ${DSAR} } }`, { d: dsarId }, caller);
const list = (caller: TestCaller, first?: number, after?: string) =>
  postGraphql(
    compliance.port,
    `query($f: Int, $a: String) { dsarRequests(first: $f, after: $a) { edges { cursor node { ${DSAR} } } pageInfo { endCursor hasNextPage } } }`,
    { f: first, a: after },
    caller,
  );
const exportBundle = (caller: TestCaller, subjectRef: string) =>
  postGraphql(
    audit.port,
    `mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { ${SAB} } }`,
    { s: subjectRef },
    caller,
  );
const errorCode = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
const chainOf = (x: Tenant) => `${x.orgId}/${x.workspaceId}`;
const bundleFiles = () => readdirSync(exportDir).filter((f) => f.endsWith('.sab.zip'));

/** Every identity row that holds bob's personal data, for before/after comparisons. */
async function bobRows() {
  const userId = bob.user_id;
  const [user, memberships, refresh, keys, emailTokens, profile, mfa, scim] = await Promise.all([
    id.prisma.user.findUnique({ where: { id: userId } }),
    id.prisma.membership.findMany({ where: { userId } }),
    id.prisma.refreshToken.findMany({ where: { userId } }),
    id.prisma.apiKey.findMany({ where: { ownerUserId: userId } }),
    id.prisma.emailToken.findMany({ where: { userId } }),
    id.prisma.signupProfile.findUnique({ where: { userId } }),
    id.prisma.mfaEnrollment.findUnique({ where: { userId } }),
    id.prisma.userAuditEvent.findMany({ where: { userId } }),
  ]);
  return { user, memberships, refresh, keys, emailTokens, profile, mfa, scim };
}

/** Every audit event naming bob, with its hash and signature: an erasure must leave all of them as they are. */
const bobEvents = () =>
  id.prisma.auditEvent.findMany({
    where: {
      organizationId: t.orgId,
      OR: [{ actorPrincipal: `user/${bob.user_id}` }, { resourceOrn: `user/${bob.user_id}` }],
    },
    orderBy: [{ chainKey: 'asc' }, { seq: 'asc' }],
  });

describe('data-subject requests through the compliance subgraph', () => {
  let accessId: string;

  it('records a request with the 30-day clock, audited in the same workspace chain', async () => {
    const receivedAt = '2026-11-01T09:30:00.000Z';
    const r = await create(alice, { subjectRef: bob.user_id, kind: 'ACCESS', receivedAt });
    expect(r.errors).toBeUndefined();
    const d = r.data!.createDsarRequest as Record<string, unknown>;
    expect(d).toMatchObject({
      subjectRef: bob.user_id,
      kind: 'ACCESS',
      status: 'RECEIVED',
      ccpaDoNotSell: false,
      receivedAt,
      dueAt: '2026-12-01T09:30:00.000Z',
      fulfilledAt: null,
      artifactCid: null,
      verificationMethod: null,
      verifiedAt: null,
    });
    expect(d.dsarId).toMatch(/^dsar_[0-9a-f]{32}$/);
    accessId = d.dsarId as string;
    // Default clock start: now.
    const now = (
      await create(alice, { subjectRef: 'external-subject-7', kind: 'OPT_OUT_OF_SALE', ccpaDoNotSell: true })
    ).data!.createDsarRequest as Record<string, string>;
    expect(Math.abs(Date.parse(now.receivedAt) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(now.dueAt) - Date.parse(now.receivedAt)).toBe(30 * 86_400_000);
    const events = await id.prisma.auditEvent.findMany({
      where: { chainKey: chainOf(t), resourceOrn: `dsar/${accessId}` },
    });
    expect(events.map((e) => [e.action, e.category, e.actorPrincipal])).toEqual([
      ['dsar.request.created', 'COMPLIANCE', `user/${t.userId}`],
    ]);
    expect(JSON.stringify(events[0].details)).not.toContain(bob.user_id);
    expect((await getOne(alice, accessId)).data?.dsarRequest).toEqual(d);
  });

  it("pages the workspace's requests newest first with signed cursors", async () => {
    const all = (await list(alice, 50)).data!.dsarRequests as {
      edges: { cursor: string; node: { dsarId: string; receivedAt: string } }[];
      pageInfo: { hasNextPage: boolean };
    };
    expect(all.edges.length).toBe(2);
    expect(all.pageInfo.hasNextPage).toBe(false);
    const first = (await list(alice, 1)).data!.dsarRequests as typeof all & { pageInfo: { endCursor: string } };
    expect(first.edges.map((e) => e.node.dsarId)).toEqual([all.edges[0].node.dsarId]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await list(alice, 1, first.pageInfo.endCursor)).data!.dsarRequests as typeof all;
    expect(rest.edges.map((e) => e.node.dsarId)).toEqual([all.edges[1].node.dsarId]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // A cursor is the caller's workspace's: another tenant cannot use it.
    expect(errorCode(await list(mallory, 1, first.pageInfo.endCursor))).toBe('SVC-VALID-4003');
  });

  it('another tenant sees none of it and cannot verify, export or erase it', async () => {
    expect(((await list(mallory)).data!.dsarRequests as { edges: unknown[] }).edges).toEqual([]);
    expect((await getOne(mallory, accessId)).data?.dsarRequest).toBeNull();
    expect(errorCode(await verify(mallory, accessId))).toBe('SVC-VALID-4041');
    expect(errorCode(await erase(mallory, accessId))).toBe('SVC-VALID-4041');
    // Same organization, another workspace: still not found.
    const ws2 = await id.prisma.workspace.create({
      data: { id: `ws_d${Date.now().toString(36)}`, organizationId: t.orgId, name: 'Second' },
    });
    const colleague = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { workspaceId: ws2.id });
    const neighbour = { userId: colleague.user_id, orgId: t.orgId, workspaceId: ws2.id };
    expect((await getOne(neighbour, accessId)).data?.dsarRequest).toBeNull();
    expect(errorCode(await verify(neighbour, accessId))).toBe('SVC-VALID-4041');
    // bob is not a subject of mallory's (or the neighbour's) workspace, even with a proofed request there.
    const theirs = (await create(mallory, { subjectRef: bob.user_id, kind: 'ACCESS' })).data!.createDsarRequest as {
      dsarId: string;
    };
    await verify(mallory, theirs.dsarId);
    expect(errorCode(await exportBundle(mallory, bob.user_id))).toBe('SVC-VALID-4041');
    expect(((await getOne(alice, accessId)).data!.dsarRequest as { status: string }).status).toBe('RECEIVED');
    expect(bundleFiles()).toEqual([]);
  });

  it('refuses the access bundle before proofing with SVC-DSAR-4020, storing nothing', async () => {
    const before = await getOne(alice, accessId);
    expect(errorCode(await exportBundle(alice, bob.user_id))).toBe('SVC-DSAR-4020');
    expect(await getOne(alice, accessId)).toEqual(before);
    expect(bundleFiles()).toEqual([]);
    const refused = await id.prisma.auditEvent.findMany({
      where: { chainKey: chainOf(t), action: 'dsar.access_bundle.refused' },
    });
    expect(refused.map((e) => [e.outcome, e.actorPrincipal])).toEqual([['DENIED', `user/${t.userId}`]]);
  });

  it('records the proofing once; the same method again is a no-op, another is refused', async () => {
    const r = await verify(alice, accessId, 'DOCUMENT_CHECK');
    expect(r.errors).toBeUndefined();
    const d = r.data!.recordDsarVerification as Record<string, string>;
    expect(d).toMatchObject({ status: 'IN_PROGRESS', verificationMethod: 'DOCUMENT_CHECK' });
    expect(Date.parse(d.verifiedAt)).not.toBeNaN();
    expect((await verify(alice, accessId, 'DOCUMENT_CHECK')).data?.recordDsarVerification).toEqual(d);
    expect(errorCode(await verify(alice, accessId, 'EMAIL_CONFIRMATION'))).toBe('SVC-VALID-4000');
    expect(
      await id.prisma.auditEvent.count({
        where: { chainKey: chainOf(t), resourceOrn: `dsar/${accessId}`, action: 'dsar.verification.recorded' },
      }),
    ).toBe(1);
  });

  it('exports a signed subject access bundle that fulfils the request; concurrent exports fulfil it exactly once', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => exportBundle(alice, bob.user_id)));
    const ok = runs.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(runs.filter((r) => r.errors).map(errorCode)).toEqual(['SVC-DSAR-4020', 'SVC-DSAR-4020', 'SVC-DSAR-4020']);
    const x = ok[0].data!.exportSubjectAccessBundle as Record<string, string>;
    expect(x.exportId).toMatch(/^[0-9a-f]{32}$/);
    expect(Number(x.nAuditEvents)).toBe(2);
    expect(Date.parse(x.urlExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(bundleFiles()).toHaveLength(1);

    // The URL verifies under the shared key for this tenant's chain, and names the stored object.
    const url = new URL(x.downloadUrl);
    const urlKey = loadUrlSigningKey(id.cfg.AUDIT_KEYS_DIR || id.cfg.KEYS_DIR);
    const signed = verifyPresigned(urlKey, url.pathname, url.searchParams);
    expect(signed).toMatchObject({ tenant: chainOf(t) });
    const zip = unzipSync(await import('node:fs').then((fs) => fs.readFileSync(join(exportDir, signed!.objectKey))));
    expect(Object.keys(zip).sort()).toEqual([
      'audit-events.jsonl',
      'keys.json',
      'manifest.json',
      'manifest.sig',
      'subject.json',
    ]);
    const manifest = JSON.parse(strFromU8(zip['manifest.json']));
    expect(sha256Hex(Buffer.from(zip['manifest.json']))).toBe(x.manifestSha256);
    expect(manifest).toMatchObject({
      format: 'svc-subject-access-bundle-v1',
      exportId: x.exportId,
      dsarId: accessId,
      subjectRef: bob.user_id,
      nAuditEvents: '2',
    });
    for (const m of ['subject.json', 'audit-events.jsonl', 'keys.json'])
      expect(manifest.members[m], m).toBe(sha256Hex(Buffer.from(zip[m])));
    const signer = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(manifest.signedBy, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    expect(signatureValid(Buffer.from(zip['manifest.json']), strFromU8(zip['manifest.sig']), signer)).toBe(true);

    const subject = JSON.parse(strFromU8(zip['subject.json']));
    expect(subject.account).toMatchObject({ id: bob.user_id, email: bob.email, hasLocalPassword: true });
    expect(subject.roles).toEqual(['DEVELOPER']);
    expect(subject.apiKeys.map((k: { name: string }) => k.name)).toEqual(["Bob's laptop"]);
    expect(subject.sessions.map((s: { familyId: string }) => s.familyId)).toEqual([`fam_${bob.user_id}`]);
    expect(subject.emailTokens.map((e: { email: string }) => e.email)).toEqual(['bob.new@example.org']);
    expect(subject.signupProfile).toMatchObject({ companySize: 'SMALL', useCase: 'RESEARCH' });
    const raw = strFromU8(zip['subject.json']);
    for (const secret of ['passwordHash', 'verifier', 'tokenHash', 'secretCiphertext', 'ciphertext'])
      expect(raw, secret).not.toContain(secret);
    // Each audit event is the stored row: its hash and signature verify on their own.
    const keys = JSON.parse(strFromU8(zip['keys.json'])) as Record<string, string>;
    const lines = strFromU8(zip['audit-events.jsonl'])
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((e) => e.action).sort()).toEqual(['apikey.created', 'member.role.changed']);
    for (const e of lines) {
      const pre = preimageOf({ ...e, seq: BigInt(e.seq), occurredAt: new Date(e.occurredAt) });
      expect(sha256Hex(pre)).toBe(e.contentHash);
      const pub = createPublicKey({
        key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(keys[e.keyId], 'hex')]),
        format: 'der',
        type: 'spki',
      });
      expect(signatureValid(pre, e.signature, pub)).toBe(true);
    }

    const d = (await getOne(alice, accessId)).data!.dsarRequest as Record<string, string>;
    expect(d).toMatchObject({ status: 'FULFILLED', artifactCid: x.manifestSha256 });
    expect(Date.parse(d.fulfilledAt)).not.toBeNaN();
    expect(
      await id.prisma.auditEvent.count({
        where: { chainKey: chainOf(t), resourceOrn: `dsar/${accessId}`, action: 'dsar.access_bundle.exported' },
      }),
    ).toBe(1);
  });

  it('refuses presigned URLs that were altered, re-pointed at another tenant, or have expired', async () => {
    const urlKey = loadUrlSigningKey(id.cfg.AUDIT_KEYS_DIR || id.cfg.KEYS_DIR);
    const d = (await create(alice, { subjectRef: bob.user_id, kind: 'PORTABILITY' })).data!.createDsarRequest as {
      dsarId: string;
    };
    await verify(alice, d.dsarId, 'ACCOUNT_LOGIN');
    const x = (await exportBundle(alice, bob.user_id)).data!.exportSubjectAccessBundle as {
      downloadUrl: string;
      urlExpiresAt: string;
    };
    const url = new URL(x.downloadUrl);
    expect(verifyPresigned(urlKey, url.pathname, url.searchParams)).not.toBeNull();
    const forged = (mutate: (u: URL) => void) => {
      const u = new URL(x.downloadUrl);
      mutate(u);
      return verifyPresigned(urlKey, u.pathname, u.searchParams);
    };
    expect(forged((u) => u.searchParams.set('tenant', chainOf(other)))).toBeNull();
    expect(forged((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)))).toBeNull();
    expect(
      forged((u) => {
        u.pathname = u.pathname.replace('_sab_', '_sab_0');
      }),
    ).toBeNull();
    expect(forged((u) => u.searchParams.set('sig', '0'.repeat(64)))).toBeNull();
    expect(verifyPresigned(urlKey, url.pathname, url.searchParams, Date.parse(x.urlExpiresAt) + 1000)).toBeNull();
  });
});

describe('erasure', () => {
  let erasureId: string;

  it('refuses an unproofed erasure with SVC-DSAR-4020 and changes no row', async () => {
    erasureId = (
      (await create(alice, { subjectRef: bob.user_id, kind: 'ERASURE' })).data!.createDsarRequest as { dsarId: string }
    ).dsarId;
    const before = await bobRows();
    const dsarBefore = await getOne(alice, erasureId);
    const r = await erase(alice, erasureId);
    expect(errorCode(r)).toBe('SVC-DSAR-4020');
    expect(r.data?.executeErasure ?? null).toBeNull();
    expect(await bobRows()).toEqual(before);
    expect(await getOne(alice, erasureId)).toEqual(dsarBefore);
    const refused = await id.prisma.auditEvent.findMany({
      where: { chainKey: chainOf(t), resourceOrn: `dsar/${erasureId}`, action: 'dsar.erasure.refused' },
    });
    expect(refused.map((e) => e.outcome)).toEqual(['DENIED']);
  });

  it('refuses an erasure of a request that is not an ERASURE request', async () => {
    const d = (await create(alice, { subjectRef: bob.user_id, kind: 'RECTIFICATION' })).data!.createDsarRequest as {
      dsarId: string;
    };
    await verify(alice, d.dsarId);
    const before = await bobRows();
    expect(errorCode(await erase(alice, d.dsarId))).toBe('SVC-VALID-4000');
    expect(await bobRows()).toEqual(before);
  });

  it("erases identity's personal data once under concurrent calls, keeping every audit chain verifiable", async () => {
    await verify(alice, erasureId, 'AUTHORIZED_AGENT');
    const eventsBefore = await bobEvents();
    expect(eventsBefore).toHaveLength(2);
    const runs = await Promise.all(Array.from({ length: 5 }, () => erase(alice, erasureId)));
    for (const r of runs) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const f = runs[0].data!.executeErasure as Record<string, any>;
    for (const r of runs) expect(r.data!.executeErasure).toEqual(f);
    expect(f).toMatchObject({
      dsarId: erasureId,
      surfaceList: ['AUDIT', 'IDENTITY'],
      subjectBinding: { auditActorOrn: `user/${bob.user_id}`, omeDataClass: 'PERSONAL_DATA', streamScope: chainOf(t) },
    });
    expect(f.efrCid).toMatch(/^[0-9a-f]{64}$/);
    expect(f.efrBound).toMatch(/^[0-9a-f]{64}$/);
    expect(f.surfaceReceipts.map((s: { surface: string }) => s.surface)).toEqual(['AUDIT', 'IDENTITY']);
    for (const s of f.surfaceReceipts) expect(s.oeraserCid).toMatch(/^[0-9a-f]{64}$/);

    // One fulfilment, one event, bound to each other.
    const executed = await id.prisma.auditEvent.findMany({
      where: { chainKey: chainOf(t), resourceOrn: `dsar/${erasureId}`, action: 'dsar.erasure.executed' },
    });
    expect(executed).toHaveLength(1);
    expect((executed[0].details as Record<string, unknown>).efrCid).toBe(f.efrCid);
    expect(sha256Hex(`svc-efr-bound-v1\n${f.efrCid}\n${executed[0].contentHash}`)).toBe(f.efrBound);
    expect((await getOne(alice, erasureId)).data!.dsarRequest).toMatchObject({
      status: 'FULFILLED',
      artifactCid: f.efrCid,
    });

    // identity's rows: pseudonymised, deleted or revoked.
    const after = await bobRows();
    expect(after.user).toMatchObject({
      id: bob.user_id,
      email: `erased-${bob.user_id}@erased.invalid`,
      givenName: '',
      familyName: '',
      passwordHash: null,
      externalId: null,
      scimEmails: null,
      emailVerified: false,
      status: 'ERASED',
    });
    expect(after.memberships).toEqual([]);
    expect(after.refresh.every((r) => r.revokedAt !== null)).toBe(true);
    // The session family's revocation is recorded (and published to the shared store the gateway reads).
    expect(
      await id.prisma.tokenRevocation.findUnique({
        where: { kind_tokenId: { kind: 'fid', tokenId: `fam_${bob.user_id}` } },
      }),
    ).not.toBeNull();
    expect(after.keys.map((k) => [k.name, k.status, k.revokedAt !== null])).toEqual([['', 'REVOKED', true]]);
    expect([after.emailTokens, after.profile, after.mfa]).toEqual([[], null, null]);
    expect(after.scim.map((s) => s.changes)).toEqual([{ erased: true }]);
    expect(JSON.stringify(after)).not.toContain(bob.email);
    expect(JSON.stringify(after)).not.toContain('Bobson');

    // Audit events are untouched: same rows, same hashes and signatures; every chain of both tenants verifies.
    expect(await bobEvents()).toEqual(eventsBefore);
    const repo = new AuditEventRepository(id.prisma);
    for (const chainKey of [...(await repo.chainKeys(t.orgId)), ...(await repo.chainKeys(other.orgId))]) {
      expect(await verifyLiveChain(repo, chainKey), chainKey).toMatchObject({ ok: true, problem: null });
    }
    // bob can no longer sign in or be authorized: identity's RBAC sees an inactive user with no roles.
    const decision = await id.rpc
      .checkPermission({ user_id: bob.user_id, workspace_id: t.workspaceId, permission: 'svc:llm:model:invoke' })
      .catch((e: Error) => ({ allowed: false, reason: e.message }));
    expect(decision.allowed).toBe(false);
  });

  it('answers the stored fulfilment again later and changes nothing', async () => {
    const rows = await bobRows();
    const events = await id.prisma.auditEvent.count({ where: { chainKey: chainOf(t) } });
    const first = (await erase(alice, erasureId)).data!.executeErasure;
    const again = (await erase(alice, erasureId)).data!.executeErasure;
    expect(again).toEqual(first);
    expect(await bobRows()).toEqual(rows);
    expect(await id.prisma.auditEvent.count({ where: { chainKey: chainOf(t) } })).toBe(events);
  });
});

describe('bad input', () => {
  it('refuses malformed arguments with typed codes and stores nothing', async () => {
    const count = () => id.prisma.dsarRequest.count({ where: { workspaceId: t.workspaceId } });
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ subjectRef: '', kind: 'ACCESS' }, 'SVC-VALID-4005'],
      [{ subjectRef: 's'.repeat(257), kind: 'ACCESS' }, 'SVC-VALID-4005'],
      [{ subjectRef: 'has space', kind: 'ACCESS' }, 'SVC-VALID-4005'],
      [{ subjectRef: 'nul\u0000byte', kind: 'ACCESS' }, 'SVC-VALID-4007'],
      [{ subjectRef: 's1', kind: 'ACCESS', receivedAt: 'yesterday' }, 'SVC-VALID-4004'],
      [{ subjectRef: 's1', kind: 'ACCESS', receivedAt: '2999-01-01T00:00:00Z' }, 'SVC-VALID-4000'],
      [{ subjectRef: 's1', kind: 'ACCESS', receivedAt: '1999-12-31T23:59:59Z' }, 'SVC-VALID-4000'],
    ];
    for (const [input, code] of cases) expect(errorCode(await create(alice, input)), JSON.stringify(input)).toBe(code);
    // An enum value the schema does not have: refused by GraphQL validation before any resolver.
    expect((await create(alice, { subjectRef: 's1', kind: 'DELETE_EVERYTHING' })).errors).toBeDefined();
    expect(errorCode(await verify(alice, 'not a dsar id'))).toBe('SVC-VALID-4005');
    expect(errorCode(await erase(alice, `dsar_${'0'.repeat(32)}`))).toBe('SVC-VALID-4041');
    expect(errorCode(await list(alice, -1))).toBe('SVC-VALID-4000');
    expect(errorCode(await list(alice, 5, 'forged-cursor'))).toBe('SVC-VALID-4003');
    expect(errorCode(await exportBundle(alice, 'x'.repeat(300)))).toBe('SVC-VALID-4005');
    expect(errorCode(await create(null as unknown as TestCaller, { subjectRef: 's1', kind: 'ACCESS' }))).toBe(
      'SVC-AUTH-1000',
    );
    expect(await count()).toBe(before);
  });
});

describe("the control matrix's platform-admin gate", () => {
  const matrix = (caller: TestCaller, scope: string) =>
    postGraphql(compliance.port, `{ complianceControlMatrix(scope: ${scope}) { registryVersion } }`, {}, caller);

  it('answers SVC-AUDIT-7260 to a non-platform-admin asking for the PLATFORM scope', async () => {
    expect(errorCode(await matrix(alice, 'PLATFORM'))).toBe('SVC-AUDIT-7260');
    // An organization admin is not a platform admin either.
    const orgAdmin = await addUser(id.prisma, t, 'ORG_ADMIN');
    expect(
      errorCode(await matrix({ userId: orgAdmin.user_id, orgId: t.orgId, workspaceId: t.workspaceId }, 'PLATFORM')),
    ).toBe('SVC-AUDIT-7260');
  });

  it('lets a platform admin and tenant scopes past the gate, where the unbuilt matrix fails closed', async () => {
    const root = await addUser(id.prisma, t, 'SUPER_ADMIN');
    expect(
      errorCode(await matrix({ userId: root.user_id, orgId: t.orgId, workspaceId: t.workspaceId }, 'PLATFORM')),
    ).toBe('SVC-AUDIT-NOT-WIRED');
    expect(errorCode(await matrix(alice, 'WORKSPACE'))).toBe('SVC-AUDIT-NOT-WIRED');
    expect(errorCode(await matrix(alice, 'ORGANIZATION'))).toBe('SVC-AUDIT-NOT-WIRED');
  });
});
