/**
 * The edge chain, as one table: a row per step in the order they run, a column per entry point.
 * Every transport runs exactly its column (runChain), so a difference between two transports is
 * visible here and nowhere else. Each step is `(ctx, deps) => void | Promise<void>` in its own
 * file under ./steps; it passes, throws a typed AppError, or sets `ctx.answer` (the chain stops).
 *
 * Entry points:
 *   graphql      /graphql over HTTP (GET and POST, JSON and multipart)
 *   native       POST /api/v1/<operation> (a GraphQL document per operation, body as variables)
 *   scim         /api/v1/iam/scim/v2/* (proxied to identity)
 *   openai       the OpenAI-compatible /v1/* routes (proxied to inference)
 *   wsInit       WebSocket connection_init (both subprotocols)
 *   wsSubscribe  WebSocket subscribe / start (both subprotocols)
 *
 * Audit is not a row: every HTTP request the listener observes is recorded when its response
 * finishes (outcome from status and `ctx.denied`), and every WebSocket subscription when it is
 * refused or started (ws/websocket-server.ts).
 *
 * Revocation: a revocation check is deferred when the shared store can evaluate it inside the
 * rate limiter's atomic script (one round trip for both). A deferred check is settled before the
 * chain ends, throws or answers early, so a revoked token gets SVC-AUTH-1007 whatever else is
 * wrong with its request, exactly as if it had been checked first.
 *
 * Audit trail: a chain that ends in SVC-AUTH-1007 (revoked token), SVC-AUTH-1005 (another
 * workspace) or SVC-AUTH-1010 (a scope the token lacks) is reported to `deps.denials` (audit/edge-denial-reporter.ts) after the decision; the
 * report is neither awaited nor able to change the error the request is answered with.
 */
import { inSpan, isAppError, tracingEnabled } from '@svc/core';
import type { EdgeContext } from '../context.ts';
import type { ScopeDenial } from '../audit/edge-denial-reporter.ts';
import type { ChainDeps } from './deps.ts';
import { anonymousException } from './steps/anonymous-exception.ts';
import { credential } from './steps/credential.ts';
import { apiKeyExchange } from './steps/api-key-exchange.ts';
import { verifyToken } from './steps/verify-token.ts';
import { revocation } from './steps/revocation.ts';
import { persistedQuery } from './steps/persisted-query.ts';
import { parseAndValidate } from './steps/parse-and-validate.ts';
import { selectOperation } from './steps/select-operation.ts';
import { operationLimits } from './steps/operation-limits.ts';
import { variables } from './steps/variables.ts';
import { impersonationBound } from './steps/impersonation-bound.ts';
import { policy } from './steps/policy.ts';
import { rateLimit } from './steps/rate-limit.ts';

export const ENTRY_POINTS = ['graphql', 'native', 'scim', 'openai', 'wsInit', 'wsSubscribe'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];

export type Step = (ctx: EdgeContext, deps: ChainDeps) => void | Promise<void>;

interface Row {
  step: Step;
  /** The entry points that run this step. */
  on: readonly EntryPoint[];
  /** Counted in svc_gateway_chain_duration_seconds (the latency the chain itself adds). */
  timed: boolean;
}

const HTTP_AUTH = ['graphql', 'native', 'scim', 'openai'] as const;
const DOCUMENT = ['graphql', 'native', 'wsSubscribe'] as const;

//                                            graphql native scim openai wsInit wsSubscribe
export const CHAIN: readonly Row[] = [
  { step: anonymousException, timed: true, on: ['graphql'] },
  { step: credential,         timed: true, on: [...HTTP_AUTH, 'wsInit'] },
  { step: apiKeyExchange,     timed: true, on: ['graphql', 'native', 'openai'] },
  { step: verifyToken,        timed: true, on: [...HTTP_AUTH, 'wsInit'] },
  { step: revocation,         timed: true, on: [...HTTP_AUTH, 'wsInit', 'wsSubscribe'] },
  { step: persistedQuery,     timed: false, on: ['graphql'] },
  { step: parseAndValidate,   timed: false, on: DOCUMENT },
  { step: selectOperation,    timed: false, on: DOCUMENT },
  { step: operationLimits,    timed: false, on: DOCUMENT },
  { step: variables,          timed: false, on: DOCUMENT },
  { step: impersonationBound, timed: false, on: [...HTTP_AUTH, 'wsSubscribe'] },
  { step: policy,             timed: true, on: [...HTTP_AUTH, 'wsSubscribe'] },
  { step: rateLimit,          timed: true, on: [...HTTP_AUTH, 'wsSubscribe'] },
];

/** Each entry point's column: the rows it runs, in order. */
export const COLUMNS: Readonly<Record<EntryPoint, readonly Row[]>> = Object.fromEntries(
  ENTRY_POINTS.map((e) => [e, CHAIN.filter((r) => r.on.includes(e))]),
) as unknown as Record<EntryPoint, readonly Row[]>;

/** Makes a deferred revocation check now, alone: before any answer other than the rate limiter's. */
export async function settleRevocation(ctx: EdgeContext): Promise<void> {
  const pending = ctx.pendingRevocation;
  if (!pending) return;
  ctx.pendingRevocation = null;
  const started = performance.now();
  try {
    await pending.settle();
  } finally {
    ctx.chainMs += performance.now() - started;
  }
}

/**
 * Runs `ctx.entry`'s column. Resolves when every step passed or one answered (`ctx.answer`);
 * rejects with the first step's error. Either way a deferred revocation check has been made.
 */
export async function runChain(ctx: EdgeContext, deps: ChainDeps): Promise<void> {
  try {
    await runColumn(ctx, deps);
  } catch (e) {
    if (deps.denials && isAppError(e)) {
      if (e.code === 'SVC-AUTH-1007') deps.denials.report(ctx, 'REVOKED_TOKEN');
      else if (e.code === 'SVC-AUTH-1005') deps.denials.report(ctx, 'CROSS_WORKSPACE');
      else if (e.code === 'SVC-AUTH-1010') deps.denials.report(ctx, 'INSUFFICIENT_SCOPE', scopeDenial(e.details));
    }
    throw e;
  }
}

/** The first alternative of a SVC-AUTH-1010's required scopes (at most 8) and its root field. */
function scopeDenial(details: Record<string, unknown> | undefined): ScopeDenial {
  const alts = Array.isArray(details?.requiredScopes) ? details.requiredScopes : [];
  const first = Array.isArray(alts[0]) ? (alts[0] as unknown[]).filter((s): s is string => typeof s === 'string').slice(0, 8) : [];
  return { requiredScopes: first.join(' '), field: typeof details?.field === 'string' ? details.field : '' };
}

async function runColumn(ctx: EdgeContext, deps: ChainDeps): Promise<void> {
  try {
    const traced = tracingEnabled();
    for (const row of COLUMNS[ctx.entry]) {
      if (row.timed) {
        const started = performance.now();
        try {
          const r = traced ? inSpan(`chain.${row.step.name}`, () => row.step(ctx, deps)) : row.step(ctx, deps);
          if (r) await r;
        } finally {
          ctx.chainMs += performance.now() - started;
        }
      } else {
        const r = traced ? inSpan(`chain.${row.step.name}`, () => row.step(ctx, deps)) : row.step(ctx, deps);
        if (r) await r;
      }
      if (ctx.answer) break;
    }
  } finally {
    await settleRevocation(ctx);
  }
}
