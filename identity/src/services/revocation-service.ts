/**
 * Revocation of access tokens (by `jti`) and of token families (by `fid`: a refresh-token family
 * and every access token minted from it). The database row is the durable record and is written
 * first; then the id joins the shared store's set and is published, so every gateway replica sees
 * it at once (the channel) and a replica that starts later still finds it (the set).
 *
 * Shared store contract (the gateway reads these; RedisStore prefixes every key with "svc:"):
 * - sets `revoked:jti` and `revoked:fid`, members are the ids; the set's TTL is refreshed to
 *   REVOCATION_TTL_SECONDS on each add, which covers the longest access-token life plus skew;
 * - channel `revocations`, message JSON `{"kind":"jti"|"fid","id":"…","exp":<unix s>,"reason":"…"}`
 *   where `exp` is when the entry stops mattering (every token it can affect has expired).
 */
import { AppError, type Logger, type SharedStore } from '@svc/core';
import type { AuditEventInput } from '../audit/index.ts';
import type { RevocationKind, RevocationRepository } from '../repositories/revocation-repository.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import { keyTokenFamily } from './api-key-format.ts';

export const REVOCATION_CHANNEL = 'revocations';
/** Present while the shared store holds the full revocation list (see republish()). */
export const REVOCATIONS_LOADED_KEY = 'revocations:loaded';
export const REVOKED_SET: Record<RevocationKind, string> = { jti: 'revoked:jti', fid: 'revoked:fid' };

export type RevocationReason = 'revoked' | 'logout' | 'refresh_reuse' | 'code_replay';

export interface RevocationMessage {
  kind: RevocationKind;
  id: string;
  exp: number;
  reason: RevocationReason;
}

export class RevocationService {
  constructor(
    private repo: RevocationRepository,
    private refreshTokens: RefreshTokenRepository,
    private store: SharedStore,
    private ttlSeconds: number,
    private log: Logger,
  ) {}

  /**
   * `audited`: the event to append in the transaction of the revocation record, only when this
   * call is the one that revoked (RFC 7009 revocation and logout pass one; the internal
   * revocations have events of their own, e.g. `token.refresh.reuse_detected`).
   */
  async revokeJti(jti: string, reason: RevocationReason, now = Date.now(), audited?: AuditEventInput): Promise<void> {
    const exp = await this.record('jti', jti, reason, now, audited);
    await this.publish({ kind: 'jti', id: jti, exp, reason });
  }

  /**
   * Revokes every refresh token of the family and every access token carrying its `fid`. The
   * family record is written before the rows are marked: a refresh token inserted concurrently
   * either sees the record (RefreshTokenRepository.createInLiveFamily refuses it) or exists by the
   * time the rows are marked, so no token of a revoked family survives a race.
   */
  async revokeFamily(
    familyId: string,
    reason: RevocationReason,
    now = Date.now(),
    audited?: AuditEventInput,
  ): Promise<void> {
    const exp = await this.record('fid', familyId, reason, now, audited);
    await this.refreshTokens.revokeFamily(familyId, new Date(now));
    await this.publish({ kind: 'fid', id: familyId, exp, reason });
  }

  /**
   * Revokes every access token minted from a revoked API or virtual key (their family
   * `keyTokenFamily(keyId)`). Idempotent: a caller whose publish failed revokes again.
   */
  async revokeKeyTokens(keyId: string, now = Date.now()): Promise<void> {
    const fid = keyTokenFamily(keyId);
    const exp = await this.record('fid', fid, 'revoked', now);
    await this.publish({ kind: 'fid', id: fid, exp, reason: 'revoked' });
  }

  /**
   * Revokes several families as one act (a user ending their sessions): their records and one
   * audit event, `audited(n)` with n the families newly revoked, in one transaction (nothing is
   * appended when every family was revoked already); then each family's rows and publication as
   * in revokeFamily. Returns n.
   */
  async revokeFamilies(
    familyIds: string[],
    reason: RevocationReason,
    now: number,
    audited: (revoked: number) => AuditEventInput,
  ): Promise<number> {
    const exp = Math.ceil(now / 1000) + this.ttlSeconds;
    const n = await this.repo.recordMany('fid', familyIds, reason, new Date(exp * 1000), audited);
    for (const id of familyIds) {
      await this.refreshTokens.revokeFamily(id, new Date(now));
      await this.publish({ kind: 'fid', id, exp, reason });
    }
    return n;
  }

  /**
   * Re-publishes every revocation that still matters into the shared store, then sets the
   * `revocations:loaded` marker. Runs at start and after every reconnect: a Redis that lost its
   * data (restart without persistence, failover, eviction) would otherwise forget revocations, and
   * the gateway fails closed while the marker is missing, so there is no window in which a revoked
   * token passes.
   */
  async republish(now = Date.now()): Promise<number> {
    const rows = await this.repo.unexpired(new Date(now));
    for (let i = 0; i < rows.length; i += 500) {
      await Promise.all(
        rows
          .slice(i, i + 500)
          .map((r) => this.store.setAdd(REVOKED_SET[r.kind as RevocationKind], r.tokenId, this.ttlSeconds * 1000)),
      );
    }
    await this.store.set(REVOCATIONS_LOADED_KEY, String(now));
    return rows.length;
  }

  /** Authoritative check (database), for identity's own decisions and the IsRevoked RPC. */
  isRevoked(ids: { jti?: string; fid?: string }): Promise<boolean> {
    return this.repo.anyRevoked(ids);
  }

  private async record(
    kind: RevocationKind,
    id: string,
    reason: RevocationReason,
    now: number,
    audited?: AuditEventInput,
  ): Promise<number> {
    const exp = Math.ceil(now / 1000) + this.ttlSeconds;
    await this.repo.record(kind, id, reason, new Date(exp * 1000), audited);
    return exp;
  }

  private async publish(message: RevocationMessage) {
    try {
      await this.store.setAdd(REVOKED_SET[message.kind], message.id, this.ttlSeconds * 1000);
      await this.store.publish(REVOCATION_CHANNEL, JSON.stringify(message));
    } catch (e) {
      // Recorded but not yet visible to the edge: the caller must learn it (revoke is retryable).
      this.log.error(
        { err: (e as Error).message, kind: message.kind, reason: message.reason },
        'revocation recorded but not published',
      );
      throw new AppError('SVC-SERVER-9003', 'revocation recorded; publishing to the shared store failed');
    }
    this.log.info({ kind: message.kind, reason: message.reason }, 'token revoked');
  }
}
