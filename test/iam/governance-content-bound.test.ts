/**
 * Content-bound enablement (issue 14): the maker's request passes five gates or stores nothing;
 * the sixth is the checker's step-up bound to this enablement; ACTIVE only with a checker other
 * than the maker; parallel approvals activate it exactly once; a checker may reject instead (no
 * step-up), and a rejection racing approvals settles it once; the key reference never comes back.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import type { ProtoCaller } from '@svc/grpc';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { addUser, auditOf, code, startIamIdentity, tenant, type IamIdentity } from './helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const KMS = 'arn:aws:kms:eu-west-1:111122223333:key/secret-key-reference';
const input = (over: Record<string, string> = {}) => ({
  dlp_profile_id: 'dlp-strict',
  dpa_reference: 'DPA-2026-17',
  legal_signoff_ref: 'LEGAL-889',
  residency_region: 'eu',
  kms_key_ref: KMS,
  ...over,
});
const asCaller = (c: { user_id: string; org_id: string; workspace_id: string }) => ({
  userId: c.user_id,
  orgId: c.org_id,
  workspaceId: c.workspace_id,
});

async function mfa(caller: ProtoCaller) {
  const e = await id.rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  const step = timeStep(Date.now()) - 1;
  expect((await id.rpc.confirmMfa({ caller, code: hotp(secret, step) })).confirmed).toBe(true);
  const codes = [hotp(secret, step + 1), hotp(secret, step + 2), ...e.backup_codes];
  return () => codes.shift()!;
}
const stepUp = async (caller: ProtoCaller, next: () => string, enablementId: string) =>
  (
    await id.rpc.requestStepUp({
      caller,
      scope: 'APPROVE_CONTENT_BOUND_ENABLEMENT',
      code: next(),
      operation_binding: `approveContentBoundEnablement:${enablementId}`,
    })
  ).jti;

describe('content-bound enablement', () => {
  it('maker requests (PENDING); the maker cannot approve; a checker with a bound step-up makes it ACTIVE', async () => {
    const t = await tenant(id);
    const checker = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
    expect(await id.rpc.getContentBoundEnablement({ caller: t.admin })).toMatchObject({ found: false });
    const e = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
    expect(e).toMatchObject({
      status: 'PENDING',
      approver_maker: t.userId,
      approver_checker: '',
      enabled_at: '0',
      workspace_id: t.workspaceId,
      org_id: t.orgId,
      residency_region: 'eu',
    });
    expect(JSON.stringify(e)).not.toContain('secret-key-reference');
    const row = await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } });
    expect(JSON.stringify(row)).not.toContain('secret-key-reference');
    expect(row.kmsKeyRefSha256).toMatch(/^[0-9a-f]{64}$/);

    const makerNext = await mfa(t.admin);
    expect(
      await code(
        id.rpc.approveContentBoundEnablement({
          caller: t.admin,
          enablement_id: e.enablement_id,
          step_up_token: await stepUp(t.admin, makerNext, e.enablement_id),
        }),
      ),
    ).toBe('SVC-AUTH-1008');
    const next = await mfa(checker);
    expect(await code(id.rpc.approveContentBoundEnablement({ caller: checker, enablement_id: e.enablement_id }))).toBe(
      'SVC-AUTH-1013',
    );
    const elsewhere = (
      await id.rpc.requestStepUp({
        caller: checker,
        scope: 'APPROVE_CONTENT_BOUND_ENABLEMENT',
        code: next(),
        operation_binding: 'approveContentBoundEnablement:cbe_other',
      })
    ).jti;
    expect(
      await code(
        id.rpc.approveContentBoundEnablement({
          caller: checker,
          enablement_id: e.enablement_id,
          step_up_token: elsewhere,
        }),
      ),
    ).toBe('SVC-AUTH-1013');
    expect((await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } })).status).toBe(
      'PENDING',
    );

    const done = await id.rpc.approveContentBoundEnablement({
      caller: checker,
      enablement_id: e.enablement_id,
      step_up_token: await stepUp(checker, next, e.enablement_id),
    });
    expect(done).toMatchObject({ status: 'ACTIVE', approver_maker: t.userId, approver_checker: checker.user_id });
    expect(Number(done.enabled_at)).toBeGreaterThan(1_700_000_000);
    expect(JSON.stringify(done)).not.toContain('secret-key-reference');
    // ACTIVE: no second approval, no new request over it.
    expect(
      await code(
        id.rpc.approveContentBoundEnablement({
          caller: checker,
          enablement_id: e.enablement_id,
          step_up_token: await stepUp(checker, next, e.enablement_id),
        }),
      ),
    ).toBe('SVC-VALID-4000');
    expect(await code(id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() }))).toBe('SVC-VALID-4000');
    expect(
      (await auditOf(id.prisma, `content-bound-enablement/${e.enablement_id}`)).map((x) => [x.action, x.actor]),
    ).toEqual([
      ['governance.content_bound.requested', `user/${t.userId}`],
      ['governance.content_bound.approved', `user/${checker.user_id}`],
    ]);
  });

  it('each of the five request gates refuses with SVC-VALID-4000 naming it and stores nothing', async () => {
    const t = await tenant(id);
    for (const [field, bad] of [
      ['dlp_profile_id', ''],
      ['dpa_reference', 'has space'],
      ['legal_signoff_ref', 'x'.repeat(257)],
      ['residency_region', 'Europe'],
      ['residency_region', ''],
      ['kms_key_ref', '  '],
    ] as const) {
      let arg = '';
      try {
        await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input({ [field]: bad }) });
      } catch (e) {
        arg = `${(e as { code?: string }).code} ${(e as Error).message}`;
      }
      expect(arg, field).toMatch(/^SVC-VALID-4000 /);
    }
    expect(await id.prisma.contentBoundEnablement.count({ where: { workspaceId: t.workspaceId } })).toBe(0);
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(await code(id.rpc.requestContentBoundEnablement({ caller: viewer, ...input() }))).toBe('SVC-AUTH-1008');
    expect(await code(id.rpc.getContentBoundEnablement({ caller: viewer }))).toBe('SVC-AUTH-1008');
  });

  it('parallel approvals by several checkers activate it exactly once', async () => {
    const t = await tenant(id);
    const e = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
    const checkers = await Promise.all([0, 1, 2, 3].map(() => addUser(id.prisma, t, 'WORKSPACE_ADMIN')));
    const tokens: string[] = [];
    for (const c of checkers) tokens.push(await stepUp(c, await mfa(c), e.enablement_id));
    const results = await Promise.allSettled(
      checkers.map((c, i) =>
        id.rpc.approveContentBoundEnablement({ caller: c, enablement_id: e.enablement_id, step_up_token: tokens[i] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('SVC-VALID-4000');
    expect(
      (await auditOf(id.prisma, `content-bound-enablement/${e.enablement_id}`)).filter(
        (x) => x.action === 'governance.content_bound.approved',
      ),
    ).toHaveLength(1);
  });

  it('a checker rejects (no step-up); a rejection and approvals racing settle it exactly once', async () => {
    const t = await tenant(id);
    const e = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(await code(id.rpc.rejectContentBoundEnablement({ caller: viewer, enablement_id: e.enablement_id }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await code(id.rpc.rejectContentBoundEnablement({ caller: t.admin, enablement_id: e.enablement_id }))).toBe(
      'SVC-AUTH-1008',
    );
    expect(await code(id.rpc.rejectContentBoundEnablement({ caller: t.admin, enablement_id: '' }))).toBe(
      'SVC-VALID-4041',
    );
    expect((await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } })).status).toBe(
      'PENDING',
    );

    const checkers = await Promise.all([0, 1, 2].map(() => addUser(id.prisma, t, 'WORKSPACE_ADMIN')));
    const tokens: string[] = [];
    for (const c of checkers.slice(1)) tokens.push(await stepUp(c, await mfa(c), e.enablement_id));
    const results = await Promise.allSettled([
      id.rpc.rejectContentBoundEnablement({ caller: checkers[0], enablement_id: e.enablement_id }),
      ...checkers
        .slice(1)
        .map((c, i) =>
          id.rpc.approveContentBoundEnablement({ caller: c, enablement_id: e.enablement_id, step_up_token: tokens[i] }),
        ),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('SVC-VALID-4000');
    const row = await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } });
    expect(row.status).toBe((won[0] as PromiseFulfilledResult<{ status: string }>).value.status);
    const decided = (await auditOf(id.prisma, `content-bound-enablement/${e.enablement_id}`)).filter((x) =>
      ['governance.content_bound.approved', 'governance.content_bound.rejected'].includes(x.action),
    );
    expect(decided).toHaveLength(1);

    // A rejected request is decided; the maker starts again with a new one.
    if (row.status === 'REJECTED') {
      expect(row.checkerUserId).toBe(checkers[0].user_id);
      expect(row.enabledAt).toBeNull();
      const again = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
      expect(again.status).toBe('PENDING');
      expect(again.enablement_id).not.toBe(e.enablement_id);
    }
  });

  it('parallel revocations of an ACTIVE one revoke it exactly once; a viewer may not revoke', async () => {
    const t = await tenant(id);
    const e = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
    const checker = await addUser(id.prisma, t, 'WORKSPACE_ADMIN');
    await id.rpc.approveContentBoundEnablement({
      caller: checker,
      enablement_id: e.enablement_id,
      step_up_token: await stepUp(checker, await mfa(checker), e.enablement_id),
    });
    const viewer = await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    expect(await code(id.rpc.revokeContentBoundEnablement({ caller: viewer, enablement_id: e.enablement_id }))).toBe(
      'SVC-AUTH-1008',
    );
    const admins = [
      t.admin,
      checker,
      ...(await Promise.all([0, 1].map(() => addUser(id.prisma, t, 'WORKSPACE_ADMIN')))),
    ];
    const results = await Promise.allSettled(
      admins.map((c) => id.rpc.revokeContentBoundEnablement({ caller: c, enablement_id: e.enablement_id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('SVC-VALID-4000');
    expect((await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } })).status).toBe(
      'REVOKED',
    );
    expect(
      (await auditOf(id.prisma, `content-bound-enablement/${e.enablement_id}`)).filter(
        (x) => x.action === 'governance.content_bound.revoked',
      ),
    ).toHaveLength(1);
  });

  it('another workspace cannot approve or see it; the subgraph serves it without the key reference', async () => {
    const t = await tenant(id);
    const o = await tenant(id);
    const e = await id.rpc.requestContentBoundEnablement({ caller: t.admin, ...input() });
    expect(await code(id.rpc.approveContentBoundEnablement({ caller: o.admin, enablement_id: e.enablement_id }))).toBe(
      'SVC-VALID-4041',
    );
    expect((await id.rpc.getContentBoundEnablement({ caller: o.admin })).found).toBe(false);
    const q = await postGraphql(
      sg.port,
      '{ contentBoundEnablement { enablementId status approverMaker approverChecker enabledAt dlpProfileId residencyRegion } }',
      {},
      asCaller(t.admin),
    );
    expect(q.data?.contentBoundEnablement).toEqual({
      enablementId: e.enablement_id,
      status: 'PENDING',
      approverMaker: t.userId,
      approverChecker: '',
      enabledAt: '0',
      dlpProfileId: 'dlp-strict',
      residencyRegion: 'eu',
    });
    const m = await postGraphql(
      sg.port,
      `mutation { requestContentBoundEnablement(input: {dlpProfileId: "d", dpaReference: "p", legalSignoffRef: "l", residencyRegion: "us-east", kmsKeyRef: "k-ref"}) { status residencyRegion } }`,
      {},
      asCaller(o.admin),
    );
    expect(m.data?.requestContentBoundEnablement).toEqual({ status: 'PENDING', residencyRegion: 'us-east' });
    const bad = await postGraphql(
      sg.port,
      'mutation { approveContentBoundEnablement(enablementId: "x") { status } }',
      {},
      asCaller(o.admin),
    );
    expect(bad.errors?.[0].extensions?.code).toBe('SVC-VALID-4005');
    const otherReject = await postGraphql(
      sg.port,
      `mutation { rejectContentBoundEnablement(enablementId: "${e.enablement_id}") { status } }`,
      {},
      asCaller(o.admin),
    );
    expect(otherReject.errors?.[0].extensions?.code).toBe('SVC-VALID-4041');
    expect((await id.prisma.contentBoundEnablement.findUniqueOrThrow({ where: { id: e.enablement_id } })).status).toBe(
      'PENDING',
    );
  });
});
