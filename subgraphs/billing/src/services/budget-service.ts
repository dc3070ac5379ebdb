/**
 * Budgets of the caller's organization: a ceiling in exact integer cents over the calendar month
 * (UTC, the subscription's billing period) for one subject — the organization, a workspace, a
 * provider slug or an API key — SOFT or HARD, with alert thresholds of 1 to 100 percent.
 *
 * Spend is computed from the usage rows the inference service records (the daily rollups; an
 * API key's from usage_records by key): `committedCents` is the exact microcent sum of the
 * period's priced usage in the subject, rounded once to cents half away from zero.
 * `reservedCents` is what calls in flight hold: the inference service's billing stage holds each
 * call's estimate in the budget's ledger account in the shared store (budget-guard.ts) and
 * settles it after the answer; this reads the live holds of the same account. With headroom leases
 * (ADR 005) those holds include each inference replica's lease, drawn or not: what the ledger sets
 * aside before a HARD ceiling refuses. Without a shared store (REDIS_URL unset) the holds live in
 * the inference process only and this reports "0".
 * `utilizationPct` is (committed + reserved) over the ceiling, from the exact microcents, rounded
 * to two decimals.
 *
 * Scope checks: an ORGANIZATION budget must name the caller's organization and a WORKSPACE budget
 * the caller's workspace (the tenant comes from the credential); a PROVIDER scope is a provider
 * slug; an API_KEY scope an opaque key id. Spend is always read within the caller's organization,
 * so naming another tenant's key or provider reveals nothing.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@svc/core';
import { budgetLedgerKey, type LedgerBalance } from '@svc/budget-ledger';
import type { CallerIdentity } from '@svc/subgraph-kit';
import { billingAuditEvent } from '../events/audit-event.ts';
import type { Authorize } from './authorize.ts';
import type { BudgetChange, BudgetRow, BudgetStore } from '../repositories/budget-repository.ts';
import { CENTS, centsFromMicrocents, MICROCENTS_PER_CENT } from './money.ts';
import { monthWindow } from './quota-service.ts';
import type { UsageGroup, UsageGroupReader } from '../repositories/usage-report-repository.ts';

export const MAX_BUDGETS_PER_ORGANIZATION = 100;
export const MAX_THRESHOLDS = 10;
const SCOPES = ['ORGANIZATION', 'WORKSPACE', 'PROVIDER', 'API_KEY'] as const;
const MODES = ['SOFT', 'HARD'] as const;
type Scope = (typeof SCOPES)[number];
type Mode = (typeof MODES)[number];
const PROVIDER_SLUG = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const OPAQUE_ID = /^[A-Za-z0-9][A-Za-z0-9._:~-]{0,127}$/;

const invalid = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });

export interface BudgetInput {
  scopeType: Scope;
  scopeId: string;
  mode: Mode;
  usdCeilingCents: string;
  alertThresholdPcts: number[];
  enabled?: boolean | null;
}
export interface BudgetUpdate {
  mode?: Mode | null;
  usdCeilingCents?: string | null;
  alertThresholdPcts?: number[] | null;
  enabled?: boolean | null;
}

export function ceilingCents(v: string, argument: string): bigint {
  if (!CENTS.test(v) || v === '0')
    throw invalid(argument, `${argument} must be a positive whole number of cents (at most 15 digits).`);
  return BigInt(v);
}

/** 1 to 100, at most MAX_THRESHOLDS, returned sorted and without duplicates. */
export function thresholds(v: number[], argument: string): number[] {
  if (v.length > MAX_THRESHOLDS) throw invalid(argument, `${argument} takes at most ${MAX_THRESHOLDS} percentages.`);
  for (const p of v)
    if (!Number.isInteger(p) || p < 1 || p > 100)
      throw invalid(argument, `${argument} must be whole percentages from 1 to 100.`);
  return [...new Set(v)].sort((a, b) => a - b);
}

/** Argument checks of createBudget that need no caller (the rest are in create()). */
export function checkBudgetInput(input: BudgetInput): void {
  ceilingCents(input.usdCeilingCents, 'input.usdCeilingCents');
  thresholds(input.alertThresholdPcts, 'input.alertThresholdPcts');
  if (input.scopeType === 'PROVIDER' && !PROVIDER_SLUG.test(input.scopeId))
    throw invalid(
      'input.scopeId',
      'a PROVIDER budget names a provider slug (lowercase letters, digits, ".", "_", "-").',
    );
  if (!OPAQUE_ID.test(input.scopeId)) throw invalid('input.scopeId', 'input.scopeId is not a valid identifier.');
}

export function checkBudgetUpdate(input: BudgetUpdate): void {
  if (input.usdCeilingCents != null) ceilingCents(input.usdCeilingCents, 'input.usdCeilingCents');
  if (input.alertThresholdPcts != null) thresholds(input.alertThresholdPcts, 'input.alertThresholdPcts');
}

export class BudgetService {
  constructor(
    private deps: {
      store: BudgetStore;
      usage: UsageGroupReader;
      /** The shared store's budget ledgers (null without REDIS_URL). */
      ledger?: { read(keys: string[]): Promise<LedgerBalance[]> } | null;
      authorize: { read: Authorize; create: Authorize; write: Authorize; delete: Authorize };
      /** Told the organization after a budget of it was created, changed or deleted (cached copies are stale). */
      changed?: (orgId: string) => void;
      now?: () => Date;
    },
  ) {}

  private window() {
    return monthWindow(this.deps.now?.() ?? new Date());
  }

