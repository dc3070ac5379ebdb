/**
 * The organisation's plan with its allowances for the current period, its invoices (newest first,
 * a page at a time) and its payment methods. A billing backend this deployment does not run answers its typed
 * NOT-WIRED error, shown as such.
 */
import { useState } from 'react';
import { useQuery } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { usd, usdFromMicrocents, when } from '../format';
import type { ConsoleQuotaUsageFragment } from '../gql/graphql';
import { InvoicesQuery, PaymentMethodsQuery, PlanQuery } from '../operations';

const PAGE = 10;

function Allowance({ label, q }: { label: string; q: ConsoleQuotaUsageFragment }) {
  const unlimited = q.limit < 0;
  return (
    <li>
      {label}: {q.used.toLocaleString()} of {unlimited ? 'unlimited' : q.limit.toLocaleString()}
      {q.exceeded ? ' (exceeded)' : q.warning ? ' (over 80 %)' : ''}{' '}
      {!unlimited && (
        <meter
          aria-label={`${label} used`}
          min={0}
          max={Math.max(q.limit, 1)}
          high={q.limit * 0.8}
          value={Math.min(q.used, q.limit)}
        />
      )}
    </li>
  );
}

function Plan() {
  const [{ data, fetching, error }] = useQuery({ query: PlanQuery });
  const p = data?.orgQuotaStatus;
  return (
    <section aria-labelledby="plan">
      <h2 id="plan">Plan</h2>
      {fetching && !data && <Loading what="the plan" />}
      <ErrorNotice error={error} />
      {p && (
        <div data-testid="plan">
          <p>
            <strong>{p.planName}</strong> (<code>{p.plan}</code>), period {when(p.periodStart)} – {when(p.periodEnd)}
          </p>
          <ul className="allowances">
            <Allowance label="Requests" q={p.requests} />
            <Allowance label="Users" q={p.users} />
            <Allowance label="Workspaces" q={p.workspaces} />
          </ul>
        </div>
      )}
    </section>
  );
}

function Invoices() {
  // Cursors of the pages seen, so "Previous" goes back without the API paging backwards.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const [{ data, fetching, error }] = useQuery({ query: InvoicesQuery, variables: { first: PAGE, after } });
  const c = data?.invoices;
  return (
    <section aria-labelledby="invoices">
      <h2 id="invoices">Invoices</h2>
      {fetching && !data && <Loading what="invoices" />}
      <ErrorNotice error={error} />
      {c && c.edges.length === 0 && (
        <Empty>
          No invoice yet: the first one is issued at the end of a billing period with usage or a subscription.
        </Empty>
      )}
      {c && c.edges.length > 0 && (
        <>
          <p>
            {c.pageInfo.totalCount} invoices, {usd(usdFromMicrocents(c.totalAmountExact))} in all.
          </p>
          <table data-testid="invoices">
            <caption className="visually-hidden">Invoices, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Period</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {c.edges.map(({ node: i }) => (
                <tr key={i.id}>
                  <td>{i.invoiceNumber}</td>
                  <td>
                    {when(i.periodStart)} – {when(i.periodEnd)}
                  </td>
                  <td>{i.paidAt ? `${i.status} ${when(i.paidAt)}` : i.status}</td>
                  <td>{when(i.dueDate)}</td>
                  <td>
                    {usdFromMicrocents(i.totalMicrocentsExact).toLocaleString(undefined, {
                      style: 'currency',
                      currency: i.currency,
                    })}
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
          disabled={!c?.pageInfo.hasNextPage || !c.pageInfo.endCursor}
          onClick={() => setCursors([...cursors, c!.pageInfo.endCursor!])}
        >
          Next page
        </button>
      </div>
    </section>
  );
}

function PaymentMethods() {
  const [{ data, fetching, error }] = useQuery({ query: PaymentMethodsQuery });
  return (
    <section aria-labelledby="payment-methods">
      <h2 id="payment-methods">Payment methods</h2>
      {fetching && !data && <Loading what="payment methods" />}
      <ErrorNotice error={error} />
      {data && data.paymentMethods.length === 0 && <Empty>No payment method on file.</Empty>}
      {data && data.paymentMethods.length > 0 && (
        <ul data-testid="payment-methods">
          {data.paymentMethods.map((m) => (
            <li key={m.id}>
              {m.type === 'CARD'
                ? `${m.cardBrand ?? 'Card'} ending ${m.cardLast4 ?? '—'}, expires ${m.cardExpMonth ?? '?'}/${m.cardExpYear ?? '?'}`
                : `${m.bankName ?? 'Bank account'} ending ${m.bankLast4 ?? '—'}`}
              {m.isDefault && ' (default)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PlanPage() {
  return (
    <>
      <Plan />
      <Invoices />
      <PaymentMethods />
    </>
  );
}
