/**
 * SSO configuration owned by identity (GetSsoConfig / SaveSsoConfig) and served by the iam
 * subgraph (ssoConfig / upsertSsoConfig). Organization-wide, taken from the caller; needs
 * svc:iam:sso:{read,write} (ORG_ADMIN, SUPER_ADMIN); refused input stores nothing.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { addUser, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';
import { CERT, CERT2 } from '../fixtures/sso-certificates.ts';

const FAKE_KEY =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----';

let id: IamIdentity;
let a: Tenant;
let b: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  a = await tenant(id, { role: 'ORG_ADMIN' });
  b = await tenant(id, { role: 'ORG_ADMIN' });
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const input = (over: Record<string, unknown> = {}) => ({
  entity_id: 'https://idp.example.test/metadata',
  sso_url: 'https://idp.example.test/sso/saml',
  certificate_pem: CERT,
  default_role: 'VIEWER',
  group_mappings: [
    { idp_group: 'eng', role: 'DEVELOPER' },
    { idp_group: 'finance', role: 'BILLING' },
  ],
  ...over,
});
const asCaller = (c: { user_id: string; org_id: string; workspace_id: string }) => ({
  userId: c.user_id,
  orgId: c.org_id,
  workspaceId: c.workspace_id,
});
const FIELDS =
  'entityId ssoUrl certificatePem defaultRole groupMappings { idpGroup role } lastLoginAt status updatedAt';

describe('SSO configuration over gRPC', () => {
  it('round trip: none, then saved, then replaced; status and verification material are kept', async () => {
    expect(await id.rpc.getSsoConfig({ caller: a.admin })).toMatchObject({ found: false, config: null });
    const saved = await id.rpc.saveSsoConfig({ caller: a.admin, ...input() });
    expect(saved).toMatchObject({
      entity_id: 'https://idp.example.test/metadata',
      sso_url: 'https://idp.example.test/sso/saml',
      default_role: 'VIEWER',
      status: 'DRAFT',
      last_login_at: '',
      group_mappings: [
        { idp_group: 'eng', role: 'DEVELOPER' },
        { idp_group: 'finance', role: 'BILLING' },
      ],
    });
    expect(saved.certificate_pem).toBe(CERT);
    expect(saved.certificate_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await id.rpc.getSsoConfig({ caller: a.admin })).config).toEqual(saved);
    const replaced = await id.rpc.saveSsoConfig({
      caller: a.admin,
      ...input({ certificate_pem: CERT2, default_role: 'DEVELOPER', group_mappings: [] }),
    });
    expect(replaced).toMatchObject({
      default_role: 'DEVELOPER',
      group_mappings: [],
      status: 'DRAFT',
      certificate_pem: CERT2,
    });
    expect(replaced.certificate_sha256).not.toBe(saved.certificate_sha256);
    expect(await id.prisma.ssoConfig.count({ where: { organizationId: a.orgId } })).toBe(1);
  });

  it('is isolated per organization: another organization sees none and cannot overwrite it', async () => {
    const before = await id.prisma.ssoConfig.findUnique({ where: { organizationId: a.orgId } });
    expect(before).not.toBeNull();
    expect((await id.rpc.getSsoConfig({ caller: b.admin })).found).toBe(false);
    await id.rpc.saveSsoConfig({ caller: b.admin, ...input({ entity_id: 'urn:b:idp' }) });
    expect((await id.rpc.getSsoConfig({ caller: b.admin })).config?.entity_id).toBe('urn:b:idp');
    expect(await id.prisma.ssoConfig.findUnique({ where: { organizationId: a.orgId } })).toEqual(before);
    // A caller claiming another organization's id with its own workspace is refused by the role check there.
    expect(
      await code(id.rpc.getSsoConfig({ caller: { ...b.admin, org_id: a.orgId, workspace_id: a.workspaceId } })),
    ).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.saveSsoConfig({ caller: { ...b.admin, org_id: a.orgId }, ...input() }))).toBe(
      'SVC-AUTH-1005',
    );
    expect(await id.prisma.ssoConfig.findUnique({ where: { organizationId: a.orgId } })).toEqual(before);
  });

  it('refuses callers without svc:iam:sso:* (workspace admin, developer) and stores nothing', async () => {
    const t = await tenant(id); // WORKSPACE_ADMIN
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    for (const c of [t.admin, dev]) {
      expect(await code(id.rpc.getSsoConfig({ caller: c }))).toBe('SVC-AUTH-1008');
      expect(await code(id.rpc.saveSsoConfig({ caller: c, ...input() }))).toBe('SVC-AUTH-1008');
    }
    expect(await code(id.rpc.getSsoConfig({ caller: { user_id: '', org_id: '', workspace_id: '' } }))).toBe(
      'SVC-AUTH-1000',
    );
    expect(await id.prisma.ssoConfig.count({ where: { organizationId: t.orgId } })).toBe(0);
  });

  it('refuses bad input with SVC-VALID-4000 and stores nothing', async () => {
    const t = await tenant(id, { role: 'ORG_ADMIN' });
    const bad = [
      input({ sso_url: 'http://idp.example.test/sso' }),
      input({ sso_url: 'not a url' }),
      input({ sso_url: 'https://user:pw@idp.example.test/sso' }),
      input({ entity_id: 'http://idp.example.test/metadata' }),
      input({ entity_id: '' }),
      input({ certificate_pem: 'pem' }),
      input({ certificate_pem: FAKE_KEY }),
      input({ certificate_pem: `${CERT}\n${FAKE_KEY}` }),
      input({ certificate_pem: `${CERT}\n${CERT2}` }),
      input({ default_role: 'OWNER' }),
      input({ group_mappings: [{ idp_group: 'eng', role: 'GOD' }] }),
      input({
        group_mappings: [
          { idp_group: 'eng', role: 'VIEWER' },
          { idp_group: 'eng', role: 'ADMIN' },
        ],
      }),
      input({ group_mappings: [{ idp_group: ' ', role: 'VIEWER' }] }),
    ];
    for (const i of bad) expect(await code(id.rpc.saveSsoConfig({ caller: t.admin, ...i }))).toBe('SVC-VALID-4000');
    expect(await id.prisma.ssoConfig.count({ where: { organizationId: t.orgId } })).toBe(0);
  });
});

describe('SSO configuration through the iam subgraph', () => {
  it("ssoConfig / upsertSsoConfig are served for the caller's organization", async () => {
    const t = await tenant(id, { role: 'ORG_ADMIN' });
    const me = asCaller(t.admin);
    expect(await postGraphql(sg.port, `{ ssoConfig { ${FIELDS} } }`, {}, me)).toMatchObject({
      data: { ssoConfig: null },
    });
    const vars = {
      i: {
        entityId: 'urn:example:idp',
        ssoUrl: 'https://idp.example.test/sso',
        certificatePem: CERT,
        defaultRole: 'ADMIN',
        groupMappings: [{ idpGroup: 'ops', role: 'VIEWER' }],
      },
    };
    const up = await postGraphql(
      sg.port,
      `mutation($i: SsoConfigInput!) { upsertSsoConfig(input: $i) { ${FIELDS} } }`,
      vars,
      me,
    );
    expect(up.errors).toBeUndefined();
    expect(up.data?.upsertSsoConfig).toMatchObject({
      entityId: 'urn:example:idp',
      ssoUrl: 'https://idp.example.test/sso',
      certificatePem: CERT,
      defaultRole: 'ADMIN',
      groupMappings: [{ idpGroup: 'ops', role: 'VIEWER' }],
      lastLoginAt: null,
      status: 'DRAFT',
    });
    expect((up.data?.upsertSsoConfig as { updatedAt: string } | undefined)?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const got = await postGraphql(sg.port, `{ ssoConfig { ${FIELDS} } }`, {}, me);
    expect(got.data?.ssoConfig).toEqual(up.data?.upsertSsoConfig);
    // Another organization does not see it.
    expect((await postGraphql(sg.port, `{ ssoConfig { entityId } }`, {}, asCaller(b.admin))).data?.ssoConfig).toEqual({
      entityId: 'urn:b:idp',
    });
    // Non-https URL: refused, nothing changes.
    const bad = await postGraphql(
      sg.port,
      `mutation($i: SsoConfigInput!) { upsertSsoConfig(input: $i) { entityId } }`,
      { i: { ...vars.i, entityId: 'urn:other', ssoUrl: 'http://idp.example.test/sso' } },
      me,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4000');
    expect((await postGraphql(sg.port, `{ ssoConfig { entityId } }`, {}, me)).data?.ssoConfig).toEqual({
      entityId: 'urn:example:idp',
    });
    // Non-admin and anonymous callers.
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    expect(
      (await postGraphql(sg.port, `{ ssoConfig { entityId } }`, {}, asCaller(dev))).errors?.[0]?.extensions?.code,
    ).toBe('SVC-AUTH-1008');
    expect((await postGraphql(sg.port, `{ ssoConfig { entityId } }`, {}, null)).errors?.[0]?.extensions?.code).toBe(
      'SVC-AUTH-1000',
    );
  });
});
