/**
 * Budget threshold events to webhook subscribers (ADR 004, ADR 005): a crossed alert threshold is
 * written to the transactional outbox in PostgreSQL, so it waits there (and on the delivery
 * queue) while no dispatcher runs. Its event id is derived from (budget, period, threshold):
 * however many replicas or retries record the same crossing, the outbox keeps it once.
 * Delivered to subscribers of `billing.budget.threshold_crossed` in the workspace whose call
 * crossed it; nothing is written when that workspace has none.
 */
import { createHash } from 'node:crypto';
import type { Outbox } from '@svc/db';
import type { ThresholdCrossed } from './budget-guard.ts';

export const THRESHOLD_EVENT_TYPE = 'billing.budget.threshold_crossed';

/** `evt_` + 16 base64url characters, like every outbox id, but the same for the same crossing. */
export function thresholdEventId(e: Pick<ThresholdCrossed, 'budgetId' | 'periodStart' | 'thresholdPct'>): string {
  const digest = createHash('sha256').update(`${THRESHOLD_EVENT_TYPE}\n${e.budgetId}\n${e.periodStart}\n${e.thresholdPct}`).digest();
  return `evt_${digest.subarray(0, 12).toString('base64url')}`;
}

export function recordThresholdInOutbox(outbox: Outbox): (e: ThresholdCrossed) => Promise<void> {
  return async (e) => {
    await outbox.record({
      orgId: e.orgId, workspaceId: e.workspaceId, type: THRESHOLD_EVENT_TYPE, eventId: thresholdEventId(e), onlyWhenSubscribed: true,
      data: { budgetId: e.budgetId, mode: e.mode, thresholdPct: e.thresholdPct, periodStart: e.periodStart, committedCents: e.committedCents, ceilingCents: e.ceilingCents },
    });
  };
}
