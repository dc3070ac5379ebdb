/**
 * Webhooks: the workspace's event subscriptions (create, with the signing secret shown once; send a
 * test event; rotate the secret; delete), one subscription's recent deliveries in any state, and the
 * dead-letter list with replay.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import type {
  ConsoleEventDeliveryFragment,
  ConsoleEventSubscriptionSecretFragment,
  EventTransport,
} from '../gql/graphql';
import {
  CreateEventSubscriptionMutation,
  DeleteEventSubscriptionMutation,
  EventDeliveriesQuery,
  ReplayEventDeliveryMutation,
  RevealEventSubscriptionSecretMutation,
  RotateEventSubscriptionSecretMutation,
  SendTestEventMutation,
  WebhooksQuery,
} from '../operations';

const TRANSPORTS: EventTransport[] = ['WEBHOOK', 'SLACK', 'EMAIL'];
const refresh = { additionalTypenames: ['EventSubscription', 'EventDelivery'] };

/** Event types as typed: separated by commas or spaces, blanks dropped (the API validates each). */
const parseTypes = (s: string) => s.split(/[\s,]+/).filter(Boolean);

/** The signing secret, which the platform will not show again; focused so it is read first. */
function SigningSecret({ secret, onDone }: { secret: ConsoleEventSubscriptionSecretFragment; onDone: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} className="secret" aria-labelledby="whsec-title" data-testid="signing-secret">
      <h2 id="whsec-title">Signing secret of {secret.subscriptionId}</h2>
      <p>
        Copy it now and verify deliveries with any Standard Webhooks library: the platform will not show it again.
        {secret.previousSecretExpiresAt &&
          ` The previous secret also signs deliveries until ${when(secret.previousSecretExpiresAt)}.`}
      </p>
      <output aria-label="Webhook signing secret">
        <code data-testid="whsec">{secret.signingSecret}</code>
      </output>
      <div className="actions">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(secret.signingSecret)}>
          Copy
        </button>
        <button type="button" onClick={onDone}>
          I have stored it
        </button>
      </div>
    </section>
  );
}

