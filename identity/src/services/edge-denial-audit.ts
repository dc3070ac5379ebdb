/**
 * Edge denials worth keeping (identity/src/audit/README.md "Edge denials"): the gateway, which
 * holds no audit signing key, reports over RecordEdgeDenial a revoked access token presented to it
 * (`token.revoked_presented`), a cross-workspace attempt (`access.cross_workspace.denied`, the
 * SVC-AUTH-1005 a request was answered) or an operation outside the token's scopes
 * (`access.scope.denied`, SVC-AUTH-1010: a privilege-escalation attempt or a client asking beyond
 * its grant; identity checks that the token does not cover every scope the report names). The event has no change of its own, so it is appended
 * through the group-commit appender (AuditRecorder.record).
 *
 * Trust: nothing in the report is taken on the gateway's word except the reason, the request id
 * and the entry point. The presented access token is verified here again (signature and claims;
 * for a revoked token also that identity's own record says it is revoked), and the tenant chain,
 * the actor and the token id come from its verified claims only. The token itself is never stored
 * or logged: the event names `token/<jti>`. A token that names no organization joins no chain and
 * is not recorded (the access-token verifier refuses such tokens, so this is a guard, not a path).
 *
 * Flood bound: a report already recorded for the same (token id, reason, chain) within
 * EDGE_DENIAL_DEDUPE_SECONDS is a duplicate, and at most EDGE_DENIAL_AUDIT_PER_CHAIN_PER_MINUTE per
 * chain and EDGE_DENIAL_AUDIT_PER_MINUTE in all are appended (fixed one-minute windows, per
 * identity process); anything over is answered `recorded: false` with the reason, never an error,
 * and counted. Bad input is SVC-VALID-4000 and stores nothing.
 */
import { AppError, anyScopeCovers, boundedCache, type LRUCache } from '@svc/core';
import {
  AUDIT_ACTIONS,
  chainKeyFor,
  type AuditAction,
  type AuditEventInput,
  type AuditRecorder,
} from '../audit/index.ts';
import type { AccessClaims, AccessTokenVerifier } from './access-token-verifier.ts';
import type { RevocationService } from './revocation-service.ts';
import { PerMinuteCap } from './audit-flood-gate.ts';

export const EDGE_DENIAL_REASONS = {
  REVOKED_TOKEN: 'token.revoked_presented',
  CROSS_WORKSPACE: 'access.cross_workspace.denied',
  INSUFFICIENT_SCOPE: 'access.scope.denied',
} as const satisfies Record<string, AuditAction>;
export type EdgeDenialReason = keyof typeof EDGE_DENIAL_REASONS;
/** The gateway's chain entry points (gateway/src/chain/entry-points.ts); empty when not told. */
export const EDGE_ENTRY_POINTS = ['graphql', 'native', 'scim', 'openai', 'wsInit', 'wsSubscribe'] as const;

export interface EdgeDenialRequest {
  token?: unknown;
  reason?: unknown;
  request_id?: unknown;
  entry?: unknown;
  required_scopes?: unknown;
  field?: unknown;
}
export interface EdgeDenialAnswer {
  recorded: boolean;
  skipped: '' | 'duplicate' | 'rate_limited' | 'no_organization';
}

/** Longest access token accepted (identity's own are well under 2 KiB). */
const MAX_TOKEN = 8192;
/** A server request id: printable ASCII, as the gateway mints or passes on. */
const REQUEST_ID_RE = /^[\x21-\x7e]{0,200}$/;
const WINDOW_MS = 60_000;
/** One alternative of an operation's scope requirement: at most 8 scopes of printable ASCII. */
const MAX_REQUIRED_SCOPES = 8;
const SCOPE_RE = /^[\x21-\x7e]{1,100}$/;
/** A GraphQL root field name (empty for a route). */
const FIELD_RE = /^(?:[_A-Za-z][_0-9A-Za-z]{0,99})?$/;

export interface EdgeDenialLimits {
  dedupeSeconds: number;
  perChainPerMinute: number;
  perMinute: number;
}

export class EdgeDenialAudit {
  private readonly seen: LRUCache<string, true>;
  private readonly perChain: LRUCache<string, { n: number }>;
  private readonly global: PerMinuteCap;
  readonly stats = { recorded: 0, duplicate: 0, rateLimited: 0 };

  constructor(
    private d: {
      verifier: AccessTokenVerifier;
      revocations: RevocationService;
      recorder: AuditRecorder;
      limits: EdgeDenialLimits;
      now?: () => number;
    },
  ) {
    this.seen = boundedCache(50_000, { ttl: Math.max(1, d.limits.dedupeSeconds) * 1000, ttlAutopurge: false });
    this.perChain = boundedCache(50_000, { ttl: WINDOW_MS });
    this.global = new PerMinuteCap(d.limits.perMinute, () => this.now());
  }

  private now() {
    return this.d.now?.() ?? Date.now();
  }

