/**
 * Authorization over gRPC: CheckPermission flattens roles in the request's workspace and, with a
 * resource ORN, evaluates the IAM-JSON policies (explicit Deny wins, then Allow, else implicit
 * deny for an allow-list; policies never widen roles). Policy authoring refuses Rego and malformed
 * sources with SVC-POLICY-* codes and stores nothing; the dry run returns a DecisionPreview.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { addUser, addWorkspace, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';

let id: IamIdentity;
let t: Tenant;
const orn = (model: string, ws = t.workspaceId, org = t.orgId) => `orn:svc:llm:${org}:workspace:${ws}:model/${model}`;
const policy = (statements: unknown[]) => JSON.stringify({ Version: '2026-01-01', Statement: statements });

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
});
afterAll(async () => {
  await id?.stop();
});

describe('CheckPermission', () => {
  it('grants through roles in that workspace only, directly or by wildcard', async () => {
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    const check = (permission: string, resource_orn?: string, user = dev.user_id, ws = t.workspaceId) =>
      id.rpc.checkPermission({ user_id: user, workspace_id: ws, permission, resource_orn });
    expect(await check('svc:llm:model:invoke')).toMatchObject({ allowed: true });
    expect((await check('svc:llm:model:invoke')).reason).toMatch(/directly by role DEVELOPER/);
    expect((await check('svc:iam:user:delete', undefined, t.userId)).reason).toMatch(
      /wildcard svc:iam:user:\* of role WORKSPACE_ADMIN/,
    );
    expect((await check('svc:billing:invoice:write')).allowed).toBe(false);
    expect(await code(check('svc:llm:model:launch'))).toBe('SVC-VALID-4000');
    expect(await code(check('svc:llm:model:invoke', 'orn:svc:llm:not-an-orn'))).toBe('SVC-VALID-4000');
    // A resource in another workspace is out of reach for a workspace-scoped user...
    const ws2 = await addWorkspace(id.prisma, t);
    await id.prisma.membership.create({ data: { userId: dev.user_id, workspaceId: ws2, role: 'DEVELOPER' } });
    expect(await check('svc:llm:model:invoke', orn('gpt-4o', ws2))).toMatchObject({
      allowed: false,
      reason: 'resource belongs to another workspace',
    });
    expect((await check('svc:llm:model:invoke', orn('gpt-4o', t.workspaceId, 'org_other'))).allowed).toBe(false);
    // ...and reachable with root_scope ORGANIZATION, where the roles in THAT workspace decide.
    const orgUser = await addUser(id.prisma, t, 'WORKSPACE_VIEWER', { rootScope: 'ORGANIZATION' });
    expect((await check('svc:llm:model:invoke', orn('gpt-4o', ws2), orgUser.user_id)).allowed).toBe(false);
    await id.prisma.membership.create({ data: { userId: orgUser.user_id, workspaceId: ws2, role: 'DEVELOPER' } });
    await id.handle.store.publish('identity:access-changed', JSON.stringify({ userId: orgUser.user_id })); // written behind identity's back
    expect((await check('svc:llm:model:invoke', orn('gpt-4o', ws2), orgUser.user_id)).allowed).toBe(true);
    expect((await check('svc:llm:model:invoke', orn('gpt-4o'), orgUser.user_id)).allowed).toBe(false);
  });

  it('policies: explicit Deny wins, an allow-list denies everything else implicitly, and nothing widens roles', async () => {
    const pt = await tenant(id);
    const dev = await addUser(id.prisma, pt, 'DEVELOPER');
    const viewer = await addUser(id.prisma, pt, 'WORKSPACE_VIEWER');
    const o = (m: string) => orn(m, pt.workspaceId, pt.orgId);
    const check = (user: string, m: string, permission = 'svc:llm:model:invoke') =>
      id.rpc.checkPermission({ user_id: user, workspace_id: pt.workspaceId, permission, resource_orn: o(m) });
    // No policy: roles decide.
    expect((await check(dev.user_id, 'gpt-4o')).reason).toMatch(/no policy applies/);
    await id.rpc.savePolicy({
      caller: pt.admin,
      level: 'WORKSPACE',
      source_format: 'IAM_JSON',
      source: policy([
        { Sid: 'AllowGpt', Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: o('gpt-*') },
        { Sid: 'DenyPreview', Effect: 'Deny', Action: 'svc:llm:*', Resource: [o('*-preview')] },
        {
          Sid: 'DevOnlyMini',
          Effect: 'Deny',
          Action: 'svc:llm:model:invoke',
          Resource: o('gpt-4o'),
          Principal: { Role: 'DEVELOPER' },
        },
      ]),
    });
    expect(await check(dev.user_id, 'gpt-4o-mini')).toMatchObject({ allowed: true });
    expect((await check(dev.user_id, 'gpt-4o-mini')).reason).toMatch(/allowed by pol_.*#AllowGpt/);
    expect(await check(dev.user_id, 'gpt-5-preview')).toMatchObject({ allowed: false });
    expect((await check(dev.user_id, 'gpt-5-preview')).reason).toMatch(/explicitly denied by .*#DenyPreview/);
    expect((await check(dev.user_id, 'gpt-4o')).allowed).toBe(false);
    expect((await check(pt.userId, 'gpt-4o')).allowed).toBe(true); // the DEVELOPER-only Deny does not apply to the admin
    expect((await check(dev.user_id, 'claude-3')).reason).toMatch(/implicit deny/);
    // An Allow never grants what the roles do not.
    expect((await check(viewer.user_id, 'gpt-4o-mini')).allowed).toBe(false);
    // An action no Allow names is left to the roles.
    expect((await check(dev.user_id, 'claude-3', 'svc:llm:model:read')).allowed).toBe(true);
  });

  it('a new policy version applies at once', async () => {
    const pt = await tenant(id);
    const o = (m: string) => orn(m, pt.workspaceId, pt.orgId);
    const check = () =>
      id.rpc.checkPermission({
        user_id: pt.userId,
        workspace_id: pt.workspaceId,
        permission: 'svc:llm:model:invoke',
        resource_orn: o('m1'),
      });
    const v1 = await id.rpc.savePolicy({
      caller: pt.admin,
      level: 'WORKSPACE',
      source_format: 'IAM_JSON',
      source: policy([{ Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: o('m1') }]),
    });
    expect(v1.version).toBe(1);
    expect((await check()).allowed).toBe(false);
    const v2 = await id.rpc.savePolicy({
      caller: pt.admin,
      policy_id: v1.policy_id,
      level: 'WORKSPACE',
      source_format: 'IAM_JSON',
      source: policy([{ Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: o('m2') }]),
    });
    expect(v2).toMatchObject({
      policy_id: v1.policy_id,
      version: 2,
      level: 'WORKSPACE',
      scope_id: pt.workspaceId,
      author_principal: `orn:svc:iam:${pt.orgId}:user/${pt.userId}`,
    });
    expect((await check()).allowed).toBe(true);
    expect((await id.rpc.listPolicies({ caller: pt.admin })).policies.map((p) => [p.policy_id, p.version])).toEqual([
      [v1.policy_id, 2],
    ]);
  });
});

describe('policy authoring and the dry run', () => {
  it('refuses Rego and malformed IAM-JSON with SVC-POLICY-* codes and stores nothing', async () => {
    const before = await id.prisma.accessPolicy.count({ where: { organizationId: t.orgId } });
    const save = (source: string, source_format = 'IAM_JSON', level = 'WORKSPACE') =>
      code(id.rpc.savePolicy({ caller: t.admin, level, source, source_format }));
    expect(await save('package svc\nallow { true }', 'REGO')).toBe('SVC-POLICY-REGO-UNSUPPORTED');
    expect(await save('{not json')).toBe('SVC-POLICY-PARSE');
    expect(await save(JSON.stringify({ Statement: [] }))).toBe('SVC-POLICY-SCHEMA');
    expect(await save(policy([{ Effect: 'Maybe', Action: 'svc:llm:model:invoke', Resource: '*' }]))).toBe(
      'SVC-POLICY-SCHEMA',
    );
    expect(await save(policy([{ Effect: 'Allow', Action: 'llm:invoke', Resource: '*' }]))).toBe('SVC-POLICY-ACTION');
    expect(
      await save(policy([{ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: 'arn:aws:s3:::bucket' }])),
    ).toBe('SVC-POLICY-RESOURCE');
    expect(
      await save(policy([{ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: '*', Condition: {} }])),
    ).toBe('SVC-POLICY-SCHEMA');
    expect(
      await save(
        policy([{ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: '*', Principal: { Role: 'GOD' } }]),
      ),
    ).toBe('SVC-POLICY-PRINCIPAL');
    expect(
      await save(policy([{ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: '*' }]), 'IAM_JSON', 'ORG'),
    ).toBe('SVC-AUTH-1008');
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    expect(
      await code(
        id.rpc.savePolicy({
          caller: dev,
          level: 'WORKSPACE',
          source_format: 'IAM_JSON',
          source: policy([{ Effect: 'Allow', Action: 'svc:*', Resource: '*' }]),
        }),
      ),
    ).toBe('SVC-AUTH-1008');
    expect(await id.prisma.accessPolicy.count({ where: { organizationId: t.orgId } })).toBe(before);
  });

  it('previews a decision for the caller, with a draft policy, without storing it', async () => {
    const pt = await tenant(id);
    const o = (m: string) => orn(m, pt.workspaceId, pt.orgId);
    const preview = (resource: string, draft_source?: string) =>
      id.rpc.previewPolicyDecision({ caller: pt.admin, action: 'svc:llm:model:invoke', resource, draft_source });
    expect(await preview(o('m1'))).toMatchObject({ decision: 'ALLOW', matched: [] });
    const draft = policy([
      { Sid: 'NoM1', Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: o('m1') },
      { Sid: 'OnlyM', Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: o('m*') },
    ]);
    expect(await preview(o('m1'), draft)).toEqual({
      decision: 'DENY',
      matched: ['draft#NoM1'],
      reason: 'explicitly denied by draft#NoM1',
    });
    expect(await preview(o('m2'), draft)).toMatchObject({ decision: 'ALLOW', matched: ['draft#OnlyM'] });
    expect(await preview(o('x1'), draft)).toMatchObject({ decision: 'IMPLICIT_DENY', matched: [] });
    expect(await preview(orn('m1', await addWorkspace(id.prisma, pt), pt.orgId))).toMatchObject({
      decision: 'IMPLICIT_DENY',
      reason: 'resource belongs to another workspace',
    });
    expect(await code(preview('orn:bad'))).toBe('SVC-VALID-4000');
    expect(await code(preview(o('m1'), 'package x'))).toBe('SVC-POLICY-PARSE');
    expect(await id.prisma.accessPolicy.count({ where: { organizationId: pt.orgId } })).toBe(0);
  });
});
