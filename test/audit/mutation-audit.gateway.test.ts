/**
 * Every Mutation root field of the composed schema is in MUTATION_AUDIT (what it appends to the
 * audit trail, or why nothing), and the mutations the seeded admin can drive append exactly what
 * the table says, through the gateway: the event is in the chain when the answer arrives (written
 * in the change's transaction) or, for the agents subgraph's changes, in agents' audit outbox
 * (written in the change's transaction) and in the chain once its relay handed it to identity
 * (ADR 007); a change that fails appends nothing. Covers every event-
 * subscription and private-endpoint mutation plus a sample of iam and policy; billing's audited
 * changes are driven in billing-audit.gateway.test.ts.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildASTSchema, parse } from 'graphql';
import { isAuditAction } from '../../identity/src/audit/catalogue.ts';
import { adminToken, freePort, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { MUTATION_AUDIT } from './mutation-audit-table.ts';
import { errorCodes, gatewayGql } from '../helpers/gateway-graphql.ts';
import { allOwnersPrisma, type AllOwnersClient } from '../helpers/db.ts';

const SUPERGRAPH = new URL('../../supergraph.graphql', import.meta.url);

describe('the Mutation audit table', () => {
  it('names every Mutation field of the composed schema, and only those; every action is in the catalogue', () => {
    const schema = buildASTSchema(parse(readFileSync(SUPERGRAPH, 'utf8')), { assumeValidSDL: true });
    const fields = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(Object.keys(MUTATION_AUDIT).sort()).toEqual(fields);
    for (const [field, entry] of Object.entries(MUTATION_AUDIT)) {
      if ('appends' in entry) {
        expect(entry.appends.length, field).toBeGreaterThan(0);
        for (const a of entry.appends) expect(isAuditAction(a), `${field}: ${a}`).toBe(true);
      } else {
        expect(entry.exempt.length, field).toBeGreaterThan(20);
      }
    }
  });
});

let p: Platform;
let token: string;
let prisma: AllOwnersClient;
let models: http.Server;
let modelsPort = 0;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer = token) =>
  gatewayGql(p.api, query, variables, bearer);
const codes = errorCodes;

/** The seeded tenant's events of `action` (on `resourceOrn` when given). */
const count = (action: string, resourceOrn?: string) =>
  prisma.auditEvent.count({
    where: { organizationId: p.creds.organizationId, action, ...(resourceOrn ? { resourceOrn } : {}) },
  });

