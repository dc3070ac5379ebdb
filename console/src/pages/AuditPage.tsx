/**
 * The organisation's audit trail: events filtered by category, outcome and time, a page at a time
 * (the API's keyset cursor), a signed export of a time range with the chain's verification, and
 * litigation holds over a range of the chain.
 */
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { when } from '../format';
import { AuditExport } from './AuditExport';
import type { AuditCategory, AuditOutcome } from '../gql/graphql';
import { AuditEventsQuery, LitigationHoldsQuery, PlaceLitigationHoldMutation } from '../operations';

const CATEGORIES: AuditCategory[] = [
  'AUTHENTICATION',
  'AUTHORIZATION',
  'ADMINISTRATION',
  'CONFIGURATION',
  'DATA_ACCESS',
  'INFERENCE',
  'BILLING',
  'COMPLIANCE',
  'SYSTEM',
];
const OUTCOMES: AuditOutcome[] = ['SUCCESS', 'FAILURE', 'ERROR', 'DENIED'];
const PAGE_SIZE = 25;
/** A placed hold refetches the list (also when it was empty, so had no receipt to invalidate). */
const HOLDS = { additionalTypenames: ['LitigationHoldReceipt'] };

interface Filters {
  category: AuditCategory | '';
  outcome: AuditOutcome | '';
  since: string;
  until: string;
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

function LitigationHolds() {
  const [{ data, fetching, error }] = useQuery({ query: LitigationHoldsQuery, context: HOLDS });
  const [placed, place] = useMutation(PlaceLitigationHoldMutation);
  const [form, setForm] = useState({ caseRef: '', fromSeq: '', toSeq: '' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await place({ input: form }, HOLDS);
    if (r.data) setForm({ caseRef: '', fromSeq: '', toSeq: '' });
  };
  return (
    <section aria-labelledby="holds">
      <h2 id="holds">Litigation holds</h2>
      <p>A hold keeps a range of the chain (by sequence number) from retention purges until it is released.</p>
      <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Place a litigation hold">
        <label>
          Case reference
          <input
            required
            maxLength={200}
            name="caseRef"
            value={form.caseRef}
            onChange={(e) => setForm({ ...form, caseRef: e.target.value })}
          />
        </label>
        <label>
          From sequence
          <input
            required
            inputMode="numeric"
            pattern="[0-9]+"
            name="fromSeq"
            value={form.fromSeq}
            onChange={(e) => setForm({ ...form, fromSeq: e.target.value })}
          />
        </label>
        <label>
          To sequence
          <input
            required
            inputMode="numeric"
            pattern="[0-9]+"
            name="toSeq"
            value={form.toSeq}
            onChange={(e) => setForm({ ...form, toSeq: e.target.value })}
          />
        </label>
        <button type="submit" disabled={placed.fetching}>
          {placed.fetching ? 'Placing…' : 'Place hold'}
        </button>
      </form>
      <ErrorNotice error={placed.error} title="The hold was not placed" />
      {placed.data && (
        <p role="status">
          Hold <code>{placed.data.placeLitigationHold.holdId}</code> placed on {placed.data.placeLitigationHold.fromSeq}
          –{placed.data.placeLitigationHold.toSeq}.
        </p>
      )}
      {fetching && !data && <Loading what="litigation holds" />}
      <ErrorNotice error={error} />
      {data && data.litigationHolds.length === 0 && <Empty>No hold is placed.</Empty>}
      {data && data.litigationHolds.length > 0 && (
        <table data-testid="holds">
          <caption className="visually-hidden">Litigation holds</caption>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Sequences</th>
              <th scope="col">Status</th>
              <th scope="col">Placed</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {data.litigationHolds.map((h) => (
              <tr key={h.holdId}>
                <td>{h.caseRef}</td>
                <td>
                  {h.fromSeq}–{h.toSeq}
                </td>
                <td>{h.status}</td>
                <td>{when(h.placedAt)}</td>
                <td>
                  <code>{h.placedBy}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AuditPage() {
  const [draft, setDraft] = useState<Filters>({ category: '', outcome: '', since: '', until: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  // Cursors of the pages before this one, so Previous goes back without the API paging backwards.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const [{ data, fetching, error }] = useQuery({
    query: AuditEventsQuery,
    variables: {
      cursor,
      limit: PAGE_SIZE,
      category: filters.category || undefined,
      outcome: filters.outcome || undefined,
      since: toIso(filters.since),
      until: toIso(filters.until),
    },
  });
  const page = data?.auditEvents;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setCursors([null]);
  };
  return (
    <>
      <form className="inline-form" onSubmit={apply} aria-label="Filter events">
        <label>
          Category
          <select
            name="category"
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value as AuditCategory })}
          >
            <option value="">any</option>
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select
            name="outcome"
            value={draft.outcome}
            onChange={(e) => setDraft({ ...draft, outcome: e.target.value as AuditOutcome })}
          >
            <option value="">any</option>
            {OUTCOMES.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
        <label>
          Since
          <input
            type="datetime-local"
            name="since"
            value={draft.since}
            onChange={(e) => setDraft({ ...draft, since: e.target.value })}
          />
        </label>
        <label>
          Until
          <input
            type="datetime-local"
            name="until"
            value={draft.until}
            onChange={(e) => setDraft({ ...draft, until: e.target.value })}
          />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      {fetching && !data && <Loading what="audit events" />}
      <ErrorNotice error={error} />
      {page && page.nodes.length === 0 && (
        <Empty>No event matches these filters. Widen the time range or clear a filter.</Empty>
      )}
      {page && page.nodes.length > 0 && (
        <>
          <p aria-live="polite" data-testid="audit-count">
            {page.totalCount} events; page {cursors.length}.
          </p>
          <table data-testid="audit-events">
            <caption className="visually-hidden">Audit events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Seq</th>
                <th scope="col">When</th>
                <th scope="col">Category</th>
                <th scope="col">Outcome</th>
                <th scope="col">What</th>
                <th scope="col">Actor</th>
                <th scope="col">Resource</th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((n) => (
                <tr key={n.id}>
                  <td>{n.seq}</td>
                  <td>{when(n.occurredAt)}</td>
                  <td>{n.category}</td>
                  <td>{n.outcome}</td>
                  <td>{n.label || n.action}</td>
                  <td>
                    <code>{n.actorPrincipal}</code>
                  </td>
                  <td>
                    <code>{n.resourceOrn}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="pager">
        <button type="button" disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </button>
        <button
          type="button"
          disabled={!page?.hasMore || !page.nextCursor}
          onClick={() => page?.nextCursor && setCursors([...cursors, page.nextCursor])}
        >
          Next page
        </button>
      </div>
      <AuditExport />
      <LitigationHolds />
    </>
  );
}
