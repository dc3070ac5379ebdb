/**
 * Fuzzing the impersonation surfaces (issue 14): identity in-process with its real gRPC and HTTP
 * transports. RequestImpersonation gets arbitrary target ids, access modes, justifications and
 * durations; Approve/Revoke get arbitrary operation ids and step-up tokens; the token endpoint's
 * impersonation exchange gets arbitrary subject and actor tokens. Every answer is a typed refusal
 * (or, for a valid request, a stored operation), identity stays up, and a refusal stores nothing.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { code, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let operator: Tenant;
let target: Tenant;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const TYPED = /^(SVC-VALID-40\d\d|SVC-AUTH-1008|SVC-AUTH-1013|SVC-IMPERSONATION-433\d|no error)$/;

beforeAll(async () => {
  id = await startIamIdentity();
  operator = await tenant(id, { role: 'SUPER_ADMIN' });
  target = await tenant(id, { role: 'ORG_ADMIN' });
});
afterAll(async () => {
  await id?.stop();
});

describe('impersonation input fuzzing', () => {
  it('RequestImpersonation answers a typed refusal or a stored REQUESTED operation for any input', async () => {
    const mode = fc.oneof(fc.constantFrom('READ_ONLY', 'READ_WRITE', 'read_only', 'READ_EXECUTE', ''), nastyString(20));
    const org = fc.oneof(fc.constant(target.orgId), fc.constant(operator.orgId), nastyString(80));
    const duration = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: 50, max: 30_000 }));
    await fc.assert(
      fc.asyncProperty(
        org,
        nastyString(40),
        mode,
        nastyString(1200),
        duration,
        async (targetOrgId, ws, accessMode, justification, durationSeconds) => {
          const before = await id.prisma.impersonationOp.count({ where: { requesterUserId: operator.userId } });
          let op: Awaited<ReturnType<typeof id.rpc.requestImpersonation>> | null = null;
          const c = await code(
            id.rpc
              .requestImpersonation({
                caller: operator.admin,
                target_org_id: targetOrgId,
                target_workspace_id: ws,
                access_mode: accessMode,
                justification,
                duration_seconds: durationSeconds,
              })
              .then((o) => {
                op = o;
              }),
          );
          expect(c).toMatch(TYPED);
          const after = await id.prisma.impersonationOp.count({ where: { requesterUserId: operator.userId } });
          if (c === 'no error') {
            expect(op).toMatchObject({ status: 'REQUESTED', target_org_id: target.orgId });
            expect(after).toBe(before + 1);
          } else {
            expect(after).toBe(before);
          }
        },
      ),
      { numRuns: runs(200), seed: SEED },
    );
  });

  it('Approve and Revoke refuse arbitrary operation ids and step-up tokens with typed codes and change nothing', async () => {
    const op = await id.rpc.requestImpersonation({
      caller: operator.admin,
      target_org_id: target.orgId,
      access_mode: 'READ_ONLY',
      justification: 'fuzzing the approvals',
      duration_seconds: 600,
    });
    const approver = { user_id: `${operator.userId}`, org_id: operator.orgId, workspace_id: operator.workspaceId };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(op.op_id), nastyString(80)), nastyString(200), async (opId, stepUp) => {
        expect(
          await code(id.rpc.approveImpersonation({ caller: approver, op_id: opId, step_up_token: stepUp })),
        ).toMatch(TYPED);
        if (opId !== op.op_id)
          expect(await code(id.rpc.revokeImpersonation({ caller: target.admin, op_id: opId }))).toMatch(
            /^(SVC-VALID-40\d\d)$/,
          );
      }),
      { numRuns: runs(200), seed: SEED },
    );
    expect(await id.prisma.impersonationOp.findUniqueOrThrow({ where: { id: op.op_id } })).toMatchObject({
      status: 'REQUESTED',
      quorumCollected: 0,
    });
    expect(await id.prisma.impersonationApproval.count({ where: { opId: op.op_id } })).toBe(0);
  });

  it('the impersonation token exchange answers 400/401 OAuth errors for any subject and actor', async () => {
    const basic = `Basic ${Buffer.from(`${operator.clientId}:${operator.clientSecret}`).toString('base64')}`;
    await fc.assert(
      fc.asyncProperty(
        nastyString(100),
        nastyString(300),
        fc.constantFrom('urn:ietf:params:oauth:token-type:access_token', 'x'),
        async (subject, actor, actorType) => {
          const r = await fetch(`${id.httpUrl}/oauth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
            body: new URLSearchParams({
              grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
              subject_token: subject,
              subject_token_type: 'urn:svc:params:oauth:token-type:impersonation-op',
              actor_token: actor,
              actor_token_type: actorType,
            }),
          });
          expect([400, 401]).toContain(r.status);
          expect(typeof (await r.json()).error).toBe('string');
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
