/**
 * Fuzz: the billing subgraph's new input surfaces — createBudget / updateBudget input, report
 * windows and dimensions, cancellation reasons, checkout input — over HTTP against the real
 * database. Every answer is data or a typed SVC error (never an untyped or internal one), the
 * subgraph keeps answering, and no refused budget input leaves a row behind.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { databaseUrl } from '../helpers/env.ts';
import { startIamIdentity, tenant, type IamIdentity } from '../iam/helpers.ts';
import { fc, nastyString, runs } from './fuzz-kit.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let who: TestCaller;
let orgId: string;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  const t = await tenant(id, { role: 'BILLING' });
  who = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
  orgId = t.orgId;
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

/** Data, or errors that all carry a catalogue code other than the internal one. */
function expectTyped(r: Awaited<ReturnType<typeof postGraphql>>, input: unknown) {
  for (const e of r.errors ?? []) {
    expect(e.extensions?.code, JSON.stringify(input).slice(0, 300)).toMatch(
      /^(SVC-|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)/,
    );
    expect(e.extensions?.code).not.toBe('SVC-SERVER-9000');
  }
}

const money = fc.oneof(
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  nastyString(24),
  fc.constantFrom('0', '1', '007', '1e9', '1.0', ' 1', '999999999999999', '9999999999999999'),
);
const pcts = fc.array(fc.oneof(fc.integer({ min: -5, max: 105 }), fc.constantFrom(0, 1, 100, 2 ** 31 - 1)), {
  maxLength: 14,
});

describe('billing input fuzz', () => {
  it('createBudget and updateBudget: typed answers, and only valid input is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          scopeType: fc.constantFrom('ORGANIZATION', 'WORKSPACE', 'PROVIDER', 'API_KEY'),
          scopeId: fc.oneof(nastyString(140), fc.constant(orgId)),
          mode: fc.constantFrom('SOFT', 'HARD'),
          usdCeilingCents: money,
          alertThresholdPcts: pcts,
          enabled: fc.option(fc.boolean(), { nil: undefined }),
        }),
        async (input) => {
          const r = await postGraphql(
            sg.port,
            'mutation($i: CreateBudgetInput!) { createBudget(input: $i) { id usdCeilingCents alertThresholdPcts } }',
            { i: input },
            who,
          );
          expectTyped(r, input);
          const b = (r.data as any)?.createBudget;
          if (b) {
            expect(BigInt(b.usdCeilingCents)).toBeGreaterThan(0n);
            expect(b.alertThresholdPcts.every((p: number) => p >= 1 && p <= 100)).toBe(true);
            const u = await postGraphql(
              sg.port,
              'mutation($id: ID!, $i: UpdateBudgetInput!) { updateBudget(id: $id, input: $i) { id } }',
              { id: b.id, i: { usdCeilingCents: input.usdCeilingCents, alertThresholdPcts: input.alertThresholdPcts } },
              who,
            );
            expectTyped(u, input);
            await postGraphql(sg.port, 'mutation($id: ID!) { deleteBudget(id: $id) }', { id: b.id }, who);
          }
        },
      ),
      { numRuns: runs(150) },
    );
    expect(await id.owners.budget.count({ where: { organizationId: orgId } })).toBe(0);
  });

  it('report windows, dimensions, reasons and checkout input: typed answers, subgraph stays up', async () => {
    const instant = fc.oneof(
      fc.date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true }).map((d) => d.toISOString()),
      nastyString(40),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          s: fc.option(instant, { nil: undefined }),
          u: fc.option(instant, { nil: undefined }),
          d: nastyString(20),
          w: fc.option(fc.oneof(nastyString(6), fc.constantFrom('7d', '30d', '90d')), { nil: undefined }),
          reason: fc.option(nastyString(700), { nil: undefined }),
          url: nastyString(80),
        }),
        async (v) => {
          expectTyped(
            await postGraphql(
              sg.port,
              'query($s: DateTime, $u: DateTime) { aiUsage(since: $s, until: $u) { totalRequests } usageReport(since: $s, until: $u) { periodStart } }',
              { s: v.s, u: v.u },
              who,
            ),
            v,
          );
          expectTyped(
            await postGraphql(
              sg.port,
              'query($d: String!, $w: String) { costBreakdown(dimension: $d, window: $w) { costStatus } }',
              { d: v.d, w: v.w },
              who,
            ),
            v,
          );
          expectTyped(
            await postGraphql(
              sg.port,
              'mutation($r: String) { cancelSubscription(reason: $r) { status } }',
              { r: v.reason },
              who,
            ),
            v,
          );
          expectTyped(
            await postGraphql(
              sg.port,
              'mutation($i: CheckoutInput!) { createCheckoutSession(input: $i) { sessionId } }',
              {
                i: {
                  planCode: 'PRO',
                  billingPeriod: 'MONTHLY',
                  priceVersionId: 'pv_pro_2026_11_v1',
                  pricingVersion: 1,
                  successUrl: v.url,
                  cancelUrl: v.url,
                },
              },
              who,
            ),
            v,
          );
        },
      ),
      { numRuns: runs(100) },
    );
    const alive = await postGraphql(sg.port, '{ publicPlans { code } }', {}, who);
    expect(alive.errors).toBeUndefined();
  });
});
