/**
 * The edge chain: the matrix (matrix.ts) bound to its steps. Each step is built once, by a factory
 * that closes over only what that step needs (steps/*); every entry point runs exactly its column.
 *
 * Revocation: a revocation check is deferred when the shared store can evaluate it inside the
 * rate limiter's atomic script (one round trip for both). A deferred check is settled before the
 * chain ends, throws or answers early, so a revoked token gets SVC-AUTH-1007 whatever else is
 * wrong with its request, exactly as if it had been checked first.
 *
 * Audit trail: a chain that ends in SVC-AUTH-1007 (revoked token), SVC-AUTH-1005 (another
 * workspace) or SVC-AUTH-1010 (a scope the token lacks) is reported to `deps.denials`
 * (audit/edge-denial-reporter.ts) after the decision; the report is neither awaited nor able to
 * change the error the request is answered with.
 */
import { inSpan, isAppError, tracingEnabled } from '@svc/core';
import type { EdgeContext } from '../context.ts';
import type { ScopeDenial } from '../audit/edge-denial-reporter.ts';
import type { ChainDeps } from './deps.ts';
import type { Step } from './step.ts';
import { ENTRY_POINTS, type EntryPoint } from './entry-points.ts';
import { CHAIN_MATRIX, runsOn, type StepName } from './matrix.ts';
import { settleRevocation } from './settle-revocation.ts';
import { nativeRequest } from './steps/native-request.ts';
import { anonymousException } from './steps/anonymous-exception.ts';
import { httpCredential, scimBearerOnly, wsInitToken } from './steps/credential.ts';
import { apiKeyExchange } from './steps/api-key-exchange.ts';
import { verifyToken } from './steps/verify-token.ts';
import { connectionExpiry, revocation } from './steps/revocation.ts';
import { persistedQuery } from './steps/persisted-query.ts';
import { trustedDocument } from './steps/trusted-document.ts';
import { documentErrors, invalidAnonymousDocument, parseAndValidate } from './steps/parse-and-validate.ts';
import { httpOperationKind, selectOperation, subscriptionRoute } from './steps/select-operation.ts';
import { operationLimits } from './steps/operation-limits.ts';
import { variables } from './steps/variables.ts';
import { readOnlyByMethod, readOnlyByOperation } from './steps/impersonation-bound.ts';
import { documentScopes, modelScopes, policy, scimScopes } from './steps/policy.ts';
import { anonymousRateLimit, rateLimit } from './steps/rate-limit.ts';

export { ENTRY_POINTS, type EntryPoint } from './entry-points.ts';

export interface ChainRow {
  name: StepName;
  step: Step;
  timed: boolean;
}

export interface EdgeChain {
  /**
   * Runs `ctx.entry`'s column. Resolves when every step passed or one answered (`ctx.answer`);
   * rejects with the first step's error. Either way a deferred revocation check has been made.
   */
  run(ctx: EdgeContext): Promise<void>;
  /** An entry point's column: the rows it runs, in order. */
  column(entry: EntryPoint): readonly ChainRow[];
}

/** Every step of the matrix, built from the dependencies it closes over. Reloadable parts are read per request. */
function buildSteps(d: ChainDeps): Record<StepName, Step> {
  return {
    nativeRequest: nativeRequest(d.bodyLimit, d.maxJsonDepth),
    anonymousException: anonymousException(d.isAnonymous),
    wsInitToken: wsInitToken(),
    httpCredential: httpCredential(),
    scimBearerOnly: scimBearerOnly(),
    apiKeyExchange: apiKeyExchange(d.auth),
    verifyToken: verifyToken(d.validator),
    connectionExpiry: connectionExpiry(),
    revocation: revocation(d.revocation),
    trustedDocument: trustedDocument(d.trustedDocuments ?? null),
    persistedQuery: persistedQuery(d.apq),
    parseAndValidate: parseAndValidate(() => d.documents, d.maxJsonDepth),
    invalidAnonymousDocument: invalidAnonymousDocument(),
    documentErrors: documentErrors(),
    selectOperation: selectOperation(),
    httpOperationKind: httpOperationKind(),
    subscriptionRoute: subscriptionRoute(() => d.subscriptionOwners),
    operationLimits: operationLimits(() => d.schema, d.limits),
    variables: variables(() => d.schema),
    readOnlyByOperation: readOnlyByOperation(),
    readOnlyByMethod: readOnlyByMethod(),
    documentScopes: documentScopes(d.authorizer),
    scimScopes: scimScopes(),
    modelScopes: modelScopes(),
    policy: policy(d.authorizer),
    anonymousRateLimit: anonymousRateLimit(d.rateLimiter),
    rateLimit: rateLimit(d.rateLimiter),
  };
}

/** The first alternative of a SVC-AUTH-1010's required scopes (at most 8) and its root field. */
function scopeDenial(details: Record<string, unknown> | undefined): ScopeDenial {
  const alts = Array.isArray(details?.requiredScopes) ? details.requiredScopes : [];
  const first = Array.isArray(alts[0])
    ? (alts[0] as unknown[]).filter((s): s is string => typeof s === 'string').slice(0, 8)
    : [];
  return { requiredScopes: first.join(' '), field: typeof details?.field === 'string' ? details.field : '' };
}

export function createChain(deps: ChainDeps): EdgeChain {
  const steps = buildSteps(deps);
  const columns = {} as Record<EntryPoint, readonly ChainRow[]>;
  for (const e of ENTRY_POINTS)
    columns[e] = CHAIN_MATRIX.filter((r) => runsOn(r, e)).map((r) => ({
      name: r.step,
      step: steps[r.step],
      timed: r.timed,
    }));

  async function runColumn(ctx: EdgeContext): Promise<void> {
    try {
      const traced = tracingEnabled();
      for (const row of columns[ctx.entry]) {
        if (row.timed) {
          const started = performance.now();
          try {
            const r = traced ? inSpan(`chain.${row.name}`, () => row.step(ctx)) : row.step(ctx);
            if (r) await r;
          } finally {
            ctx.chainMs += performance.now() - started;
          }
        } else {
          const r = traced ? inSpan(`chain.${row.name}`, () => row.step(ctx)) : row.step(ctx);
          if (r) await r;
        }
        if (ctx.answer) break;
      }
    } finally {
      await settleRevocation(ctx);
    }
  }

  return {
    column: (entry) => columns[entry],
    async run(ctx) {
      try {
        await runColumn(ctx);
      } catch (e) {
        if (deps.denials && isAppError(e)) {
          if (e.code === 'SVC-AUTH-1007') deps.denials.report(ctx, 'REVOKED_TOKEN');
          else if (e.code === 'SVC-AUTH-1005') deps.denials.report(ctx, 'CROSS_WORKSPACE');
          else if (e.code === 'SVC-AUTH-1010') deps.denials.report(ctx, 'INSUFFICIENT_SCOPE', scopeDenial(e.details));
        }
        throw e;
      }
    },
  };
}
