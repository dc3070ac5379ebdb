/**
 * Money in GraphQL `Int` fields. GraphQL's Int is 32-bit: 21.47 USD in microcents. Every Int money
 * field of the composed schema either has an `...Exact` decimal-string twin or is proven safe
 * here; the billing ones are driven past 2^31 through the real billing subgraph (a catalogue price,
 * usage rows with huge costs and cache savings, an invoice with huge amounts in the database). The
 * legacy field answers SVC-GQL-4111 at its own path (a nullable one nulls itself only), the twin
 * answers the exact integer, and nothing answers SVC-SERVER-9000.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { startSubgraph, type SubgraphDefinition } from '@svc/subgraph-kit';
import { postGraphql, type GraphqlResult, type TestCaller } from '@svc/subgraph-kit/testing';
import { createPrismaClient } from '@svc/db';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { createResolvers, type BillingServices } from '../../subgraphs/billing/src/resolvers/index.ts';
import { loadPlanCatalogue } from '../../subgraphs/billing/src/services/plan-catalogue.ts';
import { SubscriptionRepository } from '../../subgraphs/billing/src/repositories/subscription-repository.ts';
import { SubscriptionService } from '../../subgraphs/billing/src/services/subscription-service.ts';
import { INT32_MAX, toLegacyInt } from '../../subgraphs/inference/src/services/pricing.ts';
import { listModels, parseProviders } from '../../subgraphs/inference/src/services/model-catalogue.ts';
import { databaseUrl } from '../helpers/env.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';

const SUPERGRAPH = readFileSync(join(import.meta.dirname, '../../supergraph.graphql'), 'utf8');
/** Names that say "an amount of money"; ratios (basis points, percentages) are not amounts. */
const MONEY = /cents|price|cost|amount|spend|saved|savings|fee|balance|usd|ceiling|charge|credit/i;
const RATIO = /(BasisPoints|Pct|Percent)$/;

interface IntMoneyField {
  coord: string;
  name: string;
  owner: string;
  nonNull: boolean;
  twin: TypeNode | null;
  deprecated: boolean;
}

const named = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : named(t.type));
const graphOf = (
  d: {
    directives?: readonly {
      name: { value: string };
      arguments?: readonly { name: { value: string }; value: unknown }[];
    }[];
  },
  directive: string,
) =>
  d.directives
    ?.filter((x) => x.name.value === directive)
    .map((x) => (x.arguments?.find((a) => a.name.value === 'graph')?.value as { value: string } | undefined)?.value)
    .filter(Boolean) ?? [];

/** Every field of an object or interface type of the supergraph typed `Int`/`Int!` whose name says money. */
function intMoneyFields(): IntMoneyField[] {
  const out: IntMoneyField[] = [];
  for (const def of parse(SUPERGRAPH).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.INTERFACE_TYPE_DEFINITION) continue;
    const fields = new Map<string, FieldDefinitionNode>((def.fields ?? []).map((f) => [f.name.value, f]));
    for (const f of def.fields ?? []) {
      const t = f.type.kind === Kind.NON_NULL_TYPE ? f.type.type : f.type;
      if (t.kind !== Kind.NAMED_TYPE || t.name.value !== 'Int' || !MONEY.test(f.name.value) || RATIO.test(f.name.value))
        continue;
      const owner = graphOf(f, 'join__field')[0] ?? graphOf(def, 'join__type')[0] ?? '?';
      out.push({
        coord: `${def.name.value}.${f.name.value}`,
        name: f.name.value,
        owner,
        nonNull: f.type.kind === Kind.NON_NULL_TYPE,
        twin: fields.get(`${f.name.value}Exact`)?.type ?? null,
        deprecated: !!f.directives?.some((d) => d.name.value === 'deprecated'),
      });
    }
  }
  return out;
}

