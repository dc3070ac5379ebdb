/**
 * Step 3b of the chain: revocation by `jti` and by token family (`fid`). Identity records a
 * revocation in its database, then adds the id to the shared store's sets `revoked:jti` /
 * `revoked:fid` and publishes it (identity/src/services/revocation-service.ts is the writer).
 *
 * - Shared store is Redis: every request checks both sets and identity's "loaded" marker in one
 *   atomic script (one command, one reply); on /graphql that script is the rate limiter's, which
 *   evaluates the revocation first and counts nothing for a revoked token (DeferredRevocation).
 *   Redis down fails the request closed with SVC-SERVER-9003: a revoked token must never pass for
 *   lack of an answer.
 * - In-process store (single-machine default): identity's memory is not ours, so the gateway asks
 *   identity's IsRevoked over gRPC and remembers a "not revoked" answer for `cacheMs` (default
 *   1 s): revocation then takes effect within that bound. Identity unreachable fails closed.
 */
import { AppError, type SharedStore, boundedCache, type LRUCache } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import { admission, type Admit, type AdmissionQuery, type AdmissionResult } from '../limits/admission.ts';

export interface RevocationChecker {
  /** Throws SVC-AUTH-1007 when revoked, or a typed 503 when the answer cannot be had. */
  assertNotRevoked(jti: string, fid: string | undefined): Promise<void>;
  /**
   * Store mode only: the same check as preconditions that a later atomic step (the rate limiter's)
   * can evaluate first, so a request pays one round trip for both.
   */
  defer?(jti: string, fid: string | undefined): DeferredRevocation;
}

/**
 * A revocation check not yet made. Whoever holds one must either hand `conditions` to the store
 * step that decides admission (and call `refuse` on a refused outcome) or call `settle()` before
 * answering or touching shared state: the verdict outranks everything after authentication.
 */
export interface DeferredRevocation {
  conditions: Pick<AdmissionQuery, 'refuseIfMember' | 'requireKey'>;
  refuse(outcome: 'member' | 'missing-key'): never;
  settle(): Promise<void>;
}

/** The marker identity sets once the sets hold every unexpired revocation (see the writer). */
const LOADED_MARKER = 'revocations:loaded';

function conditionsFor(jti: string, fid: string | undefined): DeferredRevocation['conditions'] {
  const refuseIfMember = [{ set: 'revoked:jti', member: jti }];
  if (fid) refuseIfMember.push({ set: 'revoked:fid', member: fid });
  return { refuseIfMember, requireKey: LOADED_MARKER };
}

function refusal(outcome: 'member' | 'missing-key'): never {
  if (outcome === 'member') throw new AppError('SVC-AUTH-1007');
  // Without identity's marker the sets may be incomplete (Redis lost its data): fail closed.
  throw new AppError('SVC-SERVER-9003', 'the revocation list is not loaded');
}

export class StoreRevocationChecker implements RevocationChecker {
  private readonly admit: Admit;

  constructor(store: SharedStore) {
    this.admit = admission(store);
  }

  defer(jti: string, fid: string | undefined): DeferredRevocation {
    const conditions = conditionsFor(jti, fid);
    return { conditions, refuse: refusal, settle: () => this.check(conditions) };
  }

  assertNotRevoked(jti: string, fid: string | undefined) {
    return this.check(conditionsFor(jti, fid));
  }

  private async check(conditions: DeferredRevocation['conditions']) {
    let r: AdmissionResult;
    try {
      // Both sets and the marker in one atomic script: one command, one reply.
      r = await this.admit({
        refuseIfMember: conditions.refuseIfMember,
        requireKey: conditions.requireKey,
        windows: [],
      });
    } catch {
      throw new AppError('SVC-SERVER-9003', 'the revocation list is unavailable');
    }
    if (r.outcome === 'member' || r.outcome === 'missing-key') refusal(r.outcome);
  }
}

/** "Not revoked" answers remembered at most (least recently used dropped first). */
const MAX_NOT_REVOKED = 100_000;

export class IdentityRevocationChecker implements RevocationChecker {
  /** Tokens identity said are not revoked, each for `cacheMs`; none at all when that is 0. */
  private notRevoked: LRUCache<string, true> | null;

  constructor(
    private identity: IdentityApi,
    cacheMs = 1000,
  ) {
    this.notRevoked = cacheMs > 0 ? boundedCache<string, true>(MAX_NOT_REVOKED, { ttl: cacheMs }) : null;
  }

  async assertNotRevoked(jti: string, fid: string | undefined) {
    const key = `${jti}|${fid ?? ''}`;
    if (this.notRevoked?.get(key)) return;
    let revoked: boolean;
    try {
      revoked = (await this.identity.isRevoked({ jti, family_id: fid ?? '' })).revoked;
    } catch {
      throw new AppError('SVC-SERVER-9001', 'the revocation check is unavailable');
    }
    if (revoked) throw new AppError('SVC-AUTH-1007');
    this.notRevoked?.set(key, true);
  }
}
