/**
 * Billing quota status from data the platform owns: billing.usage_records of the caller's
 * organization in the current UTC month, plan allowances from the plan catalogue for the plan
 * identity reports, seats and workspaces counted by identity. Without DATABASE_URL both fields
 * fail closed with SVC-SERVER-9001.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { monthWindow, quotaUsage } from '../../subgraphs/billing/src/services/quota-service.ts';
import { databaseUrl } from '../helpers/env.ts';
import { addUser, addWorkspace, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let bare: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  bare = await startSubgraph(billingSubgraph, { BILLING_PORT: '0', BILLING_GRPC_PORT: '0', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await sg?.stop();
  await bare?.stop();
  await id?.stop();
});

const caller = (t: Tenant): TestCaller => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });
const QUOTA = '{ quotaStatus { currentSpendMicrocents exceeded monthlyLimitMicrocents percentageUsed resetDate } }';
const USAGE = 'used limit percentage exceeded warning';
const ORG = `{ orgQuotaStatus { plan planName periodStart periodEnd requests { ${USAGE} } users { ${USAGE} } workspaces { ${USAGE} } } }`;

async function usage(t: { orgId: string | null; workspaceId: string }, at: Date, cost: bigint | null) {
  await id.owners.usageRecord.create({
    data: {
      id: `ur_${randomBytes(8).toString('hex')}`,
      workspaceId: t.workspaceId,
      orgId: t.orgId,
      model: 'm1',
      inputTokens: 10,
      outputTokens: 5,
      costMicrocents: cost,
      occurredAt: at,
    },
  });
}

describe('quota arithmetic', () => {
  it('QuotaUsage: -1 unlimited, warning at 80 percent, exceeded above the allowance', () => {
    expect(quotaUsage(5, null)).toEqual({ used: 5, limit: -1, percentage: 0, exceeded: false, warning: false });
    expect(quotaUsage(79, 100)).toEqual({ used: 79, limit: 100, percentage: 79, exceeded: false, warning: false });
    expect(quotaUsage(80, 100)).toMatchObject({ percentage: 80, warning: true, exceeded: false });
    expect(quotaUsage(100, 100)).toMatchObject({ percentage: 100, warning: true, exceeded: false });
    expect(quotaUsage(101, 100)).toMatchObject({ percentage: 101, warning: true, exceeded: true });
    expect(quotaUsage(1, 3).percentage).toBe(33.33);
    expect(quotaUsage(0, 0)).toMatchObject({ percentage: 0, warning: false, exceeded: false });
    expect(quotaUsage(1, 0)).toMatchObject({ percentage: 100, warning: true, exceeded: true });
  });

  it('the period is the calendar month in UTC; the reset is the first instant of the next one', () => {
    expect(monthWindow(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(monthWindow(new Date('2026-02-01T00:00:00Z'))).toEqual({
      start: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });
});

describe('billing quota status over HTTP', () => {
  it("sums this month's priced usage of the caller's organization only", async () => {
    const t = await tenant(id);
    const other = await tenant(id);
    const now = new Date();
    const { start, end } = monthWindow(now);
    await usage(t, start, 1_000n); // first instant: in
    await usage(t, now, 2_500n);
    await usage(t, now, null); // unpriced: counted as a request, not as spend
    await usage({ orgId: null, workspaceId: t.workspaceId }, now, 500n); // legacy row of the caller's workspace
    await usage(t, new Date(start.getTime() - 1), 9_000_000n); // last month
    await usage(t, end, 9_000_000n); // next month
    await usage(other, now, 7_000n); // another organization
    const r = await postGraphql(sg.port, QUOTA, {}, caller(t));
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      quotaStatus: {
        currentSpendMicrocents: 4_000,
        exceeded: false,
        monthlyLimitMicrocents: null,
        percentageUsed: 0,
        resetDate: end.toISOString(),
      },
    });
    expect((await postGraphql(sg.port, QUOTA, {}, caller(other))).data).toMatchObject({
      quotaStatus: { currentSpendMicrocents: 7_000 },
    });
    const fresh = await tenant(id);
    expect((await postGraphql(sg.port, QUOTA, {}, caller(fresh))).data).toMatchObject({
      quotaStatus: { currentSpendMicrocents: 0, monthlyLimitMicrocents: null },
    });
  });

  it('a spend beyond GraphQL Int fails with SVC-GQL-4111 on the legacy field, never a truncated number; the exact twin answers', async () => {
    const t = await tenant(id);
    await usage(t, new Date(), 2_147_483_648n);
    const r = await postGraphql(sg.port, QUOTA, {}, caller(t));
    expect(r.data?.quotaStatus ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('SVC-GQL-4111');
    expect(r.errors?.[0]?.path).toEqual(['quotaStatus', 'currentSpendMicrocents']);
    const exact = await postGraphql(
      sg.port,
      '{ quotaStatus { currentSpendMicrocentsExact monthlyLimitMicrocents monthlyLimitMicrocentsExact } }',
      {},
      caller(t),
    );
    expect(exact.errors).toBeUndefined();
    expect(exact.data).toEqual({
      quotaStatus: {
        currentSpendMicrocentsExact: '2147483648',
        monthlyLimitMicrocents: null,
        monthlyLimitMicrocentsExact: null,
      },
    });
  });

  it("orgQuotaStatus: the plan's allowances against this month's requests, seats and workspaces", async () => {
    const t = await tenant(id); // plan FREE: 100000 requests, 3 users, 1 workspace
    const now = new Date();
    const { start, end } = monthWindow(now);
    for (let i = 0; i < 3; i++) await usage(t, now, 10n);
    await usage(t, new Date(start.getTime() - 1), 10n);
    await addUser(id.prisma, t, 'DEVELOPER');
    await addUser(id.prisma, t, 'WORKSPACE_VIEWER');
    const r = await postGraphql(sg.port, ORG, {}, caller(t));
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      orgQuotaStatus: {
        plan: 'FREE',
        planName: 'Free',
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        requests: { used: 3, limit: 100000, percentage: 0, exceeded: false, warning: false },
        users: { used: 3, limit: 3, percentage: 100, exceeded: false, warning: true },
        workspaces: { used: 1, limit: 1, percentage: 100, exceeded: false, warning: true },
      },
    });
    await addWorkspace(id.prisma, t);
    await addUser(id.prisma, t, 'DEVELOPER');
    const over = await postGraphql(sg.port, ORG, {}, caller(t));
    expect(over.data?.orgQuotaStatus).toMatchObject({
      users: { used: 4, exceeded: true },
      workspaces: { used: 2, percentage: 200, exceeded: true },
    });
    // ENTERPRISE: every allowance unlimited (-1).
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'ENTERPRISE' } });
    const ent = await postGraphql(sg.port, ORG, {}, caller(t));
    expect(ent.data?.orgQuotaStatus).toMatchObject({
      plan: 'ENTERPRISE',
      planName: 'Enterprise',
      requests: { used: 3, limit: -1, percentage: 0, exceeded: false, warning: false },
      users: { used: 4, limit: -1, warning: false },
      workspaces: { used: 2, limit: -1, warning: false },
    });
    // A plan the catalogue does not know: no allowance is invented.
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'LEGACY' } });
    expect((await postGraphql(sg.port, ORG, {}, caller(t))).errors?.[0]?.extensions?.code).toBe('SVC-SERVER-9004');
  });

  it('needs a caller whose roles exist in its workspace; anonymous is SVC-AUTH-1000', async () => {
    const t = await tenant(id);
    expect((await postGraphql(sg.port, QUOTA, {}, null)).errors?.[0]?.extensions?.code).toBe('SVC-AUTH-1000');
    const stranger = { ...caller(t), userId: 'usr_nobody' };
    expect((await postGraphql(sg.port, QUOTA, {}, stranger)).errors?.[0]?.extensions?.code).toBe('SVC-AUTH-1008');
    expect((await postGraphql(sg.port, ORG, {}, stranger)).errors?.[0]?.extensions?.code).toBe('SVC-AUTH-1008');
  });

  it('without DATABASE_URL both fields fail closed with SVC-SERVER-9001', async () => {
    const t = await tenant(id);
    for (const q of [QUOTA, ORG]) {
      const r = await postGraphql(bare.port, q, {}, caller(t));
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('SVC-SERVER-9001');
    }
  });
});
