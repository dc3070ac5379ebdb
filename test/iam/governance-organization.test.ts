/**
 * Organization administration (issue 14): updateOrganization, slugAvailability,
 * transferOrgOwnership (to an ACTIVE administrator, with a TRANSFER_OWNERSHIP step-up whose
 * binding is re-derived from the request's own input) and the sign-up profile. Each transition
 * and each refusal, through gRPC and the iam subgraph; refused input changes no row.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import type { ProtoCaller } from '@svc/grpc';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, auditOf, code, startIamIdentity, tenant, type IamIdentity, type Tenant } from './helpers.ts';

let id: IamIdentity;
let t: Tenant;
let other: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id, { role: 'ORG_ADMIN' });
  other = await tenant(id, { role: 'ORG_ADMIN' });
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const asCaller = (c: { user_id: string; org_id: string; workspace_id: string }) => ({
  userId: c.user_id,
  orgId: c.org_id,
  workspaceId: c.workspace_id,
});
const org = (orgId = t.orgId) => id.prisma.organization.findUniqueOrThrow({ where: { id: orgId } });

/** Second-factor codes for `caller` after enrolling TOTP (each code is accepted once). */
async function mfa(caller: ProtoCaller) {
  const e = await id.rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  const step = timeStep(Date.now()) - 1;
  expect((await id.rpc.confirmMfa({ caller, code: hotp(secret, step) })).confirmed).toBe(true);
  const codes = [hotp(secret, step + 1), hotp(secret, step + 2), ...e.backup_codes];
  return () => codes.shift()!;
}