  /** The views of `rows`, with one usage read for the organization's period shared by all of them. */
  private async views(caller: CallerIdentity, rows: BudgetRow[]) {
    if (rows.length === 0) return [];
    const { start, end } = this.window();
    const groups = await this.deps.usage.groups(
      { orgId: caller.orgId, callerWorkspaceId: caller.workspaceId },
      start,
      end,
    );
    const sum = (f: (g: UsageGroup) => boolean) => groups.filter(f).reduce((a, g) => a + g.costMicrocents, 0n);
    const held = this.deps.ledger ? await this.deps.ledger.read(rows.map((b) => budgetLedgerKey(b.id, start))) : null;
    return Promise.all(
      rows.map(async (b, i) => {
        const micro =
          b.scopeType === 'ORGANIZATION'
            ? sum(() => true)
            : b.scopeType === 'WORKSPACE'
              ? sum((g) => g.workspaceId === b.scopeId)
              : b.scopeType === 'PROVIDER'
                ? sum((g) => g.provider === b.scopeId)
                : await this.deps.store.apiKeySpend(caller.orgId, b.scopeId, start, end);
        const reservedMicro = BigInt(Math.trunc(held?.[i]?.held ?? 0));
        const ceilingMicro = b.ceilingCents * MICROCENTS_PER_CENT;
        return {
          id: b.id,
          enabled: b.enabled,
          mode: b.mode as Mode,
          scopeType: b.scopeType as Scope,
          scopeId: b.scopeId,
          alertThresholdPcts: b.alertThresholdPcts,
          usdCeilingCents: String(b.ceilingCents),
          spend: {
            committedCents: String(centsFromMicrocents(micro)),
            reservedCents: String(centsFromMicrocents(reservedMicro)),
            periodStart: String(start.getTime() / 1000),
            periodEnd: String(end.getTime() / 1000),
            utilizationPct: Number(((micro + reservedMicro) * 10_000n) / ceilingMicro) / 100,
          },
        };
      }),
    );
  }

  async budgets(caller: CallerIdentity) {
    await this.deps.authorize.read(caller);
    return this.views(caller, await this.deps.store.list(caller.orgId));
  }

  async budget(caller: CallerIdentity, id: string) {
    await this.deps.authorize.read(caller);
    const row = await this.deps.store.find(caller.orgId, id);
    return row ? (await this.views(caller, [row]))[0] : null;
  }

  async create(caller: CallerIdentity, input: BudgetInput) {
    checkBudgetInput(input);
    await this.deps.authorize.create(caller);
    if (input.scopeType === 'ORGANIZATION' && input.scopeId !== caller.orgId)
      throw invalid('input.scopeId', "an ORGANIZATION budget names the caller's own organization.");
    if (input.scopeType === 'WORKSPACE' && input.scopeId !== caller.workspaceId)
      throw invalid('input.scopeId', "a WORKSPACE budget names the caller's own workspace.");
    if ((await this.deps.store.count(caller.orgId)) >= MAX_BUDGETS_PER_ORGANIZATION)
      throw invalid('input', `an organization has at most ${MAX_BUDGETS_PER_ORGANIZATION} budgets.`);
    const id = `budget_${randomUUID()}`;
    const ceiling = ceilingCents(input.usdCeilingCents, 'input.usdCeilingCents');
    const enabled = input.enabled ?? true;
    const row = await this.deps.store.create(
      {
        id,
        organizationId: caller.orgId,
        scopeType: input.scopeType,
        scopeId: input.scopeId,
        mode: input.mode,
        ceilingCents: ceiling,
        alertThresholdPcts: thresholds(input.alertThresholdPcts, 'input.alertThresholdPcts'),
        enabled,
        createdBy: caller.userId,
      },
      billingAuditEvent(caller, 'billing.budget.created', `budget/${id}`, {
        scopeType: input.scopeType,
        scopeId: input.scopeId,
        mode: input.mode,
        ceilingCents: String(ceiling),
        enabled,
      }),
    );
    this.deps.changed?.(caller.orgId);
    return (await this.views(caller, [row]))[0];
  }

  async update(caller: CallerIdentity, id: string, input: BudgetUpdate) {
    checkBudgetUpdate(input);
    await this.deps.authorize.write(caller);
    const change: BudgetChange = {};
    if (input.mode != null) change.mode = input.mode;
    if (input.usdCeilingCents != null)
      change.ceilingCents = ceilingCents(input.usdCeilingCents, 'input.usdCeilingCents');
    if (input.alertThresholdPcts != null)
      change.alertThresholdPcts = thresholds(input.alertThresholdPcts, 'input.alertThresholdPcts');
    if (input.enabled != null) change.enabled = input.enabled;
    const details = {
      ...change,
      ceilingCents: change.ceilingCents === undefined ? undefined : String(change.ceilingCents),
      alertThresholdPcts: change.alertThresholdPcts?.join(','),
    };
    const audit = billingAuditEvent(
      caller,
      'billing.budget.updated',
      `budget/${id}`,
      Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as Record<
        string,
        string | boolean
      >,
    );
    const row = await this.deps.store.update(caller.orgId, id, change, audit);
    if (!row) throw new AppError('SVC-VALID-4041', 'no budget of the organization has this id', { argument: 'id' });
    this.deps.changed?.(caller.orgId);
    return (await this.views(caller, [row]))[0];
  }

  async delete(caller: CallerIdentity, id: string) {
    await this.deps.authorize.delete(caller);
    const deleted = await this.deps.store.delete(
      caller.orgId,
      id,
      billingAuditEvent(caller, 'billing.budget.deleted', `budget/${id}`),
    );
    if (deleted) this.deps.changed?.(caller.orgId);
    return deleted;
  }
}