/** A model priced at 30,000 USD per million tokens: 3,000,000,000 microcents per 1K, beyond Int. */
const hugeModel = () =>
  listModels(
    parseProviders(
      JSON.stringify([
        {
          id: 'p1',
          baseUrl: 'https://llm.example.com/v1/',
          models: [{ id: 'm1', inputPerMillion: '30000', outputPerMillion: '30000' }],
        },
      ]),
      {},
    ),
  )[0];

/** Int money fields without a twin, each with the reason it cannot fail and a check of that reason. */
const PROVEN_SAFE: Record<string, { why: string; proof: (f: IntMoneyField) => void }> = {
  'CostEstimate.estimatedCostMicrocents': {
    why: 'inference saturates the legacy Int at 2^31-1 instead of failing (services/pricing.ts toLegacyInt)',
    proof: () => expect(toLegacyInt(10n ** 18n)).toBe(INT32_MAX),
  },
  'RoutingDecision.estimatedCostMicrocents': {
    why: 'inference saturates the legacy Int at 2^31-1 instead of failing (services/pricing.ts toLegacyInt)',
    proof: () => expect(toLegacyInt(10n ** 18n)).toBe(INT32_MAX),
  },
  'Model.inputCostPer1K': {
    why: 'inference answers null when the per-1K price does not fit Int; the exact price is `Model.price`',
    proof: () => expect(hugeModel().inputCostPer1K).toBeNull(),
  },
  'Model.outputCostPer1K': {
    why: 'inference answers null when the per-1K price does not fit Int; the exact price is `Model.price`',
    proof: () => expect(hugeModel().outputCostPer1K).toBeNull(),
  },
  'EmbeddingUsage.estimatedCostMicrocents': {
    why: 'deprecated and permanently null (the specification replaces it with `cost`)',
    proof: (f) =>
      expect({ nonNull: f.nonNull, deprecated: f.deprecated }).toEqual({ nonNull: false, deprecated: true }),
  },
};

describe('Int money fields of the composed schema', () => {
  const all = intMoneyFields();

  it('each has an ...Exact String twin of the same nullability, or is proven safe', () => {
    expect(all.length).toBeGreaterThan(20); // the sweep sees the schema
    const unsafe: string[] = [];
    for (const f of all) {
      if (f.twin) {
        expect({
          coord: f.coord,
          twin: f.twin.kind === Kind.NON_NULL_TYPE ? `${named(f.twin)}!` : named(f.twin),
        }).toEqual({ coord: f.coord, twin: f.nonNull ? 'String!' : 'String' });
      } else if (PROVEN_SAFE[f.coord]) {
        PROVEN_SAFE[f.coord].proof(f);
      } else {
        unsafe.push(f.coord);
      }
    }
    expect(unsafe).toEqual([]);
    // A proof for a field that is gone or got a twin is stale.
    expect(Object.keys(PROVEN_SAFE).filter((c) => !all.some((f) => f.coord === c && !f.twin))).toEqual([]);
  });

  it('every billing one is driven past 2^31 below', () => {
    expect(
      all
        .filter((f) => f.owner === 'BILLING')
        .map((f) => f.coord)
        .sort(),
    ).toEqual(Object.keys(DRIVES).sort());
  });
});

// --- driving the billing fields with amounts that overflow Int -----------------------------------

const HUGE_PRICE_CENTS = 3_000_000_000; // 30 million USD: cents beyond Int
const HUGE_REQUEST_OVERAGE = 2_500_000_000; // microcents per request
const HUGE_TOKEN_OVERAGE = 2_600_000_001;
const COST = 3_000_000_007n; // microcents of one usage row
const SAVED = 4_000_000_009n; // cache saving of that row
const INVOICE = {
  subtotal: 5_000_000_011n,
  discount: 3_000_000_013n,
  tax: 4_000_000_017n,
  total: 6_000_000_015n,
  unit: 5_000_000_019n,
  line: 5_000_000_023n,
};