/** Agents' audit events waiting for its relay (none for any other service's change). */
const pending = async () =>
  (
    await prisma.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM "events"."audit_outbox" WHERE "organization_id" = ${p.creds.organizationId}`
  )[0]!.n;

/**
 * Runs one mutation and checks the table's claim for it: with `expect` set, exactly that one
 * event is in the chain (none of the field's other actions) once agents' outbox is drained, which
 * for every other service is at answer time; without, nothing.
 */
async function audited(
  field: string,
  query: string,
  variables: Record<string, unknown>,
  expected: { action?: string; orn?: (data: any) => string; code?: string },
) {
  const entry = MUTATION_AUDIT[field]!;
  const actions = 'appends' in entry ? entry.appends : [];
  const before = await Promise.all(actions.map((a) => count(a)));
  const r = await gql(query, variables);
  if (expected.code) expect(codes(r), field).toEqual([expected.code]);
  else expect(r.errors, field).toBeUndefined();
  await vi.waitFor(async () => expect(await pending(), field).toBe(0), { timeout: 15_000, interval: 50 });
  const after = await Promise.all(actions.map((a) => count(a)));
  const delta = Object.fromEntries(actions.map((a, i) => [a, after[i]! - before[i]!]));
  const want = Object.fromEntries(actions.map((a) => [a, a === expected.action ? 1 : 0]));
  expect(delta, field).toEqual(want);
  if (expected.action && expected.orn)
    expect(await count(expected.action, expected.orn(r.data![field])), field).toBe(1);
  return r.data?.[field];
}

beforeAll(async () => {
  models = http.createServer((req, res) => {
    if (req.url === '/v1/models')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: [{ id: 'm-1' }] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => models.listen(0, '127.0.0.1', r));
  modelsPort = (models.address() as AddressInfo).port;
  // Its own database: the test delivery must be attempted by this platform's worker (one attempt,
  // then dead-lettered), not taken by another file's platform with its own retry policy.
  p = await startPlatform(
    {
      EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      EVENTS_POLL_INTERVAL_MS: '50',
      EVENTS_MAX_ATTEMPTS: '1',
    },
    { ownDatabase: true },
  );
  token = await adminToken(p);
  prisma = allOwnersPrisma(p.databaseUrl);
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await prisma?.$disconnect();
  models?.closeAllConnections();
  models?.close();
});

describe('mutations append what the table says, in their transaction', () => {
  it('event subscriptions: create, reveal, update, test event, replay, rotate, delete; refusals append nothing', async () => {
    // A loopback port nothing listens on: the one attempt fails and the delivery is dead-lettered.
    const down = `http://127.0.0.1:${await freePort()}/hook`;
    const sub = await audited(
      'createEventSubscription',
      'mutation($i: EventSubscriptionInput!) { createEventSubscription(input: $i) { id } }',
      { i: { destinationUrl: down, eventTypes: ['webhook.test'], transport: 'WEBHOOK' } },
      { action: 'events.subscription.created', orn: (d) => `event_subscription/${d.id}` },
    );
    const orn = `event_subscription/${sub.id}`;
    const REVEAL = 'mutation($id: ID!) { revealEventSubscriptionSecret(id: $id) { signingSecret } }';
    await audited(
      'revealEventSubscriptionSecret',
      REVEAL,
      { id: sub.id },
      { action: 'events.subscription.secret_revealed', orn: () => orn },
    );
    await audited('revealEventSubscriptionSecret', REVEAL, { id: sub.id }, { code: 'SVC-EVENT-4320' });
    const UPDATE =
      'mutation($id: ID!, $i: UpdateEventSubscriptionInput!) { updateEventSubscription(id: $id, input: $i) { id } }';
    await audited(
      'updateEventSubscription',
      UPDATE,
      { id: sub.id, i: { eventTypes: ['webhook.test', 'audit.apikey.created'] } },
      { action: 'events.subscription.changed', orn: () => orn },
    );
    await audited(
      'updateEventSubscription',
      UPDATE,
      { id: 'sub_doesnotexist', i: { enabled: false } },
      { code: 'SVC-VALID-4041' },
    );
    await audited(
      'updateEventSubscription',
      UPDATE,
      { id: sub.id, i: { destinationUrl: 'https://169.254.169.254/' } },
      { code: 'SVC-EGRESS-4300' },
    );
    const sent = await audited(
      'sendTestEvent',
      'mutation($id: ID!) { sendTestEvent(subscriptionId: $id) { accepted eventId } }',
      { id: sub.id },
      { action: 'events.subscription.test_sent', orn: () => orn },
    );
    const delivery = async () => prisma.eventDelivery.findFirst({ where: { eventId: sent.eventId } });
    for (const end = Date.now() + 60_000; (await delivery())?.status !== 'DEAD'; ) {
      if (Date.now() > end) throw new Error('the delivery was not dead-lettered');
      await new Promise((r) => setTimeout(r, 100));
    }
    const REPLAY = 'mutation($id: ID!) { replayEventDelivery(id: $id) { id status } }';
    const deliveryId = (await delivery())!.id;
    await audited(
      'replayEventDelivery',
      REPLAY,
      { id: deliveryId },
      { action: 'events.delivery.replayed', orn: () => `event_delivery/${deliveryId}` },
    );
    await audited(
      'rotateEventSubscriptionSecret',
      'mutation($id: ID!) { rotateEventSubscriptionSecret(id: $id) { signingSecret } }',
      { id: sub.id },
      { action: 'events.subscription.secret_rotated', orn: () => orn },
    );
    const DELETE = 'mutation($id: ID!) { deleteEventSubscription(id: $id) }';
    await audited(
      'deleteEventSubscription',
      DELETE,
      { id: sub.id },
      { action: 'events.subscription.deleted', orn: () => orn },
    );
    expect((await gql(DELETE, { id: sub.id })).data?.deleteEventSubscription).toBe(false);
    expect(await count('events.subscription.deleted', orn)).toBe(1);
  }, 180_000);

  it('private endpoints: register, preflight, approve (refused to the maker), retire; refusals append nothing', async () => {
    const REGISTER = 'mutation($i: RegisterPrivateEndpointInput!) { registerPrivateEndpoint(input: $i) { id } }';
    const input = (over: Record<string, unknown> = {}) => ({
      displayName: 'audited pool',
      baseUrl: `http://127.0.0.1:${modelsPort}`,
      kind: 'SELF_HOSTED',
      protocol: 'OPENAI_COMPATIBLE',
      authKind: 'NONE',
      modelIds: ['m-1'],
      networkBindingRef: 'nb_1',
      residencyRegion: 'eu',
      ...over,
    });
    const ep = await audited(
      'registerPrivateEndpoint',
      REGISTER,
      { i: input() },
      { action: 'events.private_endpoint.registered', orn: (d) => `private_endpoint/${d.id}` },
    );
    await audited(
      'registerPrivateEndpoint',
      REGISTER,
      { i: input({ protocol: 'MANAGED_MODEL', kind: 'CLOUD_MANAGED', baseUrl: 'https://169.254.169.254/v1' }) },
      { code: 'SVC-EGRESS-4300' },
    );
    const orn = `private_endpoint/${ep.id}`;
    await audited(
      'preflightPrivateEndpoint',
      'mutation($id: ID!) { preflightPrivateEndpoint(id: $id) { result } }',
      { id: ep.id },
      { action: 'events.private_endpoint.preflighted', orn: () => orn },
    );
    await audited(
      'approvePrivateEndpoint',
      'mutation($id: ID!) { approvePrivateEndpoint(id: $id) { id } }',
      { id: ep.id },
      { code: 'SVC-ENDPOINT-4310' },
    );
    const RETIRE = 'mutation($id: ID!) { retirePrivateEndpoint(id: $id) { status } }';
    await audited(
      'retirePrivateEndpoint',
      RETIRE,
      { id: ep.id },
      { action: 'events.private_endpoint.retired', orn: () => orn },
    );
    // Retiring a retired endpoint answers it unchanged: no second event.
    await audited('retirePrivateEndpoint', RETIRE, { id: ep.id }, {});
  }, 120_000);

  it('a sample across iam and policy (governance)', async () => {
    const key = await audited(
      'createApiKey',
      'mutation($n: String!) { createApiKey(input: { name: $n, scope: TEST }) { apiKey { id } } }',
      { n: 'audited key' },
      { action: 'apikey.created', orn: (d) => `apikey/${d.apiKey.id}` },
    );
    const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }';
    await audited(
      'revokeApiKey',
      REVOKE,
      { id: key.apiKey.id },
      { action: 'apikey.revoked', orn: () => `apikey/${key.apiKey.id}` },
    );
    const again = await gql(REVOKE, { id: key.apiKey.id });
    expect(await count('apikey.revoked', `apikey/${key.apiKey.id}`)).toBe(1); // a revoked key revoked again: no second event
    expect(again.errors ?? again.data).toBeDefined();
    await audited(
      'savePolicy',
      'mutation($s: String!) { savePolicy(input: { level: WORKSPACE, source: $s, sourceFormat: IAM_JSON }) { policyId } }',
      // A deny on a model nobody serves: the shared dev workspace's behaviour does not change.
      {
        s: JSON.stringify({
          Statement: [
            {
              Sid: 'AuditedSave',
              Effect: 'Deny',
              Action: 'svc:llm:model:invoke',
              Resource: `orn:svc:llm:${p.creds.organizationId}:workspace:${p.creds.workspaceId}:model/audit-table-test`,
            },
          ],
        }),
      },
      { action: 'policy.created' },
    );
  }, 120_000);
});
