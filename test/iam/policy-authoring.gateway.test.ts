/**
 * Policy authoring end to end through the real platform with OAuth client-credentials tokens:
 * least privilege at the edge (a DEVELOPER's token has neither svc:policy:policy:write nor
 * svc:policy:bundle:create), a WORKSPACE_ADMIN saving, linting, listing, previewing and publishing
 * a signed bundle, and bad input answered with typed codes while nothing is stored.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createPrismaClient } from '@svc/db';
import { SPEC_LIMITS } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { sharedPlatform, type Platform } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { clientCredentialsToken } from '../helpers/oauth.ts';
import { createTestTenant } from '../helpers/tenant.ts';
import { BUILT_IN_ROLES } from '../../identity/src/services/roles.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;
let keys: FileKeyProvider;

beforeAll(async () => {
  p = await sharedPlatform();
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  // Starting every process of the platform takes minutes on a loaded two-core machine.
}, 420_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

type Result = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
const errCode = (r: Result) => r.errors?.[0]?.extensions?.code ?? 'no error';

async function tokenFor(role: 'WORKSPACE_ADMIN' | 'DEVELOPER') {
  const t = await createTestTenant(prisma, {
    secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
    role,
    scopes: [...BUILT_IN_ROLES[role]],
  });
  const token = await clientCredentialsToken(p.auth, t);
  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<Result> => {
    const res = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Result;
  };
  return { t, gql };
}

describe('policy authoring through the gateway', () => {
  it('a WORKSPACE_ADMIN saves, lints, lists, previews and publishes; a DEVELOPER is refused at the edge; bad input stores nothing', async () => {
    const { t, gql } = await tokenFor('WORKSPACE_ADMIN');
    const dev = await tokenFor('DEVELOPER');
    const orn = `orn:svc:llm:${t.orgId}:workspace:${t.workspaceId}:model/gpt-4o`;
    const source = JSON.stringify({
      Statement: [
        { Sid: `Deny${randomBytes(2).toString('hex')}`, Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: orn },
      ],
    });
    const SAVE =
      'mutation($i: SavePolicyInput!) { savePolicy(input: $i) { policyId version scope { level scopeId } } }';

    expect(errCode(await dev.gql(SAVE, { i: { level: 'WORKSPACE', source, sourceFormat: 'IAM_JSON' } }))).toBe(
      'SVC-AUTH-1010',
    );
    expect(errCode(await dev.gql('mutation { publishPolicyBundle(level: WORKSPACE) { toVersion } }'))).toBe(
      'SVC-AUTH-1010',
    );

    const bad = await gql(SAVE, { i: { level: 'WORKSPACE', source: 'package svc', sourceFormat: 'REGO' } });
    expect(errCode(bad)).toBe('SVC-POLICY-REGO-UNSUPPORTED');
    expect(await prisma.accessPolicy.count({ where: { organizationId: t.orgId } })).toBe(0);

    const lint = await gql('query($s: String!) { lintPolicy(source: $s, sourceFormat: IAM_JSON) { code severity } }', {
      s: source,
    });
    expect(lint.data).toEqual({ lintPolicy: [] });
    const saved = await gql(SAVE, { i: { level: 'WORKSPACE', source, sourceFormat: 'IAM_JSON' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.savePolicy).toMatchObject({ version: 1, scope: { level: 'WORKSPACE', scopeId: t.workspaceId } });
    const list = await gql('{ policies(limit: 10) { nextPageToken policies { policyId version } } }');
    expect(list.data!.policies).toEqual({
      nextPageToken: '',
      policies: [{ policyId: saved.data!.savePolicy.policyId, version: 1 }],
    });
    const preview = await gql(
      'query($r: String!) { previewPolicyDecision(input: { action: "svc:llm:model:invoke", resource: $r }) { decision } }',
      { r: orn },
    );
    expect(preview.data).toEqual({ previewPolicyDecision: { decision: 'DENY' } });

    const pub = await gql(
      'mutation { publishPolicyBundle(level: WORKSPACE) { fromVersion toVersion scope { level scopeId } } }',
    );
    expect(pub.data!.publishPolicyBundle).toEqual({
      fromVersion: 0,
      toVersion: 1,
      scope: { level: 'WORKSPACE', scopeId: t.workspaceId },
    });
    const versions = await gql(
      '{ policyBundleVersions(level: WORKSPACE) { activeVersion versions { bundleVersion dsTag wasmSha256 } } }',
    );
    expect(versions.data).toEqual({
      policyBundleVersions: {
        activeVersion: 1,
        versions: [{ bundleVersion: 1, dsTag: 'svc-policy-bundle-v1', wasmSha256: '' }],
      },
    });
    const events = await prisma.auditEvent.findMany({
      where: { organizationId: t.orgId, action: { startsWith: 'policy.' } },
      orderBy: { seq: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['policy.created', 'policy.bundle_published']);
  });
});
