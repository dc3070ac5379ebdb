/**
 * Plans, the subscription, invoices and the payment provider boundary of the billing subgraph,
 * against the real database and identity (gRPC): the subscription is state the platform owns and
 * rolls over by calendar month; invoices are generated once per ended month from the plan and the
 * metered usage, are immutable once finalized (the database refuses changes) and list with signed
 * cursors; checkout, portal and payment methods fail closed with SVC-BILLING-PAYMENT-NOT-WIRED
 * after their checks, never with invented data.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type GraphqlResult, type TestCaller } from '@svc/subgraph-kit/testing';
import { createPrismaClient } from '@svc/db';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { SubscriptionRepository } from '../../subgraphs/billing/src/repositories/subscription-repository.ts';
import { SubscriptionService } from '../../subgraphs/billing/src/services/subscription-service.ts';
import { InvoiceRepository } from '../../subgraphs/billing/src/repositories/invoice-repository.ts';
import { InvoiceService } from '../../subgraphs/billing/src/services/invoice-service.ts';
import { UsageReportRepository } from '../../subgraphs/billing/src/repositories/usage-report-repository.ts';
import type { Plan } from '../../subgraphs/billing/src/services/plan-catalogue.ts';
import { databaseUrl } from '../helpers/env.ts';
import { auditOf, code as rpcCode, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';
import { allOwnersPrisma } from '../helpers/db.ts';

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
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = Omit<GraphqlResult, 'data'> & { data?: any };
const gql = async (t: TestCaller | null, q: string, v: Record<string, unknown> = {}, port = sg.port) =>
  (await postGraphql(port, q, v, t)) as Result;
const code = (r: Result) => r.errors?.[0]?.extensions?.code;
const monthStart = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));

const SUB =
  '{ subscription { id organizationId status cancelAtPeriodEnd canceledAt cancellationReason currentPeriodStart currentPeriodEnd plan { id name isCurrent } } }';

describe('billingPlans', () => {
  it("lists the catalogue with the organization's plan current; a base price beyond Int is SVC-GQL-4111 on that field, its exact twin answers", async () => {
    const t = await tenant(id, { role: 'BILLING' });
    const r = await gql(
      caller(t),
      '{ billingPlans { id name isCurrent billingInterval includedRequests requestOveragePriceMicrocents features } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.billingPlans.map((p: any) => [p.id, p.isCurrent, p.billingInterval])).toEqual([
      ['FREE', true, 'MONTHLY'],
      ['PRO', false, 'MONTHLY'],
      ['ENTERPRISE', false, 'ANNUAL'],
    ]);
    expect(r.data.billingPlans[1]).toMatchObject({ includedRequests: 2000000, requestOveragePriceMicrocents: 2000 });
    // 49 USD is 4,900,000,000 microcents: no GraphQL Int holds it, and no truncated number is sent.
    const money = await gql(caller(t), '{ billingPlans { id basePriceMicrocents } }');
    expect(money.data ?? null).toBeNull();
    expect(code(money)).toBe('SVC-GQL-4111');
    expect(money.errors?.[0]?.message).toMatch(/basePriceMicrocentsExact/);
    expect(money.errors?.[0]?.path).toEqual(['billingPlans', 1, 'basePriceMicrocents']);
    const exact = await gql(
      caller(t),
      '{ billingPlans { id basePriceMicrocentsExact requestOveragePriceMicrocentsExact tokenOveragePriceMicrocentsExact } }',
    );
    expect(exact.errors).toBeUndefined();
    expect(exact.data.billingPlans).toEqual([
      {
        id: 'FREE',
        basePriceMicrocentsExact: '0',
        requestOveragePriceMicrocentsExact: null,
        tokenOveragePriceMicrocentsExact: null,
      },
      {
        id: 'PRO',
        basePriceMicrocentsExact: '4900000000',
        requestOveragePriceMicrocentsExact: '2000',
        tokenOveragePriceMicrocentsExact: null,
      },
      // 49,900 USD a year is 415,833,333,333.33 microcents a month: rounded half up once.
      {
        id: 'ENTERPRISE',
        basePriceMicrocentsExact: '415833333333',
        requestOveragePriceMicrocentsExact: null,
        tokenOveragePriceMicrocentsExact: null,
      },
    ]);
    const viewer = await tenant(id, { role: 'WORKSPACE_VIEWER' });
    expect(code(await gql(caller(viewer), '{ billingPlans { id } }'))).toBe('SVC-AUTH-1008');
  });
});

describe('subscription', () => {
  it("is materialized from the organization's plan, cancels at period end, resumes, and ends at rollover", async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
    const now = new Date();
    const first = await gql(caller(t), SUB);
    expect(first.errors).toBeUndefined();
    expect(first.data.subscription).toMatchObject({
      organizationId: t.orgId,
      status: 'ACTIVE',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      cancellationReason: null,
      currentPeriodStart: monthStart(now).toISOString(),
      currentPeriodEnd: monthStart(now, 1).toISOString(),
      plan: { id: 'PRO', isCurrent: true },
    });
    // Parallel first reads converge on one row.
    const again = await Promise.all([1, 2, 3].map(() => gql(caller(t), SUB)));
    expect(new Set(again.map((r) => r.data.subscription.id))).toEqual(new Set([first.data.subscription.id]));

    const canceled = await gql(
      caller(t),
      'mutation { cancelSubscription(reason: "too expensive") { status cancelAtPeriodEnd canceledAt cancellationReason } }',
    );
    expect(canceled.data.cancelSubscription).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      cancellationReason: 'too expensive',
    });
    expect(canceled.data.cancelSubscription.canceledAt).not.toBeNull();
    const twice = await gql(caller(t), 'mutation { cancelSubscription(reason: "other") { cancellationReason } }');
    expect(twice.data.cancelSubscription.cancellationReason).toBe('too expensive'); // idempotent
    expect(
      (await gql(caller(t), 'mutation { resumeSubscription { cancelAtPeriodEnd canceledAt cancellationReason } }')).data
        .resumeSubscription,
    ).toEqual({ cancelAtPeriodEnd: false, canceledAt: null, cancellationReason: null });

    // A pending cancellation takes effect when the period ends; a canceled subscription cannot be resumed.
    await gql(caller(t), 'mutation { cancelSubscription { status } }');
    await id.owners.subscription.update({
      where: { organizationId: t.orgId },
      data: { currentPeriodStart: monthStart(now, -1), currentPeriodEnd: monthStart(now) },
    });
    expect((await id.prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('PRO'); // pending: still PRO
    expect((await gql(caller(t), SUB)).data.subscription).toMatchObject({
      status: 'CANCELED',
      currentPeriodEnd: monthStart(now).toISOString(),
    });
    const resume = await gql(caller(t), 'mutation { resumeSubscription { status } }');
    expect(code(resume)).toBe('SVC-BILLING-SUBSCRIPTION-STATE');
    expect((await id.owners.subscription.findUnique({ where: { organizationId: t.orgId } }))!.status).toBe('CANCELED');
    // The ended subscription leaves the organization on FREE (its rate-limit tier), audited once.
    expect((await id.prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('FREE');
    expect(
      (await gql(caller(t), '{ billingPlans { id isCurrent } }')).data.billingPlans.filter((p: any) => p.isCurrent),
    ).toEqual([{ id: 'FREE', isCurrent: true }]);
    expect(await auditOf(id.prisma, `organization/${t.orgId}`)).toEqual([
      {
        action: 'billing.plan.changed',
        actor: 'system/billing',
        details: expect.objectContaining({ from: 'PRO', to: 'FREE', reason: 'subscription_ended' }),
      },
    ]);
  });

  it("puts identity's plan back in line with the subscription when it drifted (the subscription is the source of truth)", async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
    await gql(caller(t), SUB);
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'ENTERPRISE' } });
    expect((await gql(caller(t), SUB)).data.subscription.plan.id).toBe('PRO');
    expect((await id.prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('PRO');
  });

  it('a canceled subscription nobody reads ends at its period end: the sweep moves the organization to FREE, once, on parallel replicas', async () => {
    const prisma: PrismaClient = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 4 });
    const owners = allOwnersPrisma(databaseUrl());
    try {
      const t = await tenant(id, { role: 'BILLING' });
      const other = await tenant(id, { role: 'BILLING' });
      for (const x of [t, other])
        await id.prisma.organization.update({ where: { id: x.orgId }, data: { plan: 'PRO' } });
      for (const x of [t, other]) await gql(caller(x), 'mutation { cancelSubscription { status } }');
      const now = new Date();
      // Only t's period has ended; other's cancellation is still pending.
      await id.owners.subscription.update({
        where: { organizationId: t.orgId },
        data: { currentPeriodStart: monthStart(now, -1), currentPeriodEnd: monthStart(now) },
      });
      const allow = async () => {};
      const replica = () =>
        new SubscriptionService({
          store: new SubscriptionRepository(prisma),
          identity: id.rpc,
          plans: { version: 1, publicPlans: () => [] },
          authorize: { planRead: allow, read: allow, write: allow },
        });
      const ended = await Promise.all([replica(), replica(), replica()].map((r) => r.endCanceled()));
      expect(ended.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect((await id.owners.subscription.findUnique({ where: { organizationId: t.orgId } }))!.status).toBe(
        'CANCELED',
      );
      expect((await id.prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('FREE');
      expect((await auditOf(id.prisma, `organization/${t.orgId}`)).map((e) => e.action)).toEqual([
        'billing.plan.changed',
      ]);
      expect(await id.owners.subscription.findUnique({ where: { organizationId: other.orgId } })).toMatchObject({
        status: 'ACTIVE',
        cancelAtPeriodEnd: true,
      });
      expect((await id.prisma.organization.findUnique({ where: { id: other.orgId } }))!.plan).toBe('PRO');
      await replica().endCanceled(); // nothing left for t: no second event
      expect((await auditOf(id.prisma, `organization/${t.orgId}`)).map((e) => e.action)).toEqual([
        'billing.plan.changed',
      ]);
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
  });

  it('SetOrganizationPlan: refuses a plan, organization or reason it does not know with nothing changed; N parallel equal changes record one event', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await id.prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
    const set = (over: Partial<{ org_id: string; plan: string; subscription_id: string; reason: string }>) =>
      id.rpc.setOrganizationPlan({
        org_id: t.orgId,
        plan: 'FREE',
        subscription_id: 'sub_x',
        reason: 'subscription_ended',
        ...over,
      });
    expect(await rpcCode(set({ plan: 'TEAM' }))).toBe('SVC-VALID-4000');
    expect(await rpcCode(set({ plan: '' }))).toBe('SVC-VALID-4000');
    expect(await rpcCode(set({ reason: 'Free text; with spaces' }))).toBe('SVC-VALID-4000');
    expect(await rpcCode(set({ subscription_id: 'a/b' }))).toBe('SVC-VALID-4000');
    expect(await rpcCode(set({ org_id: 'org_nobody' }))).toBe('SVC-VALID-4041');
    expect(await rpcCode(set({ org_id: 'x'.repeat(200) }))).toBe('SVC-VALID-4000');
    expect((await id.prisma.organization.findUnique({ where: { id: t.orgId } }))!.plan).toBe('PRO');
    expect(await auditOf(id.prisma, `organization/${t.orgId}`)).toEqual([]);
    const all = await Promise.allSettled(Array.from({ length: 8 }, () => set({})));
    expect(all.every((r) => r.status === 'fulfilled' && r.value.plan === 'FREE')).toBe(true);
    expect((await auditOf(id.prisma, `organization/${t.orgId}`)).map((e) => e.action)).toEqual([
      'billing.plan.changed',
    ]);
  });

  it('rolls an ended period over to the current month when no cancellation is pending', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await gql(caller(t), SUB);
    const now = new Date();
    await id.owners.subscription.update({
      where: { organizationId: t.orgId },
      data: { currentPeriodStart: monthStart(now, -3), currentPeriodEnd: monthStart(now, -2) },
    });
    expect((await gql(caller(t), SUB)).data.subscription).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: monthStart(now).toISOString(),
      currentPeriodEnd: monthStart(now, 1).toISOString(),
    });
  });

  it('refuses to cancel the free plan, a reason longer than 500 characters, and a caller without the role', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    expect(code(await gql(caller(t), 'mutation { cancelSubscription { status } }'))).toBe(
      'SVC-BILLING-SUBSCRIPTION-STATE',
    );
    expect(
      code(
        await gql(caller(t), 'mutation($r: String) { cancelSubscription(reason: $r) { status } }', {
          r: 'x'.repeat(501),
        }),
      ),
    ).toBe('SVC-VALID-4000');
    const viewer = await tenant(id, { role: 'WORKSPACE_VIEWER' });
    expect(code(await gql(caller(viewer), 'mutation { cancelSubscription { status } }'))).toBe('SVC-AUTH-1008');
    expect(code(await gql(caller(viewer), SUB))).toBe('SVC-AUTH-1008');
  });
});

const INVOICES = `query($first: Int, $after: String) { invoices(first: $first, after: $after) {
  totalAmount pageInfo { hasNextPage hasPreviousPage totalCount endCursor startCursor }
  edges { cursor node { id invoiceNumber status periodStart periodEnd dueDate paidAt currency totalMicrocents subtotalMicrocents taxMicrocents discountMicrocents pdfUrl
    lineItems { description quantity unitPriceMicrocents totalMicrocents } } } } }`;

describe('invoices', () => {
  it('one finalized invoice per ended month, newest first, cursor-paged, generated once under concurrency', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await gql(caller(t), SUB);
    const now = new Date();
    await id.owners.subscription.update({
      where: { organizationId: t.orgId },
      data: { createdAt: new Date(monthStart(now, -3).getTime() + 5 * 86_400_000) },
    });
    const all = await Promise.all([1, 2, 3, 4].map(() => gql(caller(t), INVOICES, { first: 2 })));
    for (const r of all) expect(r.errors).toBeUndefined();
    expect(await id.owners.invoice.count({ where: { organizationId: t.orgId } })).toBe(3);
    const p1 = all[0].data.invoices;
    expect(p1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, totalCount: 3 });
    expect(p1.totalAmount).toBe(0);
    expect(p1.edges.map((e: any) => e.node.periodStart)).toEqual([
      monthStart(now, -1).toISOString(),
      monthStart(now, -2).toISOString(),
    ]);
    const inv = p1.edges[0].node;
    // The free plan: a zero invoice, PAID when finalized (nothing is owed); due 30 days after the period.
    expect(inv).toMatchObject({
      status: 'PAID',
      currency: 'USD',
      totalMicrocents: 0,
      subtotalMicrocents: 0,
      taxMicrocents: 0,
      discountMicrocents: 0,
      pdfUrl: null,
      periodEnd: monthStart(now).toISOString(),
    });
    expect(inv.dueDate).toBe(new Date(monthStart(now).getTime() + 30 * 86_400_000).toISOString());
    expect(inv.lineItems).toEqual([
      {
        description: `Free plan, ${monthStart(now, -1).toISOString().slice(0, 7)}`,
        quantity: 1,
        unitPriceMicrocents: 0,
        totalMicrocents: 0,
      },
    ]);
    const p2 = await gql(caller(t), INVOICES, { first: 2, after: p1.pageInfo.endCursor });
    expect(p2.data.invoices.edges.map((e: any) => e.node.periodStart)).toEqual([monthStart(now, -3).toISOString()]);
    expect(p2.data.invoices.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    // invoice(id): the organization's own only.
    expect(
      (await gql(caller(t), 'query($id: ID!) { invoice(id: $id) { invoiceNumber } }', { id: inv.id })).data.invoice,
    ).toEqual({ invoiceNumber: inv.invoiceNumber });
    const other = await tenant(id, { role: 'BILLING' });
    expect(
      (await gql(caller(other), 'query($id: ID!) { invoice(id: $id) { invoiceNumber } }', { id: inv.id })).data.invoice,
    ).toBeNull();
    // A cursor minted for another organization's workspace is refused.
    expect(code(await gql(caller(other), INVOICES, { first: 2, after: p1.pageInfo.endCursor }))).toBe('SVC-VALID-4003');
  });

  it('a finalized invoice and its line items cannot be changed or deleted', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    await gql(caller(t), SUB);
    await id.owners.subscription.update({
      where: { organizationId: t.orgId },
      data: { createdAt: monthStart(new Date(), -1) },
    });
    await gql(caller(t), INVOICES, {});
    const before = await id.owners.invoice.findFirstOrThrow({
      where: { organizationId: t.orgId },
      include: { lineItems: true },
    });
    await expect(id.owners.invoice.update({ where: { id: before.id }, data: { totalMicrocents: 1n } })).rejects.toThrow(
      /immutable/,
    );
    await expect(id.owners.invoice.delete({ where: { id: before.id } })).rejects.toThrow(/immutable/);
    await expect(
      id.owners.invoiceLineItem.update({ where: { id: before.lineItems[0].id }, data: { quantity: 9n } }),
    ).rejects.toThrow(/immutable/);
    await expect(
      id.owners.invoiceLineItem.create({
        data: {
          id: `li_${randomBytes(4).toString('hex')}`,
          invoiceId: before.id,
          position: 9,
          description: 'x',
          quantity: 1n,
          unitPriceMicrocents: 1n,
          totalMicrocents: 1n,
        },
      }),
    ).rejects.toThrow(/immutable/);
    expect(
      await id.owners.invoice.findUniqueOrThrow({ where: { id: before.id }, include: { lineItems: true } }),
    ).toEqual(before);
  });

  it('bills the base price and the metered overage per unit (service level, a small test plan)', async () => {
    const prisma: PrismaClient = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
    const owners = allOwnersPrisma(databaseUrl());
    try {
      const plan: Plan = {
        code: 'TEAM',
        name: 'Team',
        billingPeriod: 'MONTHLY',
        currency: 'USD',
        priceCents: 100,
        annualSavingsBasisPoints: null,
        auditRetentionDays: null,
        includedRequests: 2,
        includedUsers: null,
        includedWorkspaces: null,
        pricingVersion: 1,
        priceVersionId: 'pv_t',
        description: null,
        features: [],
        includedTokens: 40,
        requestOveragePriceMicrocents: 1000,
        tokenOveragePriceMicrocents: 7,
      };
      const t = await tenant(id);
      const allow = async () => {};
      const subscriptions = new SubscriptionService({
        store: new SubscriptionRepository(prisma),
        identity: {
          getOrganization: async () => ({ plan: 'TEAM' }) as never,
          setOrganizationPlan: async () => {
            throw new Error('the plan matches: nothing to set');
          },
        },
        plans: { version: 1, publicPlans: () => [plan] },
        authorize: { planRead: allow, read: allow, write: allow },
      });
      const invoices = new InvoiceService({
        invoices: new InvoiceRepository(prisma),
        subscriptions,
        usage: new UsageReportRepository(prisma),
        authorize: allow,
        mintCursor: (_c, p) => p,
      });
      const c = {
        userId: t.userId,
        orgId: t.orgId,
        workspaceId: t.workspaceId,
        clientId: null,
        tokenId: null,
        actingUserId: null,
      };
      const last = monthStart(new Date(), -1);
      await subscriptions.current(c);
      await owners.subscription.update({ where: { organizationId: t.orgId }, data: { createdAt: last } });
      for (let i = 0; i < 5; i++) {
        // 5 requests of 15 tokens each: 3 requests and 35 tokens over the allowance.
        await owners.usageRecord.create({
          data: {
            id: `ur_${randomBytes(8).toString('hex')}`,
            workspaceId: t.workspaceId,
            orgId: t.orgId,
            model: 'm',
            provider: 'p',
            inputTokens: 10,
            outputTokens: 5,
            costMicrocents: 1n,
            occurredAt: new Date(last.getTime() + i * 86_400_000 + 1),
          },
        });
      }
      const page = await invoices.list(c, 10, undefined);
      expect(page.edges).toHaveLength(1);
      const inv = page.edges[0].node;
      expect(inv.lineItems.map((l) => [l.description, l.quantity, l.unitPriceMicrocents, l.totalMicrocents])).toEqual([
        [`Team plan, ${last.toISOString().slice(0, 7)}`, 1n, 100_000_000n, 100_000_000n],
        [`Requests beyond the 2 included, ${last.toISOString().slice(0, 7)}`, 3n, 1000n, 3000n],
        [`Tokens beyond the 40 included, ${last.toISOString().slice(0, 7)}`, 35n, 7n, 245n],
      ]);
      expect(inv).toMatchObject({
        status: 'OPEN',
        subtotalMicrocents: 100_003_245n,
        totalMicrocents: 100_003_245n,
        paidAt: null,
      });
      expect(page.total).toBe(100_003_245n);
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
  });
});

describe('payment provider boundary', () => {
  const CHECKOUT = 'mutation($i: CheckoutInput!) { createCheckoutSession(input: $i) { sessionId sessionUrl } }';
  const good = {
    planCode: 'PRO',
    billingPeriod: 'MONTHLY',
    priceVersionId: 'pv_pro_2026_11_v1',
    pricingVersion: 1,
    successUrl: 'https://example.com/ok',
    cancelUrl: 'https://example.com/no',
  };

  it('every payment operation fails closed with SVC-BILLING-PAYMENT-NOT-WIRED, with and without a database', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    const ops: [string, Record<string, unknown>][] = [
      [CHECKOUT, { i: good }],
      ['{ checkoutSessionStatus(sessionId: "cs_1") { status } }', {}],
      ['mutation { createBillingPortalSession(returnUrl: "https://example.com/back") { url } }', {}],
      ['{ paymentMethods { id } }', {}],
      ['mutation { setDefaultPaymentMethod(id: "pm_1") { id } }', {}],
      ['mutation { removePaymentMethod(id: "pm_1") }', {}],
    ];
    for (const port of [sg.port, bare.port]) {
      for (const [q, v] of ops) {
        const r = await gql(caller(t), q, v, port);
        expect(r.data ?? null, q).toBeNull();
        expect(code(r), q).toBe('SVC-BILLING-PAYMENT-NOT-WIRED');
      }
    }
  });

  it('checks the checkout first: the echoed price version, the plan and https return URLs (SVC-VALID-4000)', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    for (const bad of [
      { ...good, priceVersionId: 'pv_old' },
      { ...good, pricingVersion: 0 },
      { ...good, planCode: 'FREE', priceVersionId: '' },
      { ...good, planCode: 'GOLD' },
      { ...good, billingPeriod: 'ANNUAL' },
      { ...good, successUrl: 'http://example.com/ok' },
      { ...good, cancelUrl: 'javascript:alert(1)' },
      { ...good, successUrl: 'https://user:pw@example.com/' },
      { ...good, successUrl: `https://example.com/${'a'.repeat(2100)}` },
    ]) {
      const r = await gql(caller(t), CHECKOUT, { i: bad });
      expect(code(r), JSON.stringify(bad).slice(0, 200)).toBe('SVC-VALID-4000');
    }
    const viewer = await tenant(id, { role: 'WORKSPACE_VIEWER' });
    expect(code(await gql(caller(viewer), CHECKOUT, { i: good }))).toBe('SVC-AUTH-1008');
  });
});
