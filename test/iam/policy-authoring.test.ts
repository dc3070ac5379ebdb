/**
 * Policy authoring in the prompts subgraph (issue 14), served by identity: GraphQL as the gateway
 * sends it (SVC-* caller headers) against the real prompts subgraph and identity. Saves are
 * versioned and audited; reads page with signed cursors and see only the caller's organization
 * (another workspace's policy only with root_scope ORGANIZATION); lint answers SVC-POLICY-*
 * findings; the dry run decides with the saved policies. Bad input is a typed error with nothing
 * stored. Signed policy bundles verify with their signer key, and parallel publishers get exact
 * consecutive versions. Without identity every operation fails closed with SVC-SERVER-9001.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { decode, encode, rfc8949EncodeOptions } from 'cborg';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import type { ProtoCaller } from '@svc/grpc';
import { promptsSubgraph } from '../../subgraphs/prompts/src/subgraph.ts';
import { addUser, addWorkspace, auditOf, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let bare: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(promptsSubgraph, {
    PROMPTS_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  bare = await startSubgraph(promptsSubgraph, { PROMPTS_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: '' });
});
afterAll(async () => {
  await bare?.stop();
  await sg?.stop();
  await id?.stop();
});

const asCaller = (c: ProtoCaller) => ({ userId: c.user_id, orgId: c.org_id, workspaceId: c.workspace_id });
type Result = {
  data?: Record<string, any> | null;
  errors?: { message?: string; extensions?: { code?: string; argument?: string } }[];
};
const q = async (c: ProtoCaller, query: string, variables: Record<string, unknown> = {}, port = sg.port) =>
  (await postGraphql(port, query, variables, asCaller(c))) as Result;
const errCode = (r: Result) => r.errors?.[0]?.extensions?.code ?? 'no error';
const orn = (t: Tenant, model: string) => `orn:svc:llm:${t.orgId}:workspace:${t.workspaceId}:model/${model}`;
const doc = (...statements: object[]) => JSON.stringify({ Statement: statements });
const FIELDS = 'policyId version authorPrincipal createdAt scope { level scopeId } source sourceFormat';
const SAVE = `mutation($i: SavePolicyInput!) { savePolicy(input: $i) { ${FIELDS} } }`;
const rows = (t: Tenant) =>
  id.prisma.accessPolicy.findMany({ where: { organizationId: t.orgId }, orderBy: [{ id: 'asc' }, { version: 'asc' }] });

describe('policy authoring', () => {
  it('saves versioned policies, reads them back by version, and audits every save', async () => {
    const t = await tenant(id);
    const v1 = doc({ Sid: 'AllowGpt', Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'gpt-*') });
    const a = await q(t.admin, SAVE, { i: { level: 'WORKSPACE', source: v1, sourceFormat: 'IAM_JSON' } });
    expect(a.errors).toBeUndefined();
    const p = a.data!.savePolicy;
    expect(p).toMatchObject({
      version: 1,
      authorPrincipal: `orn:svc:iam:${t.orgId}:user/${t.userId}`,
      scope: { level: 'WORKSPACE', scopeId: t.workspaceId },
      source: v1,
      sourceFormat: 'IAM_JSON',
    });
    expect(p.policyId).toMatch(/^pol_/);
    expect(Date.parse(p.createdAt)).toBeGreaterThan(0);
    const v2 = doc({
      Sid: 'AllowMini',
      Effect: 'Allow',
      Action: 'svc:llm:model:invoke',
      Resource: orn(t, 'gpt-4o-mini'),
    });
    const b = await q(t.admin, SAVE, {
      i: { policyId: p.policyId, level: 'WORKSPACE', source: v2, sourceFormat: 'IAM_JSON' },
    });
    expect(b.data!.savePolicy).toMatchObject({ policyId: p.policyId, version: 2, source: v2 });
    expect(
      (
        await q(
          t.admin,
          `query($p: String!) { latest: policy(policyId: $p) { version source } first: policy(policyId: $p, version: 1) { version source } none: policy(policyId: $p, version: 7) { version } }`,
          { p: p.policyId },
        )
      ).data,
    ).toEqual({ latest: { version: 2, source: v2 }, first: { version: 1, source: v1 }, none: null });
    expect(
      (await auditOf(id.prisma, `policy/${p.policyId}`)).map((e) => [
        e.action,
        e.actor,
        (e.details as { version: number }).version,
      ]),
    ).toEqual([
      ['policy.created', `user/${t.userId}`, 1],
      ['policy.updated', `user/${t.userId}`, 2],
    ]);
  });

  it('lists the latest versions in pages behind signed cursors; another tenant sees none of them', async () => {
    const t = await tenant(id);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await q(t.admin, SAVE, {
        i: {
          level: 'WORKSPACE',
          source: doc({ Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: orn(t, `m-${i}`) }),
          sourceFormat: 'IAM_JSON',
        },
      });
      ids.push(r.data!.savePolicy.policyId);
    }
    const seen: string[] = [];
    let token: string | null = null;
    for (let page = 0; page < 5 && token !== ''; page++) {
      const r: Result = await q(
        t.admin,
        'query($t: String) { policies(limit: 2, pageToken: $t) { nextPageToken policies { policyId version } } }',
        { t: token },
      );
      expect(r.errors).toBeUndefined();
      seen.push(...r.data!.policies.policies.map((x: { policyId: string }) => x.policyId));
      token = r.data!.policies.nextPageToken;
    }
    expect(token).toBe('');
    expect(seen.sort()).toEqual([...ids].sort());
    // A cursor is bound to the workspace and operation it was minted for.
    const first = await q(t.admin, '{ policies(limit: 2) { nextPageToken } }');
    const other = await tenant(id);
    expect(
      errCode(
        await q(other.admin, 'query($t: String) { policies(pageToken: $t) { nextPageToken } }', {
          t: first.data!.policies.nextPageToken,
        }),
      ),
    ).toBe('SVC-VALID-4003');
    expect((await q(other.admin, '{ policies { policies { policyId } } }')).data!.policies.policies).toEqual([]);
    expect(
      (await q(other.admin, 'query($p: String!) { policy(policyId: $p) { version } }', { p: ids[0] })).data,
    ).toEqual({ policy: null });
  });

  it("another workspace's policy is visible only with root_scope ORGANIZATION", async () => {
    const t = await tenant(id);
    const saved = await q(t.admin, SAVE, {
      i: {
        level: 'WORKSPACE',
        source: doc({ Effect: 'Deny', Action: 'svc:llm:*', Resource: orn(t, '*') }),
        sourceFormat: 'IAM_JSON',
      },
    });
    const ws2 = await addWorkspace(id.prisma, t);
    const local = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { workspaceId: ws2 });
    const wide = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { workspaceId: ws2, rootScope: 'ORGANIZATION' });
    const get = 'query($p: String!) { policy(policyId: $p) { policyId } }';
    expect((await q(local, get, { p: saved.data!.savePolicy.policyId })).data).toEqual({ policy: null });
    expect((await q(wide, get, { p: saved.data!.savePolicy.policyId })).data).toEqual({
      policy: { policyId: saved.data!.savePolicy.policyId },
    });
  });

  it('lint answers SVC-POLICY-* findings with a location where it has one; nothing is stored', async () => {
    const t = await tenant(id);
    const lint =
      'query($s: String!, $f: PolicySourceFormat!) { lintPolicy(source: $s, sourceFormat: $f) { code message severity sourceSpan } }';
    expect(
      (
        await q(t.admin, lint, {
          s: doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'a') }),
          f: 'IAM_JSON',
        })
      ).data,
    ).toEqual({ lintPolicy: [] });
    expect(
      (await q(t.admin, lint, { s: '{\n  "Statement": [\n    {,}\n  ]\n}', f: 'IAM_JSON' })).data!.lintPolicy,
    ).toEqual([
      {
        code: 'SVC-POLICY-PARSE',
        message: 'the policy source is not valid JSON',
        severity: 'ERROR',
        sourceSpan: '3:6-3:6',
      },
    ]);
    expect(
      (await q(t.admin, lint, { s: 'package svc\ndefault allow = false', f: 'REGO' })).data!.lintPolicy[0],
    ).toMatchObject({ code: 'SVC-POLICY-REGO-UNSUPPORTED', severity: 'ERROR' });
    expect(
      (await q(t.admin, lint, { s: doc({ Effect: 'Allow', Action: 'svc:*', Resource: 'orn:svc:*' }), f: 'IAM_JSON' }))
        .data!.lintPolicy,
    ).toEqual([expect.objectContaining({ code: 'SVC-POLICY-BROAD-ALLOW', severity: 'WARNING', sourceSpan: '' })]);
    expect(await rows(t)).toEqual([]);
  });

  it('previewPolicyDecision decides with the saved policies', async () => {
    const t = await tenant(id);
    const preview =
      'query($r: String!) { previewPolicyDecision(input: { action: "svc:llm:model:invoke", resource: $r }) { decision matched reason } }';
    expect((await q(t.admin, preview, { r: orn(t, 'gpt-4o') })).data!.previewPolicyDecision.decision).not.toBe('DENY');
    await q(t.admin, SAVE, {
      i: {
        level: 'WORKSPACE',
        source: doc({ Sid: 'NoGpt', Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: orn(t, 'gpt-*') }),
        sourceFormat: 'IAM_JSON',
      },
    });
    const d = (await q(t.admin, preview, { r: orn(t, 'gpt-4o') })).data!.previewPolicyDecision;
    expect(d.decision).toBe('DENY');
    expect(d.matched.join()).toMatch(/#NoGpt$/);
  });

  it('bad input: typed errors, nothing stored, nothing audited', async () => {
    const t = await tenant(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ level: 'WORKSPACE', source: 'package svc', sourceFormat: 'REGO' }, 'SVC-POLICY-REGO-UNSUPPORTED'],
      [{ level: 'WORKSPACE', source: '{not json', sourceFormat: 'IAM_JSON' }, 'SVC-POLICY-PARSE'],
      [
        {
          level: 'WORKSPACE',
          source: doc({ Effect: 'Allow', Action: 'nope', Resource: orn(t, 'a') }),
          sourceFormat: 'IAM_JSON',
        },
        'SVC-POLICY-ACTION',
      ],
      [
        {
          level: 'PLATFORM',
          source: doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'a') }),
          sourceFormat: 'IAM_JSON',
        },
        'SVC-VALID-4000',
      ],
      [
        {
          level: 'ORG',
          source: doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'a') }),
          sourceFormat: 'IAM_JSON',
        },
        'SVC-AUTH-1008',
      ],
      [
        {
          policyId: 'pol_missing',
          level: 'WORKSPACE',
          source: doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'a') }),
          sourceFormat: 'IAM_JSON',
        },
        'SVC-VALID-4041',
      ],
      [{ policyId: 'bad id!', level: 'WORKSPACE', source: '{}', sourceFormat: 'IAM_JSON' }, 'SVC-VALID-4005'],
      [{ level: 'WORKSPACE', source: 'x'.repeat(256 * 1024 + 1), sourceFormat: 'IAM_JSON' }, 'SVC-VALID-4000'],
      [{ level: 'WORKSPACE', source: `{"Statement":"\u0000"}`, sourceFormat: 'IAM_JSON' }, 'SVC-VALID-4007'],
    ];
    for (const [input, expected] of cases)
      expect(errCode(await q(t.admin, SAVE, { i: input })), JSON.stringify(input).slice(0, 80)).toBe(expected);
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(
      errCode(
        await q(viewer, SAVE, {
          i: {
            level: 'WORKSPACE',
            source: doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'a') }),
            sourceFormat: 'IAM_JSON',
          },
        }),
      ),
    ).toBe('SVC-AUTH-1008');
    expect(errCode(await q(viewer, '{ policies { nextPageToken } }'))).toBe('SVC-AUTH-1008');
    expect(
      errCode(
        await q(
          t.admin,
          '{ previewPolicyDecision(input: { action: "svc:llm:model:invoke", resource: "arn:x" }) { decision } }',
        ),
      ),
    ).toBe('SVC-VALID-4000');
    expect(errCode(await q(t.admin, '{ policies(limit: -1) { nextPageToken } }'))).toBe('SVC-VALID-4000');
    expect(await rows(t)).toEqual([]);
    expect(
      await id.prisma.auditEvent.count({ where: { organizationId: t.orgId, action: { startsWith: 'policy.' } } }),
    ).toBe(0);
  });

  it('without identity every authoring operation fails closed with SVC-SERVER-9001', async () => {
    const t = await tenant(id);
    for (const op of [
      '{ policies { nextPageToken } }',
      '{ policy(policyId: "pol_1") { version } }',
      '{ lintPolicy(source: "{}", sourceFormat: IAM_JSON) { code } }',
      'mutation { savePolicy(input: { level: WORKSPACE, source: "{}", sourceFormat: IAM_JSON }) { version } }',
      'mutation { publishPolicyBundle(level: WORKSPACE) { toVersion } }',
      '{ policyBundleVersions(level: WORKSPACE) { activeVersion } }',
    ]) {
      expect(errCode(await q(t.admin, op, {}, bare.port)), op).toBe('SVC-SERVER-9001');
    }
  });
});

const MANIFEST =
  'abiVersion bundleVersion cascadeLevel compilerToolchain createdAt dsTag encodedCborB64 keyVersion parentLayerSha256 scopeId sig signerPub sourceSha256 wasmSha256';
const PUBLISH =
  'mutation($l: CascadeLevel!) { publishPolicyBundle(level: $l) { fromVersion toVersion publishedAt scope { level scopeId } } }';
const VERSIONS = `query($l: CascadeLevel!) { policyBundleVersions(level: $l) { activeVersion versions { ${MANIFEST} } } }`;
const rawPub = (h: string) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(h, 'hex')]),
    format: 'der',
    type: 'spki',
  });

describe('signed policy bundles', () => {
  it("publishes the scope's policies as a signed svc-policy-bundle-v1 manifest that verifies; versions rise by one", async () => {
    const t = await tenant(id);
    expect((await q(t.admin, VERSIONS, { l: 'WORKSPACE' })).data).toEqual({
      policyBundleVersions: { activeVersion: 0, versions: [] },
    });
    const src = doc({ Sid: 'A', Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: orn(t, 'gpt-*') });
    const saved = (await q(t.admin, SAVE, { i: { level: 'WORKSPACE', source: src, sourceFormat: 'IAM_JSON' } })).data!
      .savePolicy;
    const r = await q(t.admin, PUBLISH, { l: 'WORKSPACE' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.publishPolicyBundle).toMatchObject({
      fromVersion: 0,
      toVersion: 1,
      scope: { level: 'WORKSPACE', scopeId: t.workspaceId },
    });
    const list = (await q(t.admin, VERSIONS, { l: 'WORKSPACE' })).data!.policyBundleVersions;
    expect(list.activeVersion).toBe(1);
    const m = list.versions[0];
    expect(m).toMatchObject({
      dsTag: 'svc-policy-bundle-v1',
      bundleVersion: 1,
      cascadeLevel: 'WORKSPACE',
      scopeId: t.workspaceId,
      keyVersion: 1,
      parentLayerSha256: '',
      abiVersion: '',
      compilerToolchain: '',
      wasmSha256: '',
    });
    const encoded = Buffer.from(m.encodedCborB64, 'base64');
    const signed = Buffer.concat([Buffer.from('svc-policy-bundle-v1'), Buffer.from([0]), encoded]);
    expect(verify(null, signed, rawPub(m.signerPub), Buffer.from(m.sig, 'hex'))).toBe(true);
    const tampered = Buffer.from(signed);
    tampered[tampered.length - 1] ^= 1;
    expect(verify(null, tampered, rawPub(m.signerPub), Buffer.from(m.sig, 'hex'))).toBe(false);
    const decoded = decode(encoded) as Record<string, any>;
    expect(decoded).toMatchObject({
      dsTag: 'svc-policy-bundle-v1',
      bundleVersion: 1,
      cascadeLevel: 'WORKSPACE',
      scopeId: t.workspaceId,
      createdAt: m.createdAt,
      keyVersion: 1,
    });
    expect(decoded.policies).toEqual([[saved.policyId, 1, new Uint8Array(createHash('sha256').update(src).digest())]]);
    expect(Buffer.from(decoded.sourceSha256).toString('hex')).toBe(m.sourceSha256);
    expect(m.sourceSha256).toBe(
      createHash('sha256')
        .update(encode([[saved.policyId, 1, 'IAM_JSON', src]], rfc8949EncodeOptions))
        .digest('hex'),
    );
    const again = await q(t.admin, PUBLISH, { l: 'WORKSPACE' });
    expect(again.data!.publishPolicyBundle).toMatchObject({ fromVersion: 1, toVersion: 2 });
    expect(
      (await q(t.admin, VERSIONS, { l: 'WORKSPACE' })).data!.policyBundleVersions.versions.map(
        (v: { bundleVersion: number }) => v.bundleVersion,
      ),
    ).toEqual([2, 1]);
    expect(
      (await auditOf(id.prisma, `policy-bundle/WORKSPACE/${t.workspaceId}`)).map((e) => [
        e.action,
        (e.details as { version: number }).version,
      ]),
    ).toEqual([
      ['policy.bundle_published', 1],
      ['policy.bundle_published', 2],
    ]);
  });

  it('eight parallel publishers of one scope get versions 1 to 8 exactly once', async () => {
    const t = await tenant(id);
    const rs = await Promise.all(Array.from({ length: 8 }, () => q(t.admin, PUBLISH, { l: 'WORKSPACE' })));
    expect(rs.filter((r) => r.errors)).toEqual([]);
    expect(rs.map((r) => r.data!.publishPolicyBundle.toVersion).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    for (const r of rs) expect(r.data!.publishPolicyBundle.fromVersion).toBe(r.data!.publishPolicyBundle.toVersion - 1);
    expect(await id.prisma.policyBundle.count({ where: { scopeId: t.workspaceId } })).toBe(8);
    expect(
      await id.prisma.auditEvent.count({ where: { resourceOrn: `policy-bundle/WORKSPACE/${t.workspaceId}` } }),
    ).toBe(8);
  });

  it('the ORG layer needs root_scope ORGANIZATION and becomes the parent of workspace bundles; PLATFORM and roles without the scope are refused', async () => {
    const t = await tenant(id);
    expect(errCode(await q(t.admin, PUBLISH, { l: 'ORG' }))).toBe('SVC-AUTH-1008');
    expect(errCode(await q(t.admin, PUBLISH, { l: 'PLATFORM' }))).toBe('SVC-AUTH-1008');
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(errCode(await q(viewer, PUBLISH, { l: 'WORKSPACE' }))).toBe('SVC-AUTH-1008');
    expect(errCode(await q(viewer, VERSIONS, { l: 'WORKSPACE' }))).toBe('SVC-AUTH-1008');
    expect(await id.prisma.policyBundle.count({ where: { organizationId: t.orgId } })).toBe(0);
    const wide = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { rootScope: 'ORGANIZATION' });
    const org = await q(wide, PUBLISH, { l: 'ORG' });
    expect(org.data!.publishPolicyBundle).toMatchObject({ toVersion: 1, scope: { level: 'ORG', scopeId: t.orgId } });
    const orgManifest = (await q(wide, VERSIONS, { l: 'ORG' })).data!.policyBundleVersions.versions[0];
    await q(t.admin, PUBLISH, { l: 'WORKSPACE' });
    const ws = (await q(t.admin, VERSIONS, { l: 'WORKSPACE' })).data!.policyBundleVersions.versions[0];
    expect(ws.parentLayerSha256).toBe(
      createHash('sha256').update(Buffer.from(orgManifest.encodedCborB64, 'base64')).digest('hex'),
    );
  });
});