describe('updateOrganization', () => {
  it('changes only the fields present; an empty description or logo clears it', async () => {
    const a = await id.rpc.updateOrganization({
      caller: t.admin,
      set_name: true,
      name: '  Acme Labs ',
      set_logo_url: true,
      logo_url: 'https://cdn.example.test/logo.png',
    });
    expect(a).toMatchObject({
      id: t.orgId,
      name: 'Acme Labs',
      logo_url: 'https://cdn.example.test/logo.png',
      description: '',
    });
    const b = await id.rpc.updateOrganization({
      caller: t.admin,
      set_description: true,
      description: 'We build things.',
    });
    expect(b).toMatchObject({
      name: 'Acme Labs',
      description: 'We build things.',
      logo_url: 'https://cdn.example.test/logo.png',
    });
    const c = await id.rpc.updateOrganization({ caller: t.admin, set_logo_url: true, logo_url: '' });
    expect(c.logo_url).toBe('');
    expect((await org()).logoUrl).toBeNull();
    expect((await auditOf(id.prisma, `organization/${t.orgId}`)).slice(-3)).toEqual([
      { action: 'governance.organization.updated', actor: `user/${t.userId}`, details: { fields: 'logoUrl,name' } },
      { action: 'governance.organization.updated', actor: `user/${t.userId}`, details: { fields: 'description' } },
      { action: 'governance.organization.updated', actor: `user/${t.userId}`, details: { fields: 'logoUrl' } },
    ]);
  });

  it('refuses bad input with SVC-VALID-4000 and a caller without svc:iam:organization:write with SVC-AUTH-1008; nothing changes', async () => {
    const before = await org();
    const events = (await auditOf(id.prisma, `organization/${t.orgId}`)).length;
    for (const bad of [
      { set_logo_url: true, logo_url: 'http://insecure.example.test/l.png' },
      { set_logo_url: true, logo_url: 'https://user:pw@example.test/l.png' },
      { set_logo_url: true, logo_url: 'not a url' },
      { set_name: true, name: '   ' },
      { set_name: true, name: 'x'.repeat(101) },
      { set_description: true, description: 'd'.repeat(1001) },
      // A valid field beside an invalid one is not applied either.
      { set_name: true, name: 'Fine', set_description: true, description: 'bell\u0007' },
    ])
      expect(await code(id.rpc.updateOrganization({ caller: t.admin, ...bad }))).toBe('SVC-VALID-4000');
    const dev = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await code(id.rpc.updateOrganization({ caller: dev, set_name: true, name: 'Hijack' }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await org()).toEqual(before);
    expect(await auditOf(id.prisma, `organization/${t.orgId}`)).toHaveLength(events);
  });

  it('is served by the iam subgraph for the credential organization only', async () => {
    const r = await postGraphql(
      sg.port,
      'mutation { updateOrganization(input: { name: "Via GraphQL" }) { id name description } }',
      {},
      asCaller(t.admin),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateOrganization).toMatchObject({ id: t.orgId, name: 'Via GraphQL' });
    expect((await org(other.orgId)).name).not.toBe('Via GraphQL');
  });
});

describe('slugAvailability', () => {
  it('is true for a free or the own slug and one uniform false for taken, reserved or malformed', async () => {
    const own = (await org()).slug;
    const taken = (await org(other.orgId)).slug;
    const free = `free-${randomBytes(4).toString('hex')}`;
    const ask = async (slug: string) => (await id.rpc.slugAvailability({ caller: t.admin, slug })).available;
    expect(await ask(free)).toBe(true);
    expect(await ask(own)).toBe(true);
    for (const no of [taken, 'admin', 'www', 'a', '-bad-', 'UPPER CASE', 'x'.repeat(49), 'émoji'])
      expect(await ask(no), no).toBe(false);
    const r = await postGraphql(
      sg.port,
      'query($s: String!) { slugAvailability(slug: $s) { available } }',
      { s: free },
      asCaller(t.admin),
    );
    expect(r.data?.slugAvailability).toEqual({ available: true });
  });
});

describe('transferOrgOwnership', () => {
  it('needs a step-up bound to this transfer; a missing, unbound, wrongly scoped or foreign-bound one is SVC-AUTH-1013', async () => {
    const ot = await tenant(id, { role: 'ORG_ADMIN' });
    await id.prisma.organization.update({ where: { id: ot.orgId }, data: { ownerUserId: ot.userId } });
    const target = await addUser(id.prisma, ot, 'ORG_ADMIN');
    const decoy = await addUser(id.prisma, ot, 'ORG_ADMIN');
    const next = await mfa(ot.admin);
    const binding = `transferOrgOwnership:${target.user_id}`;
    expect(await code(id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: target.user_id }))).toBe(
      'SVC-AUTH-1013',
    );
    const unbound = await id.rpc.requestStepUp({ caller: ot.admin, scope: 'TRANSFER_OWNERSHIP', code: next() });
    expect(
      await code(
        id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: target.user_id, step_up_token: unbound.jti }),
      ),
    ).toBe('SVC-AUTH-1013');
    const wrongScope = await id.rpc.requestStepUp({
      caller: ot.admin,
      scope: 'CONFIGURE_SSO',
      code: next(),
      operation_binding: binding,
    });
    expect(
      await code(
        id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: target.user_id, step_up_token: wrongScope.jti }),
      ),
    ).toBe('SVC-AUTH-1013');
    // A step-up minted for a transfer to the decoy does not move ownership to the target.
    const forDecoy = await id.rpc.requestStepUp({
      caller: ot.admin,
      scope: 'TRANSFER_OWNERSHIP',
      code: next(),
      operation_binding: `transferOrgOwnership:${decoy.user_id}`,
    });
    expect(
      await code(
        id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: target.user_id, step_up_token: forDecoy.jti }),
      ),
    ).toBe('SVC-AUTH-1013');
    expect((await org(ot.orgId)).ownerUserId).toBe(ot.userId);
    expect(await id.prisma.ownershipTransfer.count({ where: { organizationId: ot.orgId } })).toBe(0);
    expect(await auditOf(id.prisma, `organization/${ot.orgId}`)).toEqual([]);

    const good = await id.rpc.requestStepUp({
      caller: ot.admin,
      scope: 'TRANSFER_OWNERSHIP',
      code: next(),
      operation_binding: binding,
    });
    const done = await id.rpc.transferOrgOwnership({
      caller: ot.admin,
      new_owner_id: target.user_id,
      step_up_token: good.jti,
    });
    expect(done).toMatchObject({
      org_id: ot.orgId,
      previous_owner_id: ot.userId,
      new_owner_id: target.user_id,
      status: 'COMPLETED',
    });
    expect(done.transfer_id).toMatch(/^otr_/);
    expect((await org(ot.orgId)).ownerUserId).toBe(target.user_id);
    expect(await auditOf(id.prisma, `organization/${ot.orgId}`)).toEqual([
      {
        action: 'governance.organization.ownership_transferred',
        actor: `user/${ot.userId}`,
        details: { transferId: done.transfer_id, previousOwnerId: ot.userId, newOwnerId: target.user_id },
      },
    ]);
    // The grant is single use.
    expect(
      await code(
        id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: decoy.user_id, step_up_token: good.jti }),
      ),
    ).toBe(`SVC-AUTH-1013`);
  });

  it('refuses a target that is not an active administrator of the organization, or already owns it, before spending a step-up', async () => {
    const ot = await tenant(id, { role: 'ORG_ADMIN' });
    await id.prisma.organization.update({ where: { id: ot.orgId }, data: { ownerUserId: ot.userId } });
    const dev = await addUser(id.prisma, ot, 'DEVELOPER');
    const suspended = await addUser(id.prisma, ot, 'ORG_ADMIN');
    await id.prisma.user.update({ where: { id: suspended.user_id }, data: { status: 'SUSPENDED' } });
    const foreign = await addUser(id.prisma, other, 'ORG_ADMIN');
    const next = await mfa(ot.admin);
    for (const target of [dev.user_id, suspended.user_id, foreign.user_id, 'usr_doesnotexist', ot.userId]) {
      const s = await id.rpc.requestStepUp({
        caller: ot.admin,
        scope: 'TRANSFER_OWNERSHIP',
        code: next(),
        operation_binding: `transferOrgOwnership:${target}`,
      });
      expect(
        await code(id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: target, step_up_token: s.jti })),
        target,
      ).toBe('SVC-VALID-4000');
      // Not spent: the refusal came first.
      expect(
        (
          await id.prisma.stepUpGrant.findFirstOrThrow({
            where: { userId: ot.userId, operationBinding: `transferOrgOwnership:${target}` },
          })
        ).usedAt,
      ).toBeNull();
    }
    expect(await code(id.rpc.transferOrgOwnership({ caller: ot.admin, new_owner_id: 'not-an-id' }))).toBe(
      'SVC-VALID-4005',
    );
    const wsAdmin = await addUser(id.prisma, ot, 'WORKSPACE_ADMIN');
    expect(await code(id.rpc.transferOrgOwnership({ caller: wsAdmin, new_owner_id: dev.user_id }))).toBe(
      'SVC-AUTH-1008',
    );
    expect((await org(ot.orgId)).ownerUserId).toBe(ot.userId);
  });

  it('is served by the iam subgraph with the X-Step-Up-Token header', async () => {
    const ot = await tenant(id, { role: 'ORG_ADMIN' });
    const target = await addUser(id.prisma, ot, 'WORKSPACE_ADMIN');
    const next = await mfa(ot.admin);
    const s = await id.rpc.requestStepUp({
      caller: ot.admin,
      scope: 'TRANSFER_OWNERSHIP',
      code: next(),
      operation_binding: `transferOrgOwnership:${target.user_id}`,
    });
    const q =
      'mutation($u: ID!) { transferOrgOwnership(newOwnerId: $u) { transferId orgId previousOwnerId newOwnerId status createdAt } }';
    const refused = await postGraphql(sg.port, q, { u: target.user_id }, asCaller(ot.admin));
    expect(refused.errors?.[0].extensions?.code).toBe('SVC-AUTH-1013');
    const r = await postGraphql(sg.port, q, { u: target.user_id }, asCaller(ot.admin), { 'x-step-up-token': s.jti });
    expect(r.errors).toBeUndefined();
    expect(r.data?.transferOrgOwnership).toMatchObject({
      orgId: ot.orgId,
      newOwnerId: target.user_id,
      status: 'COMPLETED',
      previousOwnerId: '',
    });
  });
});