  async record(req: EdgeDenialRequest): Promise<EdgeDenialAnswer> {
    const reason = req.reason;
    if (typeof reason !== 'string' || !Object.hasOwn(EDGE_DENIAL_REASONS, reason))
      throw bad('reason', `reason must be one of ${Object.keys(EDGE_DENIAL_REASONS).join(', ')}`);
    const token = req.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN)
      throw bad('token', `token must be an access token of at most ${MAX_TOKEN} characters`);
    const requestId = req.request_id ?? '';
    if (typeof requestId !== 'string' || !REQUEST_ID_RE.test(requestId))
      throw bad('request_id', 'request_id must be at most 200 printable ASCII characters');
    const entry = req.entry ?? '';
    if (typeof entry !== 'string' || (entry !== '' && !(EDGE_ENTRY_POINTS as readonly string[]).includes(entry)))
      throw bad('entry', `entry must be one of ${EDGE_ENTRY_POINTS.join(', ')}`);

    const scopeText = req.required_scopes ?? '';
    const field = req.field ?? '';
    if (typeof scopeText !== 'string' || typeof field !== 'string')
      throw bad('required_scopes', 'required_scopes and field must be strings');
    const scopes = scopeText === '' ? [] : scopeText.split(' ');
    if (reason === 'INSUFFICIENT_SCOPE') {
      if (scopes.length > MAX_REQUIRED_SCOPES || !scopes.every((s) => SCOPE_RE.test(s)))
        throw bad('required_scopes', `required_scopes must be at most ${MAX_REQUIRED_SCOPES} space-separated scopes`);
      if (!FIELD_RE.test(field)) throw bad('field', 'field must be a GraphQL field name');
    } else if (scopes.length > 0 || field !== '')
      throw bad('required_scopes', 'required_scopes and field belong to INSUFFICIENT_SCOPE only');

    // The tenant, actor and token id from the credential, verified here (never from the report).
    const claims = await this.d.verifier.parse(token, this.now());
    if (!claims) throw bad('token', 'token is not a valid access token');
    // A scope denial must be one: the token does not cover every scope the gateway names.
    if (
      reason === 'INSUFFICIENT_SCOPE' &&
      scopes.length > 0 &&
      scopes.every((s) => anyScopeCovers(claims.permissions, s))
    )
      throw bad('required_scopes', 'the token covers the required scopes');
    if (!claims.org_id) return { recorded: false, skipped: 'no_organization' };
    const chain = chainKeyFor(claims.org_id, claims.workspace_id);
    const key = `${claims.jti}\u0000${reason}\u0000${chain}`;
    if (this.seen.has(key)) {
      this.stats.duplicate++;
      return { recorded: false, skipped: 'duplicate' };
    }
    if (reason === 'REVOKED_TOKEN' && !(await this.d.revocations.isRevoked({ jti: claims.jti, fid: claims.fid })))
      throw bad('token', 'token is not revoked');
    // Re-checked after the await: of concurrent duplicates only the first takes the key.
    if (this.seen.has(key)) {
      this.stats.duplicate++;
      return { recorded: false, skipped: 'duplicate' };
    }
    if (!this.admit(chain)) {
      this.stats.rateLimited++;
      return { recorded: false, skipped: 'rate_limited' };
    }
    this.seen.set(key, true);
    try {
      await this.d.recorder.record(
        eventOf(
          reason as EdgeDenialReason,
          claims,
          requestId,
          entry,
          reason === 'INSUFFICIENT_SCOPE' ? { requiredScopes: scopeText, field } : {},
        ),
      );
    } catch (e) {
      // Not recorded: a later report of the same denial may try again.
      this.seen.delete(key);
      throw e instanceof AppError ? e : new AppError('SVC-SERVER-9001', 'the edge denial could not be recorded');
    }
    this.stats.recorded++;
    return { recorded: true, skipped: '' };
  }

  /** One slot in the chain's and the process's current minute, or false when either is full. */
  private admit(chain: string): boolean {
    if (!this.global.hasRoom()) return false;
    // The per-chain counter lives one window from its first use (LRU ttl), then starts again.
    const c = this.perChain.get(chain) ?? { n: 0 };
    if (c.n >= this.d.limits.perChainPerMinute) return false;
    if (c.n === 0) this.perChain.set(chain, c);
    c.n++;
    this.global.take();
    return true;
  }
}

function eventOf(
  reason: EdgeDenialReason,
  c: AccessClaims,
  requestId: string,
  entry: string,
  extra: Record<string, string>,
): AuditEventInput {
  const action = EDGE_DENIAL_REASONS[reason];
  return {
    organizationId: c.org_id,
    workspaceId: c.workspace_id,
    category: AUDIT_ACTIONS[action].category,
    action,
    outcome: 'DENIED',
    actorPrincipal: c.session_type === 'client' && c.client_id ? `client/${c.client_id}` : `user/${c.sub}`,
    resourceOrn: `token/${c.jti}`,
    correlationKey: requestId,
    emitterService: 'gateway',
    details: {
      entry,
      sessionType: c.session_type ?? null,
      familyId: c.fid ?? null,
      ...(c.act ? { actingClient: c.act.client_id ?? null } : {}),
      ...extra,
    },
  };
}

const bad = (argument: string, message: string) => new AppError('SVC-VALID-4000', message, { argument });
