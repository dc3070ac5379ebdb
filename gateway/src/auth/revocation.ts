/**
 * Step 3b of the chain: revocation by `jti` and by token family (`fid`). Identity records a
 * revocation in its database, then adds the id to the shared store's sets `revoked:jti` /
 * `revoked:fid` and publishes it (identity/src/services/revocation-service.ts is the writer).
 *
 * - Shared store is Redis: every request checks both sets (two SISMEMBER, pipelined). Redis down
 *   fails the request closed with SVC-SERVER-9003: a revoked token must never pass for lack of
 *   an answer.
 * - In-process store (single-machine default): identity's memory is not ours, so the gateway asks
 *   identity's IsRevoked over gRPC and remembers a "not revoked" answer for `cacheMs` (default
 *   1 s): revocation then takes effect within that bound. Identity unreachable fails closed.
 */
import { AppError, type SharedStore } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';

export interface RevocationChecker {
  /** Throws SVC-AUTH-1007 when revoked, or a typed 503 when the answer cannot be had. */
  assertNotRevoked(jti: string, fid: string | undefined): Promise<void>;
}

export class StoreRevocationChecker implements RevocationChecker {
  constructor(private store: SharedStore) {}

  async assertNotRevoked(jti: string, fid: string | undefined) {
    let revoked: boolean;
    let loaded: string | null;
    try {
      // One round trip (the client pipelines commands issued together).
      const [byJti, byFid, marker] = await Promise.all([this.store.setHas('revoked:jti', jti), fid ? this.store.setHas('revoked:fid', fid) : false, this.store.get('revocations:loaded')]);
      revoked = byJti || byFid;
      loaded = marker;
    } catch {
      throw new AppError('SVC-SERVER-9003', 'the revocation list is unavailable');
    }
    // Without identity's marker the sets may be incomplete (Redis lost its data): fail closed.
    if (loaded === null) throw new AppError('SVC-SERVER-9003', 'the revocation list is not loaded');
    if (revoked) throw new AppError('SVC-AUTH-1007');
  }
}

export class IdentityRevocationChecker implements RevocationChecker {
  private notRevoked = new Map<string, number>();

  constructor(private identity: IdentityApi, private cacheMs = 1000) {}

  async assertNotRevoked(jti: string, fid: string | undefined) {
    const key = `${jti}|${fid ?? ''}`;
    const until = this.notRevoked.get(key);
    if (until !== undefined && until > Date.now()) return;
    let revoked: boolean;
    try {
      revoked = (await this.identity.isRevoked({ jti, family_id: fid ?? '' })).revoked;
    } catch {
      throw new AppError('SVC-SERVER-9001', 'the revocation check is unavailable');
    }
    if (revoked) throw new AppError('SVC-AUTH-1007');
    if (this.notRevoked.size > 100_000) this.notRevoked.clear();
    this.notRevoked.set(key, Date.now() + this.cacheMs);
  }
}