interface Drive {
  /** `catalogue`: a billing subgraph on a plan catalogue with huge prices; `real`: the subgraph as shipped. */
  server: 'real' | 'catalogue';
  /** The operation, `%` standing for the field (the legacy one, then its twin). */
  query: string;
  path: (string | number)[];
  /** The twin's answer; null when the amount is absent by design (then neither field fails). */
  exact: string | null;
}

const usageQ = (root: string, sub = '') => `{ ${root} { ${sub ? `${sub} { % }` : '%'} } }`;
const invoiceQ = (sub: string) => `{ invoices(first: 5) { edges { node { ${sub} } } } }`;
const DRIVES: Record<string, Drive> = {
  'BillingPlan.basePriceMicrocents': {
    server: 'real',
    query: '{ billingPlans { id % } }',
    path: ['billingPlans', 1, '%'],
    exact: '4900000000',
  },
  'BillingPlan.requestOveragePriceMicrocents': {
    server: 'catalogue',
    query: '{ billingPlans { id % } }',
    path: ['billingPlans', 0, '%'],
    exact: String(HUGE_REQUEST_OVERAGE),
  },
  'BillingPlan.tokenOveragePriceMicrocents': {
    server: 'catalogue',
    query: '{ billingPlans { id % } }',
    path: ['billingPlans', 0, '%'],
    exact: String(HUGE_TOKEN_OVERAGE),
  },
  'PublicPlan.priceCents': {
    server: 'catalogue',
    query: '{ publicPlans { code % } }',
    path: ['publicPlans', 0, '%'],
    exact: String(HUGE_PRICE_CENTS),
  },
  'AIUsage.totalCostMicrocents': {
    server: 'real',
    query: usageQ('aiUsage'),
    path: ['aiUsage', '%'],
    exact: String(COST),
  },
  'ModelUsage.costMicrocents': {
    server: 'real',
    query: usageQ('aiUsage', 'byModel'),
    path: ['aiUsage', 'byModel', 0, '%'],
    exact: String(COST),
  },
  'ProviderUsage.costMicrocents': {
    server: 'real',
    query: usageQ('aiUsage', 'byProvider'),
    path: ['aiUsage', 'byProvider', 0, '%'],
    exact: String(COST),
  },
  'ModelUsageBreakdown.costMicrocents': {
    server: 'real',
    query: usageQ('usageReport', 'byModel'),
    path: ['usageReport', 'byModel', 0, '%'],
    exact: String(COST),
  },
  'CostSavings.actualMicrocents': {
    server: 'real',
    query: '{ costSavings(window: "7d") { % } }',
    path: ['costSavings', '%'],
    exact: String(COST),
  },
  'CostSavings.baselineMicrocents': {
    server: 'real',
    query: '{ costSavings(window: "7d") { % } }',
    path: ['costSavings', '%'],
    exact: String(COST + SAVED),
  },
  'CostSavings.savedMicrocents': {
    server: 'real',
    query: '{ costSavings(window: "7d") { % } }',
    path: ['costSavings', '%'],
    exact: String(SAVED),
  },
  'CacheSavingsTimeseries.totalSavedMicrocents': {
    server: 'real',
    query: '{ cacheSavings(granularity: DAY) { % } }',
    path: ['cacheSavings', '%'],
    exact: String(SAVED),
  },
  'CacheSavingsPoint.savedMicrocents': {
    server: 'real',
    query: '{ cacheSavings(granularity: DAY) { series { % } } }',
    path: ['cacheSavings', 'series', 0, '%'],
    exact: String(SAVED),
  },
  'QuotaStatus.currentSpendMicrocents': {
    server: 'real',
    query: usageQ('quotaStatus'),
    path: ['quotaStatus', '%'],
    exact: String(COST),
  },
  // The plan catalogue sets no monetary ceiling: absent (null) in both fields, never an error or 0.
  'QuotaStatus.monthlyLimitMicrocents': {
    server: 'real',
    query: usageQ('quotaStatus'),
    path: ['quotaStatus', '%'],
    exact: null,
  },
  'Invoice.subtotalMicrocents': {
    server: 'real',
    query: invoiceQ('%'),
    path: ['invoices', 'edges', 0, 'node', '%'],
    exact: String(INVOICE.subtotal),
  },
  'Invoice.discountMicrocents': {
    server: 'real',
    query: invoiceQ('%'),
    path: ['invoices', 'edges', 0, 'node', '%'],
    exact: String(INVOICE.discount),
  },
  'Invoice.taxMicrocents': {
    server: 'real',
    query: invoiceQ('%'),
    path: ['invoices', 'edges', 0, 'node', '%'],
    exact: String(INVOICE.tax),
  },
  'Invoice.totalMicrocents': {
    server: 'real',
    query: invoiceQ('%'),
    path: ['invoices', 'edges', 0, 'node', '%'],
    exact: String(INVOICE.total),
  },
  'InvoiceLineItem.unitPriceMicrocents': {
    server: 'real',
    query: invoiceQ('lineItems { % }'),
    path: ['invoices', 'edges', 0, 'node', 'lineItems', 0, '%'],
    exact: String(INVOICE.unit),
  },
  'InvoiceLineItem.totalMicrocents': {
    server: 'real',
    query: invoiceQ('lineItems { % }'),
    path: ['invoices', 'edges', 0, 'node', 'lineItems', 0, '%'],
    exact: String(INVOICE.line),
  },
  'InvoiceConnection.totalAmount': {
    server: 'real',
    query: '{ invoices(first: 5) { % } }',
    path: ['invoices', '%'],
    exact: String(INVOICE.total),
  },
};

