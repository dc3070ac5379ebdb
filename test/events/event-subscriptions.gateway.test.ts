/**
 * Event subscriptions end to end: the whole platform (the `npm start` spawn path), a token from
 * the token endpoint, GraphQL through the gateway, the agents subgraph's dispatcher, and a real
 * loopback receiver reached through the egress guard's test setting
 * (EGRESS_ALLOW_LOOPBACK_FOR_TESTS). The receiver verifies with the `standardwebhooks` package.
 * HEAVY: run under the shared lock (see TEAM rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { adminToken, clientToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';
import { startReceiver, type Receiver } from '../../subgraphs/agents/src/events/testing/webhook-receiver.ts';

let p: Platform;
let rx: Receiver;
let token: string;

async function gql(query: string, variables: Record<string, unknown> = {}, bearer = token) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}
const codes = (r: { errors?: { extensions?: { code?: string } }[] }) => (r.errors ?? []).map((e) => e.extensions?.code);

beforeAll(async () => {
  rx = await startReceiver();
  p = await startPlatform({ EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true', EVENTS_POLL_INTERVAL_MS: '50' });
  token = await adminToken(p);
}, 400_000);
afterAll(async () => {
  await p?.stop();
  await rx?.close();
});

const CREATE = `mutation($input: EventSubscriptionInput!) { createEventSubscription(input: $input) { id destinationUrl eventTypes transport enabled createdAt } }`;

describe('event subscriptions through the gateway', () => {
  it('refuses SSRF destinations with SVC-EGRESS-4300 and unknown event types with SVC-VALID-4000', async () => {
    for (const destinationUrl of ['http://hooks.example.com/x', 'https://10.1.2.3/', 'https://169.254.169.254/latest', 'https://[fd00:ec2::254]/']) {
      expect(codes(await gql(CREATE, { input: { destinationUrl, eventTypes: ['webhook.test'], transport: 'WEBHOOK' } })), destinationUrl).toEqual(['SVC-EGRESS-4300']);
    }
    expect(codes(await gql(CREATE, { input: { destinationUrl: rx.url('/e2e'), eventTypes: ['nope'], transport: 'WEBHOOK' } }))).toEqual(['SVC-VALID-4000']);
    expect((await gql('{ eventSubscriptions { id } }')).data?.eventSubscriptions).toEqual([]);
  });

  it('creates, reveals the secret once, sends a signed test event the receiver verifies, lists', async () => {
    const created = await gql(CREATE, { input: { destinationUrl: rx.url('/e2e'), eventTypes: ['webhook.test'], transport: 'WEBHOOK' } });
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
    expect(listed.data!.eventSubscriptions).toEqual([{ id, enabled: true }]);
    expect((await gql('{ deadLetteredEventDeliveries { id } }')).data!.deadLetteredEventDeliveries).toEqual([]);
  }, 120_000);

  it('a token without the create scope cannot create (scopes, not roles, bound the token)', async () => {
    const readOnly = await clientToken(p, 'svc:agents:event_subscription:read');
    const r = await gql(CREATE, { input: { destinationUrl: rx.url('/nope'), eventTypes: ['webhook.test'], transport: 'WEBHOOK' } }, readOnly);
    expect(codes(r)).toEqual(['SVC-AUTH-1010']);
  });
});
