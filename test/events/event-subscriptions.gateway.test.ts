/**
 * Event subscriptions end to end: the whole platform (the `npm start` spawn path), a token from
 * the token endpoint, GraphQL through the gateway, the agents subgraph's dispatcher, and a real
 * loopback receiver reached through the egress guard's test setting
 * (EGRESS_ALLOW_LOOPBACK_FOR_TESTS). The receiver verifies with the `standardwebhooks` package.
 * Sources: identity's own audit events (an API key created through the gateway) and the
 * inference service's budget threshold events (a mock OpenAI-compatible provider) reach a
 * subscriber through the outbox.
 * HEAVY: run under the shared lock (see TEAM rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { randomUUID } from 'node:crypto';
import OpenAI from 'openai';
import { createPrismaClient } from '@svc/db';
import { adminToken, clientToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { clientCredentialsToken } from '../helpers/oauth.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';
import { errorCodes, gatewayGql } from '../helpers/gateway-graphql.ts';
import { PrismaClient } from '../../identity/src/db.ts';
import { allOwnersPrisma } from '../helpers/db.ts';
import { SPEC_LIMITS } from '@svc/core';
import { FileKeyProvider } from '@svc/identity';
import { createTestTenant } from '../helpers/tenant.ts';
import { BUILT_IN_ROLES } from '../../identity/src/services/roles.ts';

let p: Platform;
let rx: Receiver;
let mock: MockOpenAI;
let token: string;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer = token) =>
  gatewayGql(p.api, query, variables, bearer);
const codes = errorCodes;

beforeAll(async () => {
  rx = await startReceiver();
  mock = await startMockOpenAI();
  p = await startPlatform(
    {
      EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      EVENTS_POLL_INTERVAL_MS: '50',
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
    },
    // Its deliveries go to loopback receivers: no other platform's relay or dispatcher may take them.
    { ownDatabase: true },
  );
  token = await adminToken(p);
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await rx?.close();
  await mock?.close();
});

const CREATE = `mutation($input: EventSubscriptionInput!) { createEventSubscription(input: $input) { id destinationUrl eventTypes transport enabled createdAt } }`;

describe('event subscriptions through the gateway', () => {
  it('refuses SSRF destinations with SVC-EGRESS-4300 and unknown event types with SVC-VALID-4000', async () => {
    const refused = [
      'http://hooks.example.com/x',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://[fd00:ec2::254]/',
    ];
    for (const destinationUrl of refused) {
      expect(
        codes(await gql(CREATE, { input: { destinationUrl, eventTypes: ['webhook.test'], transport: 'WEBHOOK' } })),
        destinationUrl,
      ).toEqual(['SVC-EGRESS-4300']);
    }
    expect(
      codes(
        await gql(CREATE, { input: { destinationUrl: rx.url('/e2e'), eventTypes: ['nope'], transport: 'WEBHOOK' } }),
      ),
    ).toEqual(['SVC-VALID-4000']);
    // Nothing stored (the development workspace may hold an earlier run's subscriptions).
    const stored = (
      ((await gql('{ eventSubscriptions { destinationUrl } }')).data?.eventSubscriptions ?? []) as {
        destinationUrl: string;
      }[]
    ).map((s) => s.destinationUrl);
    for (const url of [...refused, rx.url('/e2e')]) expect(stored).not.toContain(url);
  });

  it('creates, reveals the secret once, sends a signed test event the receiver verifies, lists', async () => {
    const created = await gql(CREATE, {
      input: { destinationUrl: rx.url('/e2e'), eventTypes: ['webhook.test'], transport: 'WEBHOOK' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEventSubscription.id as string;
    const REVEAL = `mutation($id: ID!) { revealEventSubscriptionSecret(id: $id) { subscriptionId signingSecret } }`;
    const secret = (await gql(REVEAL, { id })).data!.revealEventSubscriptionSecret.signingSecret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(codes(await gql(REVEAL, { id }))).toEqual(['SVC-EVENT-4320']);

    const got = rx.next('/e2e');
    const sent = await gql(`mutation($id: ID!) { sendTestEvent(subscriptionId: $id) { accepted eventId } }`, { id });
    expect(sent.data!.sendTestEvent.accepted).toBe(true);
    const req = await got;
    const payload = new Webhook(secret).verify(req.body, req.headers) as { id: string; type: string };
    expect(payload).toMatchObject({ id: sent.data!.sendTestEvent.eventId, type: 'webhook.test' });

    const listed = await gql('{ eventSubscriptions { id enabled } }');
    expect(listed.data!.eventSubscriptions).toContainEqual({ id, enabled: true });
    // Other test files share the development workspace: only this subscription's deliveries count.
    const dead = (await gql('{ deadLetteredEventDeliveries(limit: 1000) { subscriptionId } }')).data!
      .deadLetteredEventDeliveries as { subscriptionId: string }[];
    expect(dead.filter((d) => d.subscriptionId === id)).toEqual([]);
  }, 120_000);

  it("lists one subscription's deliveries newest first; bad limits, unknown ids and another tenant's subscription are refused, typed", async () => {
    const created = await gql(CREATE, {
      input: { destinationUrl: rx.url('/deliveries'), eventTypes: ['webhook.test'], transport: 'WEBHOOK' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEventSubscription.id as string;
    const LIST = `query($id: ID!, $limit: Int) { eventDeliveries(subscriptionId: $id, limit: $limit) {
      id eventId subscriptionId status attempts lastStatusCode deliveredAt createdAt } }`;
    expect((await gql(LIST, { id })).data?.eventDeliveries).toEqual([]);

    const eventIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const got = rx.next('/deliveries');
      const sent = await gql(`mutation($id: ID!) { sendTestEvent(subscriptionId: $id) { accepted eventId } }`, { id });
      expect(sent.data!.sendTestEvent.accepted).toBe(true);
      eventIds.push(sent.data!.sendTestEvent.eventId);
      await got;
    }
    // The dispatcher records the outcome after the receiver answered.
    let rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 300; i++) {
      rows = (await gql(LIST, { id })).data!.eventDeliveries;
      if (rows.length === 2 && rows.every((r) => r.status === 'DELIVERED')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rows.map((r) => r.eventId)).toEqual([eventIds[1], eventIds[0]]);
    for (const r of rows) {
      expect(r).toMatchObject({ subscriptionId: id, status: 'DELIVERED', lastStatusCode: 204 });
      expect(r.attempts).toBeGreaterThanOrEqual(1);
      expect(r.deliveredAt).not.toBeNull();
    }
    expect(
      (await gql(LIST, { id, limit: 1 })).data?.eventDeliveries.map((r: { eventId: string }) => r.eventId),
    ).toEqual([eventIds[1]]);

    expect(codes(await gql(LIST, { id, limit: -1 }))).toEqual(['SVC-VALID-4000']);
    expect(codes(await gql(LIST, { id: 'sub_doesnotexist' }))).toEqual(['SVC-VALID-4041']);
    expect(codes(await gql(LIST, { id: 'not an id' }))).toEqual(['SVC-VALID-4005']);
    const noRead = await clientToken(p, 'svc:agents:event_subscription:create');
    expect(codes(await gql(LIST, { id }, noRead))).toEqual(['SVC-AUTH-1010']);

    // Another organization's admin: the subscription is not theirs to read.
    const keys = new FileKeyProvider({
      dir: p.env.KEYS_DIR!,
      publishAheadSeconds: SPEC_LIMITS.jwksCacheSeconds,
      maxTokenLifetimeSeconds: SPEC_LIMITS.accessTokenMaxSeconds,
    });
    const prisma = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    let otherToken: string;
    try {
      const other = await createTestTenant(prisma, {
        secretVerifier: (v) => keys.hmac(`client-secret:${v}`)!,
        role: 'ORG_ADMIN',
        scopes: [...BUILT_IN_ROLES.ORG_ADMIN],
      });
      otherToken = await clientCredentialsToken(p.auth, other);
    } finally {
      await prisma.$disconnect();
    }
    expect(codes(await gql(LIST, { id }, otherToken))).toEqual(['SVC-VALID-4041']);
    // Nothing changed for the owner.
    expect((await gql(LIST, { id })).data?.eventDeliveries).toHaveLength(2);
  }, 120_000);

  it('a token without the create scope cannot create (scopes, not roles, bound the token)', async () => {
    const readOnly = await clientToken(p, 'svc:agents:event_subscription:read');
    const r = await gql(
      CREATE,
      { input: { destinationUrl: rx.url('/nope'), eventTypes: ['webhook.test'], transport: 'WEBHOOK' } },
      readOnly,
    );
    expect(codes(r)).toEqual(['SVC-AUTH-1010']);
  });
});

describe('event sources reach subscribers', () => {
  const REVEAL = `mutation($id: ID!) { revealEventSubscriptionSecret(id: $id) { signingSecret } }`;
  async function subscribe(path: string, eventTypes: string[]) {
    const created = await gql(CREATE, { input: { destinationUrl: rx.url(path), eventTypes, transport: 'WEBHOOK' } });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEventSubscription.id as string;
    return (await gql(REVEAL, { id })).data!.revealEventSubscriptionSecret.signingSecret as string;
  }
  type Body = { id: string; type: string; workspaceId: string; data: Record<string, unknown> };

  it('identity: an API key created through the gateway reaches audit.apikey.created subscribers, signed', async () => {
    const secret = await subscribe('/identity', ['audit.apikey.created']);
    const got = rx.next('/identity');
    const created = await gql(
      `mutation($n: String!) { createApiKey(input: { name: $n, scope: TEST }) { apiKey { id } } }`,
      { n: 'webhook source' },
    );
    expect(created.errors).toBeUndefined();
    const keyId = created.data!.createApiKey.apiKey.id as string;
    const req = await got;
    const body = new Webhook(secret).verify(req.body, req.headers) as Body;
    expect(body).toMatchObject({
      type: 'audit.apikey.created',
      workspaceId: p.creds.workspaceId,
      data: { action: 'apikey.created', outcome: 'SUCCESS', resourceOrn: `apikey/${keyId}` },
    });
    // The event names the audit record it was written with (same transaction).
    const prisma = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    const owners = allOwnersPrisma(p.databaseUrl);
    try {
      const audit = await prisma.auditEvent.findUnique({ where: { id: String(body.data.auditEventId) } });
      expect(audit?.action).toBe('apikey.created');
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
  }, 120_000);

  it('billing: a crossed budget threshold reaches billing.budget.threshold_crossed subscribers once', async () => {
    const secret = await subscribe('/budget', ['billing.budget.threshold_crossed']);
    const { organizationId: orgId, workspaceId } = p.creds;
    const prisma = createPrismaClient(PrismaClient, { url: p.databaseUrl, poolMax: 1 });
    const owners = allOwnersPrisma(p.databaseUrl);
    const budgetId = `budget_${randomUUID()}`;
    try {
      // This month's spend is brought to 1000 microcents below a whole-cent ceiling; one call of
      // the mock's 7000 microcents crosses its 100 % threshold.
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const spent =
        (
          await owners.usageRecord.aggregate({
            where: { workspaceId, occurredAt: { gte: monthStart } },
            _sum: { costMicrocents: true },
          })
        )._sum.costMicrocents ?? 0n;
      const ceilingCents = spent / 1_000_000n + 2n;
      await owners.usageRecord.create({
        data: {
          id: `ur_${randomUUID()}`,
          workspaceId,
          orgId,
          provider: 'p1',
          model: 'm1',
          inputTokens: 1,
          outputTokens: 1,
          costMicrocents: ceilingCents * 1_000_000n - 1000n - spent,
          occurredAt: new Date(),
        },
      });
      await owners.budget.create({
        data: {
          id: budgetId,
          organizationId: orgId,
          scopeType: 'WORKSPACE',
          scopeId: workspaceId,
          mode: 'SOFT',
          ceilingCents,
          alertThresholdPcts: [100],
          createdBy: p.creds.admin.userId,
        },
      });
    } finally {
      await prisma.$disconnect();
      await owners.$disconnect();
    }
    try {
      const got = rx.next('/budget');
      const openai = new OpenAI({ baseURL: `${p.api}/v1`, apiKey: p.creds.apiKeys.live.key, maxRetries: 0 });
      await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] });
      const req = await got;
      const body = new Webhook(secret).verify(req.body, req.headers) as Body;
      expect(body).toMatchObject({
        type: 'billing.budget.threshold_crossed',
        workspaceId,
        data: { budgetId, mode: 'SOFT', thresholdPct: 100 },
      });
      // Once per threshold per period: further spend past it sends nothing more.
      await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'Hi' }] });
      await new Promise((r) => setTimeout(r, 1500));
      expect(rx.received('/budget')).toHaveLength(1);
    } finally {
      // The development organization has no budgets in other files' expectations (billing.test.ts).
      const cleanup = allOwnersPrisma(p.databaseUrl, 1);
      await cleanup.budget.delete({ where: { id: budgetId } }).finally(() => cleanup.$disconnect());
    }
  }, 120_000);
});
