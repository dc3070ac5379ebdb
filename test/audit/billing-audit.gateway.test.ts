/**
 * Billing's audited mutations through the gateway with an organization admin's token: each change
 * writes its event to billing.audit_outbox in its transaction, billing's relay hands it to
 * identity's AppendServiceEvents, and the event reaches the tenant's chain (polled with a bound),
 * signed by identity, emitted as `billing`, and the chain verifies. A refused change (an unknown
 * budget, a resume with nothing to resume) leaves no outbox row and no event.
 */
import { SPEC_LIMITS } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { FileKeyProvider } from '@svc/identity';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { databaseUrl } from '../helpers/env.ts';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { createTestTenant, type TestTenant } from '../helpers/tenant.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { allOwnersPrisma, type AllOwnersClient } from '../helpers/db.ts';

let p: Platform;
let prisma: PrismaClient;
let owners: AllOwnersClient;
let t: TestTenant;
let token: string;

beforeAll(async () => {
  p = await startPlatform({ AUDIT_RELAY_INTERVAL_MS: '50' });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
  owners = allOwnersPrisma(databaseUrl());
  const keys = new FileKeyProvider({
    dir: p.env.KEYS_DIR!,
    publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
    maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
  });
  t = await createTestTenant(prisma, {
    secretVerifier: (s) => keys.hmac(`client-secret:${s}`)!,
    role: 'ORG_ADMIN',
    scopes: [
      'svc:billing:budget:read',
      'svc:billing:budget:create',
      'svc:billing:budget:write',
      'svc:billing:budget:delete',
      'svc:billing:subscription:read',
      'svc:billing:subscription:write',
    ],
  });
  await prisma.organization.update({ where: { id: t.orgId }, data: { plan: 'PRO' } });
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  token = ((await r.json()) as { access_token: string }).access_token;
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await prisma?.$disconnect();
  await owners?.$disconnect();
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}
const events = (action: string, resourceOrn: string) =>
  prisma.auditEvent.findMany({ where: { organizationId: t.orgId, action, resourceOrn } });
const outbox = () => owners.billingAuditOutbox.count({ where: { organizationId: t.orgId } });

/** Waits (bounded) for exactly one `action` event on `orn` and checks who appended it. */
async function reachesChain(action: string, orn: string) {
  await vi.waitFor(async () => expect(await events(action, orn)).toHaveLength(1), { timeout: 20_000, interval: 100 });
  const [e] = await events(action, orn);
  expect(e).toMatchObject({
    category: 'BILLING',
    emitterService: 'billing',
    actorPrincipal: `user/${t.userId}`,
    chainKey: `${t.orgId}/${t.workspaceId}`,
    outcome: 'SUCCESS',
  });
  return e!;
}

describe('billing mutations reach the audit chain through identity', () => {
  it('createBudget, updateBudget, deleteBudget, cancelSubscription, resumeSubscription; refusals append nothing; the chain verifies', async () => {
    const created = await gql('mutation($i: CreateBudgetInput!) { createBudget(input: $i) { id } }', {
      i: {
        scopeType: 'WORKSPACE',
        scopeId: t.workspaceId,
        mode: 'HARD',
        usdCeilingCents: '5000',
        alertThresholdPcts: [50, 90],
      },
    });
    expect(created.errors).toBeUndefined();
    const orn = `budget/${created.data!.createBudget.id}`;
    const c = await reachesChain('billing.budget.created', orn);
    expect(c.details).toMatchObject({ scopeType: 'WORKSPACE', mode: 'HARD', ceilingCents: '5000', enabled: true });

    const updated = await gql(
      'mutation($id: ID!, $i: UpdateBudgetInput!) { updateBudget(id: $id, input: $i) { id } }',
      { id: created.data!.createBudget.id, i: { usdCeilingCents: '7000' } },
    );
    expect(updated.errors).toBeUndefined();
    expect((await reachesChain('billing.budget.updated', orn)).details).toEqual({ ceilingCents: '7000' });

    // An unknown budget: refused, and nothing waits in the outbox or reaches the chain.
    const before = await prisma.auditEvent.count({ where: { organizationId: t.orgId } });
    const missing = await gql(
      'mutation($id: ID!, $i: UpdateBudgetInput!) { updateBudget(id: $id, input: $i) { id } }',
      { id: 'budget_nope', i: { enabled: false } },
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4041');
    expect((await gql('mutation($id: ID!) { deleteBudget(id: $id) }', { id: 'budget_nope' })).data?.deleteBudget).toBe(
      false,
    );
    expect(await outbox()).toBe(0);

    expect(
      (await gql('mutation($id: ID!) { deleteBudget(id: $id) }', { id: created.data!.createBudget.id })).data
        ?.deleteBudget,
    ).toBe(true);
    await reachesChain('billing.budget.deleted', orn);

    const canceled = await gql(
      'mutation { cancelSubscription(reason: "too expensive for alice@example.com") { id cancelAtPeriodEnd } }',
    );
    expect(canceled.errors).toBeUndefined();
    const subOrn = `subscription/${canceled.data!.cancelSubscription.id}`;
    const ce = await reachesChain('billing.subscription.canceled', subOrn);
    expect(ce.details).toEqual({ plan: 'PRO', reasonGiven: true });
    expect(JSON.stringify(ce.details)).not.toContain('alice');
    // Cancelling again changes nothing: no second event.
    expect((await gql('mutation { cancelSubscription { cancelAtPeriodEnd } }')).errors).toBeUndefined();

    expect((await gql('mutation { resumeSubscription { cancelAtPeriodEnd } }')).data?.resumeSubscription).toEqual({
      cancelAtPeriodEnd: false,
    });
    await reachesChain('billing.subscription.resumed', subOrn);
    expect((await gql('mutation { resumeSubscription { cancelAtPeriodEnd } }')).errors).toBeUndefined();

    await vi.waitFor(async () => expect(await outbox()).toBe(0), { timeout: 20_000, interval: 100 });
    const billingEvents = () =>
      prisma.auditEvent.count({ where: { organizationId: t.orgId, action: { startsWith: 'billing.' } } });
    // Wait for the five to land, then a moment more: a duplicate arriving late still fails the count.
    await vi.waitFor(async () => expect(await billingEvents()).toBe(5), { timeout: 20_000, interval: 100 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await billingEvents()).toBe(5);
    expect(await prisma.auditEvent.count({ where: { organizationId: t.orgId } })).toBeGreaterThan(before);
    const v = await verifyLiveChain(new AuditEventRepository(prisma), `${t.orgId}/${t.workspaceId}`);
    expect(v.ok).toBe(true);
  }, 120_000);
});