describe('signup profile', () => {
  it('is empty until answered, updates only what is given, clears with null, and refuses values outside the enums', async () => {
    const u = await addUser(id.prisma, t, 'DEVELOPER');
    expect(await id.rpc.getSignupProfile({ caller: u })).toEqual({ company_size: '', use_case: '', updated_at: '' });
    const a = await id.rpc.updateSignupProfile({ caller: u, set_use_case: true, use_case: 'AGENTS' });
    expect(a).toMatchObject({ company_size: '', use_case: 'AGENTS' });
    expect(a.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      await id.rpc.updateSignupProfile({ caller: u, set_company_size: true, company_size: 'SIZE_11_50' }),
    ).toMatchObject({ company_size: 'SIZE_11_50', use_case: 'AGENTS' });
    expect(
      await code(id.rpc.updateSignupProfile({ caller: u, set_use_case: true, use_case: 'WORLD_DOMINATION' })),
    ).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.updateSignupProfile({ caller: u, set_company_size: true, company_size: 'size_1' }))).toBe(
      'SVC-VALID-4000',
    );
    expect(await id.rpc.getSignupProfile({ caller: u })).toMatchObject({
      company_size: 'SIZE_11_50',
      use_case: 'AGENTS',
    });

    const me = asCaller(u);
    const r = await postGraphql(
      sg.port,
      'mutation { updateSignupProfile(input: { useCase: null }) { companySize useCase updatedAt } }',
      {},
      me,
    );
    expect(r.data?.updateSignupProfile).toMatchObject({ companySize: 'SIZE_11_50', useCase: null });
    const q = await postGraphql(sg.port, '{ signupProfile { companySize useCase updatedAt } }', {}, me);
    expect(q.data?.signupProfile).toMatchObject({ companySize: 'SIZE_11_50', useCase: null });
    const bad = await postGraphql(
      sg.port,
      'mutation { updateSignupProfile(input: { useCase: NOPE }) { useCase } }',
      {},
      me,
    );
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect((await auditOf(id.prisma, `user/${u.user_id}`)).map((e) => e.action)).toEqual(
      Array(3).fill('governance.signup_profile.updated'),
    );
    // Another user's profile is untouched.
    expect(await id.rpc.getSignupProfile({ caller: t.admin })).toEqual({
      company_size: '',
      use_case: '',
      updated_at: '',
    });
  });
});