/** The newest deliveries of one subscription; Refresh asks again (a delivery settles after the receiver answers). */
function Deliveries({ subscriptionId, destination }: { subscriptionId: string; destination: string }) {
  const [{ data, fetching, error }, again] = useQuery({
    query: EventDeliveriesQuery,
    variables: { subscriptionId },
    context: refresh,
  });
  return (
    <section aria-labelledby="deliveries" data-testid="deliveries-section">
      <h2 id="deliveries">
        Deliveries to <code>{destination}</code>
      </h2>
      <button type="button" disabled={fetching} onClick={() => again({ requestPolicy: 'network-only' })}>
        Refresh deliveries
      </button>
      <ErrorNotice error={error} title="The deliveries could not be listed" />
      {fetching && !data && <Loading what="deliveries" />}
      {data && data.eventDeliveries.length === 0 && (
        <Empty>Nothing was sent to this endpoint yet: send it a test event.</Empty>
      )}
      {data && data.eventDeliveries.length > 0 && (
        <table data-testid="deliveries">
          <caption className="visually-hidden">Deliveries of this subscription, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Delivery (webhook-id)</th>
              <th scope="col">Event</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Created</th>
              <th scope="col">Delivered</th>
            </tr>
          </thead>
          <tbody>
            {data.eventDeliveries.map((d) => (
              <tr key={d.id} data-delivery-id={d.id} data-event-id={d.eventId}>
                <td>
                  <code>{d.id}</code>
                </td>
                <td>
                  <code>{d.eventId}</code>
                </td>
                <td className="state">{d.status}</td>
                <td>{d.attempts}</td>
                <td>{d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')}</td>
                <td>{when(d.createdAt)}</td>
                <td>{d.deliveredAt ? when(d.deliveredAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DeadLetters({ deliveries }: { deliveries: ConsoleEventDeliveryFragment[] }) {
  const [replay, doReplay] = useMutation(ReplayEventDeliveryMutation);
  const [replayed, setReplayed] = useState<string | null>(null);
  const onReplay = async (id: string) => {
    const r = await doReplay({ id }, refresh);
    if (r.data) setReplayed(r.data.replayEventDelivery.id);
  };
  return (
    <section aria-labelledby="dead-letters">
      <h2 id="dead-letters">Dead letters</h2>
      <p>Deliveries whose attempts are exhausted. Replay puts one back on the queue with the same webhook-id.</p>
      <ErrorNotice error={replay.error} title="The delivery was not replayed" />
      {replayed && (
        <p role="status">
          Delivery <code>{replayed}</code> is back on the queue.
        </p>
      )}
      {deliveries.length === 0 ? (
        <Empty>No delivery has failed for good. Failed deliveries appear here once their retries run out.</Empty>
      ) : (
        <table data-testid="dead-letters">
          <caption className="visually-hidden">Dead-lettered deliveries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Delivery (webhook-id)</th>
              <th scope="col">Subscription</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Updated</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id} data-delivery-id={d.id} data-subscription-id={d.subscriptionId}>
                <td>
                  <code>{d.id}</code>
                </td>
                <td>
                  <code>{d.subscriptionId}</code>
                </td>
                <td>{d.attempts}</td>
                <td>{d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')}</td>
                <td>{when(d.updatedAt)}</td>
                <td className="actions">
                  <button type="button" disabled={replay.fetching} onClick={() => void onReplay(d.id)}>
                    Replay<span className="visually-hidden"> {d.id}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function WebhooksPage() {
  const [{ data, fetching, error }] = useQuery({ query: WebhooksQuery, context: refresh });
  const [create, doCreate] = useMutation(CreateEventSubscriptionMutation);
  const [reveal, doReveal] = useMutation(RevealEventSubscriptionSecretMutation);
  const [rotate, doRotate] = useMutation(RotateEventSubscriptionSecretMutation);
  const [test, doTest] = useMutation(SendTestEventMutation);
  const [remove, doRemove] = useMutation(DeleteEventSubscriptionMutation);
  const [secret, setSecret] = useState<ConsoleEventSubscriptionSecretFragment | null>(null);
  const [tested, setTested] = useState<{ subscriptionId: string; eventId: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [watching, setWatching] = useState<{ id: string; destination: string } | null>(null);
  const [form, setForm] = useState({ url: '', types: 'webhook.test', transport: 'WEBHOOK' as EventTransport });

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    const r = await doCreate(
      { input: { destinationUrl: form.url.trim(), eventTypes: parseTypes(form.types), transport: form.transport } },
      refresh,
    );
    if (!r.data) return;
    setForm({ ...form, url: '' });
    // The secret exists from creation on and can be read once: show it now, or never.
    const s = await doReveal({ id: r.data.createEventSubscription.id });
    if (s.data) setSecret(s.data.revealEventSubscriptionSecret);
  };
  const onRotate = async (id: string) => {
    const r = await doRotate({ id });
    if (r.data) setSecret(r.data.rotateEventSubscriptionSecret);
  };
  const onTest = async (subscriptionId: string) => {
    const r = await doTest({ subscriptionId });
    if (r.data) setTested({ subscriptionId, eventId: r.data.sendTestEvent.eventId });
  };
  const onDelete = async (id: string) => {
    setConfirming(null);
    if (watching?.id === id) setWatching(null);
    await doRemove({ id }, refresh);
  };

  return (
    <>
      {secret && <SigningSecret secret={secret} onDone={() => setSecret(null)} />}
      <form className="inline-form" onSubmit={(e) => void onCreate(e)} aria-labelledby="create-webhook">
        <h2 id="create-webhook">Subscribe an endpoint</h2>
        <label className="wide">
          Destination URL
          <input
            required
            type="url"
            maxLength={2048}
            name="destinationUrl"
            placeholder="https://hooks.example.com/platform"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
          />
        </label>
        <label className="wide">
          Event types
          <input
            required
            name="eventTypes"
            aria-describedby="event-types-help"
            value={form.types}
            onChange={(e) => setForm({ ...form, types: e.target.value })}
          />
        </label>
        <label>
          Transport
          <select
            name="transport"
            value={form.transport}
            onChange={(e) => setForm({ ...form, transport: e.target.value as EventTransport })}
          >
            {TRANSPORTS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={create.fetching || reveal.fetching}>
          {create.fetching ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <p className="note" id="event-types-help">
        Separate event types with commas: <code>webhook.test</code>, <code>billing.budget.threshold_crossed</code>, or
        an audit action as <code>audit.&lt;action&gt;</code> (for example <code>audit.apikey.created</code>).
      </p>
      <ErrorNotice error={create.error} title="The subscription was not created" />
      <ErrorNotice error={reveal.error} title="The signing secret could not be shown" />
      <ErrorNotice error={rotate.error} title="The secret was not rotated" />
      <ErrorNotice error={test.error} title="The test event was not sent" />
      <ErrorNotice error={remove.error} title="The subscription was not deleted" />
      {tested && (
        <p role="status" data-testid="test-event">
          Test event <code>{tested.eventId}</code> accepted for <code>{tested.subscriptionId}</code>; it is delivered
          from the outbox in a moment.
        </p>
      )}

      <h2>Subscriptions</h2>
      {fetching && !data && <Loading what="event subscriptions" />}
      <ErrorNotice error={error} />
      {data && data.eventSubscriptions.length === 0 && (
        <Empty>No endpoint is subscribed yet: subscribe one above, then send it a test event.</Empty>
      )}
      {data && data.eventSubscriptions.length > 0 && (
        <table data-testid="subscriptions">
          <caption className="visually-hidden">Event subscriptions</caption>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col">Event types</th>
              <th scope="col">Transport</th>
              <th scope="col">State</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.eventSubscriptions.map((s) => (
              <tr key={s.id} data-subscription-id={s.id} data-destination={s.destinationUrl}>
                <td>
                  <code>{s.destinationUrl}</code>
                </td>
                <td>{s.eventTypes.join(', ')}</td>
                <td>{s.transport}</td>
                <td>{s.enabled ? 'enabled' : 'disabled'}</td>
                <td>{when(s.createdAt)}</td>
                <td className="actions">
                  {confirming === s.id ? (
                    <>
                      <button type="button" className="danger" onClick={() => void onDelete(s.id)}>
                        Confirm delete {s.destinationUrl}
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <>
                      <button type="button" disabled={test.fetching} onClick={() => void onTest(s.id)}>
                        Send test event<span className="visually-hidden"> to {s.destinationUrl}</span>
                      </button>
                      <button
                        type="button"
                        aria-pressed={watching?.id === s.id}
                        onClick={() => setWatching({ id: s.id, destination: s.destinationUrl })}
                      >
                        Deliveries<span className="visually-hidden"> to {s.destinationUrl}</span>
                      </button>
                      <button type="button" disabled={rotate.fetching} onClick={() => void onRotate(s.id)}>
                        Rotate secret<span className="visually-hidden"> of {s.destinationUrl}</span>
                      </button>
                      <button type="button" onClick={() => setConfirming(s.id)}>
                        Delete<span className="visually-hidden"> {s.destinationUrl}</span>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {watching && <Deliveries subscriptionId={watching.id} destination={watching.destination} />}
      {data && <DeadLetters deliveries={data.deadLetteredEventDeliveries} />}
    </>
  );
}
