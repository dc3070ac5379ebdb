/**
 * Edge denials worth keeping in the platform's audit trail: a revoked access token presented
 * (SVC-AUTH-1007), a cross-workspace attempt (a request answered SVC-AUTH-1005) and an operation
 * outside the token's scopes (SVC-AUTH-1010: a token trying more than it was granted is the
 * privilege-escalation signal; the report names the first alternative of the scopes required and
 * the root field). The gateway
 * holds no audit signing key, so it reports them to identity (RecordEdgeDenial), which verifies the
 * presented token again and appends the event to the chain its claims name
 * (identity/src/services/edge-denial-audit.ts, identity/src/audit/README.md "Edge denials").
 *
 * A report never changes the denial's answer and never throws into the request: it is sent after
 * the decision, not awaited, and any failure is counted and logged (at most once a minute). The
 * flood an attacker can cause is bounded here twice: one report per (token id, reason, chain) per
 * EDGE_DENIAL_DEDUPE_SECONDS (an LRU of keys), and at most EDGE_DENIAL_MAX_IN_FLIGHT calls in flight
 * (the rest dropped and counted). Only a request whose credential verified is reported (the claims
 * and the token are the credential's); the chain is the token's organization and workspace, and a
 * token that names no organization is not reported (it would join no chain).
 */
import { boundedCache, type LRUCache } from '@svc/core';
import type { Logger } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import type { EdgeContext } from '../context.ts';

export type EdgeDenialReason = 'REVOKED_TOKEN' | 'CROSS_WORKSPACE' | 'INSUFFICIENT_SCOPE';

/** What an INSUFFICIENT_SCOPE report adds: one alternative's scopes (space-separated) and the root field. */
export interface ScopeDenial {
  requiredScopes: string;
  field: string;
}

/** What the chain and the GraphQL handler call; the reporter below, or nothing (tests, no identity). */
export interface EdgeDenialSink {
  report(ctx: EdgeContext, reason: EdgeDenialReason, scope?: ScopeDenial): void;
}

const WARN_INTERVAL_MS = 60_000;

export class EdgeDenialReporter implements EdgeDenialSink {
  private readonly seen: LRUCache<string, true>;
  private inFlight = 0;
  private lastWarn = 0;
  private pending = new Set<Promise<unknown>>();
  readonly stats = { sent: 0, recorded: 0, deduplicated: 0, dropped: 0, failed: 0 };

  constructor(
    private identity: Pick<IdentityApi, 'recordEdgeDenial'>,
    private log: Logger,
    private opts: { dedupeSeconds: number; maxInFlight: number; maxKeys?: number },
  ) {
    this.seen = boundedCache(opts.maxKeys ?? 100_000, { ttl: opts.dedupeSeconds * 1000 });
  }

  report(ctx: EdgeContext, reason: EdgeDenialReason, scope?: ScopeDenial): void {
    try {
      const c = ctx.claims;
      const token = ctx.token;
      if (!c || !token || !c.org_id || !c.jti) return;
      const key = `${c.jti}\u0000${reason}\u0000${c.org_id}/${c.workspace_id ?? ''}`;
      if (this.seen.has(key)) {
        this.stats.deduplicated++;
        return;
      }
      if (this.inFlight >= this.opts.maxInFlight) {
        this.stats.dropped++;
        return;
      }
      // Taken before the call: concurrent denials of the same token send one report.
      this.seen.set(key, true);
      this.inFlight++;
      this.stats.sent++;
      const p = this.identity
        .recordEdgeDenial({
          token,
          reason,
          request_id: ctx.requestId,
          entry: ctx.entry,
          required_scopes: scope?.requiredScopes ?? '',
          field: scope?.field ?? '',
        })
        .then(
          (r) => {
            if (r.recorded) this.stats.recorded++;
          },
          (e: Error) => {
            this.stats.failed++;
            const now = Date.now();
            if (now - this.lastWarn >= WARN_INTERVAL_MS) {
              this.lastWarn = now;
              this.log.warn(
                { err: e.message, reason, failed: this.stats.failed },
                'edge denial not recorded in the audit trail',
              );
            }
          },
        )
        .finally(() => {
          this.inFlight--;
          this.pending.delete(p);
        });
      this.pending.add(p);
    } catch (e) {
      // Nothing here may reach the request: the denial has been decided already.
      this.stats.failed++;
      this.log.warn({ err: (e as Error).message }, 'edge denial report failed');
    }
  }

  /** Waits for the reports in flight (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