let id: IamIdentity;
let prisma: PrismaClient;
let real: Awaited<ReturnType<typeof startSubgraph>>;
let catalogue: Awaited<ReturnType<typeof startSubgraph>>;
let dir: string;
let t: Tenant;

/** The billing subgraph's resolvers over a catalogue with prices beyond Int (loaded and validated by the real loader). */
function hugeCatalogueSubgraph(path: string): SubgraphDefinition {
  const plans = loadPlanCatalogue(path);
  const allow = async () => {};
  const subscriptions = new SubscriptionService({
    store: new SubscriptionRepository(prisma),
    identity: id.rpc,
    plans,
    authorize: { planRead: allow, read: allow, write: allow },
  });
  // billingPlans and publicPlans need only the subscriptions; the other services are never called here.
  const services = { subscriptions } as unknown as BillingServices;
  return { ...billingSubgraph, setup: () => ({ resolvers: createResolvers({ plans, services }) }) };
}

beforeAll(async () => {
  id = await startIamIdentity();
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  dir = mkdtempSync(join(tmpdir(), 'billing-int-'));
  const path = join(dir, 'plans.json');
  writeFileSync(
    path,
    JSON.stringify({
      pricingVersion: 1,
      plans: [
        {
          code: 'FREE',
          name: 'Huge',
          billingPeriod: 'MONTHLY',
          currency: 'USD',
          priceCents: HUGE_PRICE_CENTS,
          priceVersionId: 'pv_huge',
          features: [],
          includedRequests: 1,
          includedTokens: 1,
          requestOveragePriceMicrocents: HUGE_REQUEST_OVERAGE,
          tokenOveragePriceMicrocents: HUGE_TOKEN_OVERAGE,
        },
      ],
    }),
  );
  real = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  catalogue = await startSubgraph(hugeCatalogueSubgraph(path), { BILLING_PORT: '0', LOG_LEVEL: 'silent' });

  t = await tenant(id, { role: 'BILLING' });
  // One usage row of this month (and of the 7-day window) with a huge cost and cache saving.
  await id.owners.usageRecord.create({
    data: {
      id: `ur_${randomBytes(8).toString('hex')}`,
      workspaceId: t.workspaceId,
      orgId: t.orgId,
      provider: 'openai',
      model: 'gpt-4o',
      inputTokens: 10,
      outputTokens: 5,
      costMicrocents: COST,
      occurredAt: new Date(Date.now() - 1_000),
      cachedInputTokens: 4,
      cacheSavedMicrocents: SAVED,
    },
  });
  // Last month's finalized invoice with huge amounts (written as the repository writes one):
  // nothing is left to generate, so the list shows it alone.
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const invoiceId = `inv_${randomBytes(8).toString('hex')}`;
  await id.owners.$transaction(async (tx) => {
    await tx.invoice.create({
      data: {
        id: invoiceId,
        organizationId: t.orgId,
        invoiceNumber: `INV-HUGE-${randomBytes(6).toString('hex')}`,
        status: 'OPEN',
        currency: 'USD',
        planCode: 'FREE',
        periodStart: start,
        periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
        dueDate: now,
        subtotalMicrocents: INVOICE.subtotal,
        discountMicrocents: INVOICE.discount,
        taxMicrocents: INVOICE.tax,
        totalMicrocents: INVOICE.total,
      },
    });
    await tx.invoiceLineItem.create({
      data: {
        id: `li_${randomBytes(8).toString('hex')}`,
        invoiceId,
        position: 0,
        description: 'huge',
        quantity: 1n,
        unitPriceMicrocents: INVOICE.unit,
        totalMicrocents: INVOICE.line,
      },
    });
    await tx.invoice.update({ where: { id: invoiceId }, data: { finalizedAt: now } });
  });
});
afterAll(async () => {
  await real?.stop();
  await catalogue?.stop();
  await prisma?.$disconnect();
  await id?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = Omit<GraphqlResult, 'data'> & { data?: any };
const caller = (x: Tenant): TestCaller => ({ userId: x.userId, orgId: x.orgId, workspaceId: x.workspaceId });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const at = (data: any, path: (string | number)[]) => path.reduce((o, k) => (o == null ? undefined : o[k]), data);

describe('billing Int money fields past 2^31, through the real billing subgraph', () => {
  for (const [coord, d] of Object.entries(DRIVES)) {
    it(`${coord}: the legacy Int fails on its own path with SVC-GQL-4111, the ...Exact twin answers exactly`, async () => {
      const name = coord.split('.')[1];
      const port = d.server === 'real' ? real.port : catalogue.port;
      const send = async (field: string) =>
        (await postGraphql(port, d.query.replace('%', field), {}, caller(t))) as Result;
      const path = d.path.map((k) => (k === '%' ? name : k));
      const [legacy, exact] = [await send(name), await send(`${name}Exact`)];
      const codes = [...(legacy.errors ?? []), ...(exact.errors ?? [])].map((e) => e.extensions?.code);
      expect(codes).not.toContain('SVC-SERVER-9000');

      expect(exact.errors).toBeUndefined();
      expect(at(exact.data, [...path.slice(0, -1), `${name}Exact`])).toBe(d.exact);
      if (d.exact === null) {
        expect(legacy.errors).toBeUndefined();
        expect(at(legacy.data, path)).toBeNull();
        return;
      }
      expect(legacy.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['SVC-GQL-4111', path]]);
      expect(legacy.errors?.[0]?.message).toContain(`${coord}Exact`);
      const field = intMoneyFields().find((f) => f.coord === coord)!;
      // A nullable legacy field nulls itself only: the list or object around it is still served.
      if (!field.nonNull) expect(at(legacy.data, path.slice(0, -1))).toMatchObject({ [name]: null });
    });
  }

  it('the subgraph stays up and serves small amounts as Int after the overflows', async () => {
    const fresh = await tenant(id, { role: 'BILLING' });
    const r = (await postGraphql(
      real.port,
      '{ quotaStatus { currentSpendMicrocents currentSpendMicrocentsExact } aiUsage { totalCostMicrocents } }',
      {},
      caller(fresh),
    )) as Result;
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      quotaStatus: { currentSpendMicrocents: 0, currentSpendMicrocentsExact: '0' },
      aiUsage: { totalCostMicrocents: 0 },
    });
  });
});
