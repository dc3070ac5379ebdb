/**
 * Budgets over the billing subgraph's HTTP endpoint against the real database and identity: the
 * organization's budgets by scope with exact integer-cent ceilings, spend computed from this
 * month's usage rows of the budget's subject, and bad input refused with a typed error and no
 * row written.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type GraphqlResult, type TestCaller } from '@svc/subgraph-kit/testing';
import { billingSubgraph } from '../../subgraphs/billing/src/subgraph.ts';
import { monthWindow } from '../../subgraphs/billing/src/services/quota-service.ts';
import { databaseUrl } from '../helpers/env.ts';
import { addWorkspace, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(billingSubgraph, {
    BILLING_PORT: '0',
    BILLING_GRPC_PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl(),
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const caller = (t: Tenant): TestCaller => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Result = Omit<GraphqlResult, 'data'> & { data?: any };
const gql = async (t: TestCaller, q: string, v: Record<string, unknown> = {}) =>
  (await postGraphql(sg.port, q, v, t)) as Result;
const code = (r: Result) => r.errors?.[0]?.extensions?.code;

const FIELDS =
  'id enabled mode scopeType scopeId alertThresholdPcts usdCeilingCents spend { committedCents reservedCents periodStart periodEnd utilizationPct }';
const CREATE = `mutation($i: CreateBudgetInput!) { createBudget(input: $i) { ${FIELDS} } }`;

async function usage(
  t: Tenant,
  cost: bigint,
  extra: { workspaceId?: string; provider?: string; apiKeyId?: string; at?: Date } = {},
) {
  await id.owners.usageRecord.create({
    data: {
      id: `ur_${randomBytes(8).toString('hex')}`,
      workspaceId: extra.workspaceId ?? t.workspaceId,
      orgId: t.orgId,
      provider: extra.provider ?? 'openai',
      apiKeyId: extra.apiKeyId ?? null,
      model: 'gpt-4o',
      inputTokens: 1,
      outputTokens: 1,
      costMicrocents: cost,
      occurredAt: extra.at ?? new Date(),
    },
  });
}

describe('budgets', () => {
  it("computes each scope's spend from this month's usage, in exact cents, with utilization", async () => {
    const t = await tenant(id, { role: 'BILLING' });
    const ws2 = await addWorkspace(id.prisma, t);
    const { start, end } = monthWindow(new Date());
    await usage(t, 30_000_000n, { provider: 'openai', apiKeyId: 'key_a' }); // 30 cents
    await usage(t, 12_500_000n, { provider: 'azure', workspaceId: ws2 }); // 12.5 cents
    await usage(t, 999_000_000n, { at: new Date(start.getTime() - 1) }); // last month
    const other = await tenant(id, { role: 'BILLING' });
    await usage(other, 77_000_000n, { apiKeyId: 'key_a' }); // another organization, same key id

    const mk = async (scopeType: string, scopeId: string, cents: string, mode = 'HARD', pcts = [80, 50, 50]) => {
      const r = await gql(caller(t), CREATE, {
        i: { scopeType, scopeId, mode, usdCeilingCents: cents, alertThresholdPcts: pcts },
      });
      expect(r.errors, scopeType).toBeUndefined();
      return r.data.createBudget;
    };
    const org = await mk('ORGANIZATION', t.orgId, '100');
    expect(org).toMatchObject({
      enabled: true,
      mode: 'HARD',
      scopeType: 'ORGANIZATION',
      scopeId: t.orgId,
      alertThresholdPcts: [50, 80],
      usdCeilingCents: '100',
      spend: {
        committedCents: '43',
        reservedCents: '0',
        periodStart: String(start.getTime() / 1000),
        periodEnd: String(end.getTime() / 1000),
        utilizationPct: 42.5,
      },
    });
    expect((await mk('WORKSPACE', t.workspaceId, '60', 'SOFT', [100])).spend).toMatchObject({
      committedCents: '30',
      utilizationPct: 50,
    });
    expect((await mk('PROVIDER', 'azure', '10')).spend).toMatchObject({ committedCents: '13', utilizationPct: 125 });
    expect((await mk('API_KEY', 'key_a', '999999999999999')).spend).toMatchObject({
      committedCents: '30',
      utilizationPct: 0,
    });

    const list = await gql(caller(t), `{ budgets { scopeType spend { committedCents } } }`);
    expect(list.data.budgets.map((b: any) => [b.scopeType, b.spend.committedCents])).toEqual([
      ['ORGANIZATION', '43'],
      ['WORKSPACE', '30'],
      ['PROVIDER', '13'],
      ['API_KEY', '30'],
    ]);
    expect((await gql(caller(other), `{ budgets { id } }`)).data.budgets).toEqual([]);
    expect(
      (await gql(caller(other), `query($id: ID!) { budget(id: $id) { id } }`, { id: org.id })).data.budget,
    ).toBeNull();
    expect(
      (await gql(caller(t), `query($id: ID!) { budget(id: $id) { id usdCeilingCents } }`, { id: org.id })).data.budget,
    ).toEqual({ id: org.id, usdCeilingCents: '100' });
  });

  it('updates only the fields given, only within the organization, and deletes once', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    const b = (
      await gql(caller(t), CREATE, {
        i: { scopeType: 'PROVIDER', scopeId: 'openai', mode: 'SOFT', usdCeilingCents: '500', alertThresholdPcts: [90] },
      })
    ).data.createBudget;
    const u = await gql(
      caller(t),
      `mutation($id: ID!) { updateBudget(id: $id, input: { usdCeilingCents: "1000", enabled: false }) { mode enabled usdCeilingCents alertThresholdPcts } }`,
      { id: b.id },
    );
    expect(u.data.updateBudget).toEqual({
      mode: 'SOFT',
      enabled: false,
      usdCeilingCents: '1000',
      alertThresholdPcts: [90],
    });
    const other = await tenant(id, { role: 'BILLING' });
    expect(
      code(
        await gql(caller(other), `mutation($id: ID!) { updateBudget(id: $id, input: { mode: HARD }) { mode } }`, {
          id: b.id,
        }),
      ),
    ).toBe('SVC-VALID-4041');
    expect(
      (await gql(caller(other), `mutation($id: ID!) { deleteBudget(id: $id) }`, { id: b.id })).data.deleteBudget,
    ).toBe(false);
    expect((await id.owners.budget.findUnique({ where: { id: b.id } }))!.mode).toBe('SOFT');
    expect((await gql(caller(t), `mutation($id: ID!) { deleteBudget(id: $id) }`, { id: b.id })).data.deleteBudget).toBe(
      true,
    );
    expect((await gql(caller(t), `mutation($id: ID!) { deleteBudget(id: $id) }`, { id: b.id })).data.deleteBudget).toBe(
      false,
    );
  });

  it('refuses bad input with SVC-VALID-4000 and writes nothing', async () => {
    const t = await tenant(id, { role: 'BILLING' });
    const other = await tenant(id);
    const good = {
      scopeType: 'ORGANIZATION',
      scopeId: t.orgId,
      mode: 'HARD',
      usdCeilingCents: '100',
      alertThresholdPcts: [80],
    };
    for (const bad of [
      { usdCeilingCents: '0' },
      { usdCeilingCents: '-1' },
      { usdCeilingCents: '1.5' },
      { usdCeilingCents: '1e3' },
      { usdCeilingCents: '0100' },
      { usdCeilingCents: '1234567890123456' },
      { usdCeilingCents: '' },
      { alertThresholdPcts: [0] },
      { alertThresholdPcts: [101] },
      { alertThresholdPcts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      { scopeId: other.orgId },
      { scopeType: 'WORKSPACE', scopeId: other.workspaceId },
      { scopeType: 'PROVIDER', scopeId: 'Bad Slug' },
      { scopeType: 'API_KEY', scopeId: 'key with spaces' },
      { scopeId: 'x'.repeat(200) },
    ]) {
      const r = await gql(caller(t), CREATE, { i: { ...good, ...bad } });
      expect(r.data ?? null, JSON.stringify(bad)).toBeNull();
      expect(code(r), JSON.stringify(bad)).toBe('SVC-VALID-4000');
    }
    expect(await id.owners.budget.count({ where: { organizationId: t.orgId } })).toBe(0);
    const b = (await gql(caller(t), CREATE, { i: good })).data.createBudget;
    expect(
      code(
        await gql(
          caller(t),
          `mutation($id: ID!) { updateBudget(id: $id, input: { alertThresholdPcts: [150] }) { id } }`,
          { id: b.id },
        ),
      ),
    ).toBe('SVC-VALID-4000');
    expect((await id.owners.budget.findUnique({ where: { id: b.id } }))!.alertThresholdPcts).toEqual([80]);
  });

  it("reads need svc:billing:budget:read in the caller's roles; changes need the billing role", async () => {
    const admin = await tenant(id); // WORKSPACE_ADMIN: may read budgets, not change them
    expect((await gql(caller(admin), `{ budgets { id } }`)).data.budgets).toEqual([]);
    expect(
      code(
        await gql(caller(admin), CREATE, {
          i: {
            scopeType: 'ORGANIZATION',
            scopeId: admin.orgId,
            mode: 'HARD',
            usdCeilingCents: '1',
            alertThresholdPcts: [],
          },
        }),
      ),
    ).toBe('SVC-AUTH-1008');
    const viewer = await tenant(id, { role: 'WORKSPACE_VIEWER' });
    expect(code(await gql(caller(viewer), `{ budgets { id } }`))).toBe('SVC-AUTH-1008');
  });
});
