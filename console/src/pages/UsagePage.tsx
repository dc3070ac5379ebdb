/**
 * Usage and cost of the last seven days (requests, tokens and cost by day; by model for the week),
 * and the organisation's budgets with their spend against the ceiling.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { DailyChart } from '../components/Chart';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { usd, usdFromCents, usdFromMicrocents, when } from '../format';
import type { BudgetMode } from '../gql/graphql';
import { BudgetsQuery, CreateBudgetMutation, MeQuery, UsageEarlyQuery, UsageLateQuery } from '../operations';

const DAYS = 7;
/** A created budget refetches the list (also when it was empty, so had no Budget to invalidate). */
const BUDGETS = { additionalTypenames: ['Budget'] };

/** UTC day boundaries of the last seven days, today last. */
function lastDays(): { days: Date[]; vars: Record<string, string> } {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const days = Array.from({ length: DAYS }, (_, i) => new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000));
  const vars: Record<string, string> = {};
  days.forEach((d, i) => {
    vars[`s${i}`] = d.toISOString();
    vars[`u${i}`] = new Date(d.getTime() + 86_400_000).toISOString();
  });
  return { days, vars };
}

const count = (n: number) => n.toLocaleString();
const pick = (o: Record<string, string>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

function UsageCharts() {
  const { days, vars } = useMemo(lastDays, []);
  const early = useMemo(() => pick(vars, ['s0', 'u0', 's1', 'u1', 's2', 'u2', 's3', 'u3']), [vars]);
  const late = useMemo(() => pick(vars, ['s0', 's4', 'u4', 's5', 'u5', 's6', 'u6']), [vars]);
  const [a] = useQuery({ query: UsageEarlyQuery, variables: early as never });
  const [b] = useQuery({ query: UsageLateQuery, variables: late as never });
  const data = a.data && b.data ? { ...a.data, ...b.data } : undefined;
  const fetching = a.fetching || b.fetching;
  const error = a.error ?? b.error;
  const perDay = useMemo(
    () => (a.data && b.data ? [a.data.d0, a.data.d1, a.data.d2, a.data.d3, b.data.d4, b.data.d5, b.data.d6] : []),
    [a.data, b.data],
  );
  const traffic = useMemo(
    () => [
      { label: 'Requests', color: '#1f5fa8', format: count, values: perDay.map((d) => Number(d.totalRequests)) },
      { label: 'Tokens', color: '#a0522d', format: count, values: perDay.map((d) => Number(d.totalTokens)) },
    ],
    [perDay],
  );
  const cost = useMemo(
    () => [
      {
        label: 'Cost (USD)',
        color: '#2e7d32',
        format: usd,
        values: perDay.map((d) => usdFromMicrocents(d.totalCostMicrocentsExact)),
      },
    ],
    [perDay],
  );
  return (
    <section aria-labelledby="usage">
      <h2 id="usage">Last seven days</h2>
      {fetching && !data && <Loading what="usage" />}
      <ErrorNotice error={error} />
      {data && (
        <>
          {perDay.every((d) => d.totalRequests === '0') && (
            <Empty>No model call in the last seven days. Call a model with an API key (or try Live inference).</Empty>
          )}
          <div className="charts">
            <DailyChart title="Requests and tokens" days={days} series={traffic} />
            <DailyChart title="Cost" days={days} series={cost} />
          </div>
          <h3>By model, this week</h3>
          {data.week.byModel.length === 0 ? (
            <Empty>No model used this week.</Empty>
          ) : (
            <table data-testid="usage-by-model">
              <caption className="visually-hidden">Usage by model, last seven days</caption>
              <thead>
                <tr>
                  <th scope="col">Model</th>
                  <th scope="col">Requests</th>
                  <th scope="col">Tokens</th>
                  <th scope="col">Cost</th>
                </tr>
              </thead>
              <tbody>
                {data.week.byModel.map((m) => (
                  <tr key={m.model}>
                    <td>
                      <code>{m.model}</code>
                    </td>
                    <td>{count(Number(m.requests))}</td>
                    <td>{count(Number(m.tokens))}</td>
                    <td>{usd(usdFromMicrocents(m.costMicrocentsExact))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

function Budgets() {
  const [{ data, fetching, error }] = useQuery({ query: BudgetsQuery, context: BUDGETS });
  const [me] = useQuery({ query: MeQuery });
  const [created, create] = useMutation(CreateBudgetMutation);
  const [ceiling, setCeiling] = useState('100');
  const [mode, setMode] = useState<BudgetMode>('SOFT');
  const orgId = me.data?.me.organization?.id;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!orgId) return;
    const cents = Math.round(Number(ceiling) * 100);
    await create(
      {
        input: {
          scopeType: 'ORGANIZATION',
          scopeId: orgId,
          mode,
          usdCeilingCents: String(cents),
          alertThresholdPcts: [50, 80, 100],
        },
      },
      BUDGETS,
    );
  };
  return (
    <section aria-labelledby="budgets">
      <h2 id="budgets">Budgets</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Create an organisation budget">
        <label>
          Monthly ceiling (USD)
          <input
            required
            name="ceiling"
            type="number"
            min="0.01"
            step="0.01"
            value={ceiling}
            onChange={(e) => setCeiling(e.target.value)}
          />
        </label>
        <label>
          When reached
          <select name="mode" value={mode} onChange={(e) => setMode(e.target.value as BudgetMode)}>
            <option value="SOFT">SOFT: alert only</option>
            <option value="HARD">HARD: refuse further calls</option>
          </select>
        </label>
        <button type="submit" disabled={created.fetching || !orgId}>
          {created.fetching ? 'Creating…' : 'Create budget'}
        </button>
      </form>
      <ErrorNotice error={created.error} title="The budget was not created" />
      {fetching && !data && <Loading what="budgets" />}
      <ErrorNotice error={error} />
      {data && data.budgets.length === 0 && (
        <Empty>No budget yet: create one above to be alerted (or stopped) before spend passes a ceiling.</Empty>
      )}
      {data && data.budgets.length > 0 && (
        <ul className="budgets" data-testid="budgets">
          {data.budgets.map((b) => {
            const spent = usdFromCents(b.spend.committedCents) + usdFromCents(b.spend.reservedCents);
            const cap = usdFromCents(b.usdCeilingCents);
            return (
              <li key={b.id} data-budget-id={b.id}>
                <strong>
                  {b.scopeType} {b.mode}
                </strong>{' '}
                {b.enabled ? '' : '(disabled) '}
                <label>
                  {usd(spent)} of {usd(cap)} ({b.spend.utilizationPct.toFixed(1)} %)
                  <meter min={0} max={cap || 1} high={cap * 0.8} value={Math.min(spent, cap)} />
                </label>
                <span className="note">
                  {' '}
                  period {when(b.spend.periodStart)} – {when(b.spend.periodEnd)}; alerts at{' '}
                  {b.alertThresholdPcts.join(', ')} %
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function UsagePage() {
  return (
    <>
      <UsageCharts />
      <Budgets />
    </>
  );
}
