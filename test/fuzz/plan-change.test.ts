/**
 * Fuzzing the plan-change surfaces (issue 16): identity's SetOrganizationPlan RPC (identity
 * in-process, real gRPC) with arbitrary organization, plan, subscription and reason text, and the
 * gateway's handler of the `identity:org-plan-changed` announcement with arbitrary messages. Every
 * RPC answer is a typed refusal or a success, identity stays up, an organization's plan only ever
 * becomes a known plan and only when asked for one; the gateway's handler never throws.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MemoryStore } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { code, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { RateLimiter } from '../../gateway/src/limits/rate-limiter.ts';

let id: IamIdentity;
let t: Tenant;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PLANS = ['FREE', 'PRO', 'ENTERPRISE'];

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
});
afterAll(async () => {
  await id?.stop();
});

describe('plan-change fuzzing', () => {
  it('SetOrganizationPlan refuses arbitrary input with typed codes; a plan only becomes a known one, when asked', async () => {
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nastyString(60), fc.constantFrom(...PLANS)),
        fc.oneof(nastyString(80), fc.constant(t.orgId)),
        nastyString(80),
        fc.oneof(nastyString(40), fc.constant('subscription_ended')),
        async (plan, orgId, subscriptionId, reason) => {
          const before = (await id.prisma.organization.findUniqueOrThrow({ where: { id: t.orgId } })).plan;
          const outcome = await code(
            id.rpc.setOrganizationPlan({ org_id: orgId, plan, subscription_id: subscriptionId, reason }),
          );
          expect(outcome).toMatch(/^(SVC-VALID-40(00|07|08|41)|no error)$/);
          const after = (await id.prisma.organization.findUniqueOrThrow({ where: { id: t.orgId } })).plan;
          expect(PLANS).toContain(after);
          if (outcome !== 'no error' || orgId !== t.orgId) expect(after).toBe(before);
          else expect(after).toBe(plan);
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );
    expect((await id.rpc.getOrganization({ id: t.orgId })).id).toBe(t.orgId);
  });

  it("the gateway's plan-change handler never throws on any message", () => {
    const identity = { getOrganization: async () => ({ plan: 'PRO' }) } as unknown as IdentityApi;
    const rl = new RateLimiter(new MemoryStore(), identity, {
      perMinute: { FREE: 1, PRO: 2, ENTERPRISE: 3 },
      anonymousPerMinute: 1,
      sandboxPerWindow: 1,
      sandboxWindowMs: 1000,
      tierCacheMs: 1000,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          nastyString(200),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ orgId: v })),
        ),
        (m) => {
          expect(() => rl.planChanged(m)).not.toThrow();
        },
      ),
      { numRuns: runs(2000), seed: SEED },
    );
  });
});
