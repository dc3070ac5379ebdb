/**
 * The caller's sessions (refresh-token families, see SessionRepository) and their revocation
 * through RevocationService, which also revokes every access token of the family at the edge.
 * The current session is the family in the caller's token id (sessionFamilyOfJti); revoking it
 * reports `revoked_current` so the client knows to sign in again. Device details are not
 * recorded at sign-in, so browser, device, coarse IP and location are honestly absent.
 *
 * Audit: a revocation appends `auth.session.revoked` (actor and resource the user; details the
 * number of sessions newly revoked, never a token) in the transaction of the revocation records,
 * one event per call, and only when the call revoked something (repeating it records nothing).
 */
import { AppError } from '@svc/core';
import type { SessionRepository } from '../repositories/session-repository.ts';
import type { Caller } from './caller.ts';
import type { RevocationService } from './revocation-service.ts';
import { sessionFamilyOfJti } from './token-service.ts';
import { iso } from './admin-values.ts';
import { callerAuditEvent } from './caller-audit.ts';

const MAX_PAGE = 200;
/** Pages of live sessions one revokeOthers reads (20,000 sessions). */
const MAX_ROUNDS = 100;

export class SessionService {
  constructor(private deps: { repo: SessionRepository; revocations: RevocationService; clock?: () => number }) {}

  private now() {
    return new Date(this.deps.clock?.() ?? Date.now());
  }

  private workspaces(caller: Caller) {
    return [caller.workspaceId];
  }

  async list(caller: Caller, offset: number, limit: number) {
    const off = Math.max(0, Math.floor(offset || 0));
    const lim = Math.min(MAX_PAGE, Math.max(1, Math.floor(limit || 50)));
    const current = sessionFamilyOfJti(caller.tokenId);
    const { rows, total } = await this.deps.repo.liveFamilies(
      caller.userId,
      this.workspaces(caller),
      this.now(),
      off,
      lim,
    );
    return {
      sessions: rows.map((r) => ({
        id: r.family_id,
        created_at: iso(r.created_at),
        expires_at: iso(r.expires_at),
        last_active_at: iso(r.last_active_at),
        is_current: r.family_id === current,
        browser: '',
        device: '',
        coarse_ip: '',
        coarse_location: '',
      })),
      total_count: total,
    };
  }

  async revoke(caller: Caller, sessionId: string) {
    if (!sessionId || !(await this.deps.repo.ownsFamily(caller.userId, this.workspaces(caller), sessionId)))
      throw new AppError('SVC-VALID-4041', 'session not found');
    const current = sessionId === sessionFamilyOfJti(caller.tokenId);
    await this.deps.revocations.revokeFamilies([sessionId], 'revoked', this.now().getTime(), (n) =>
      callerAuditEvent(caller, 'auth.session.revoked', `user/${caller.userId}`, {
        details: { count: n, which: 'one', familyId: sessionId, current },
      }),
    );
    return { success: true, revoked_current: current, revoked_count: 1 };
  }

  async revokeOthers(caller: Caller) {
    const current = sessionFamilyOfJti(caller.tokenId);
    const now = this.now();
    // Every live family but the current one (at most MAX_ROUNDS pages), then one revocation: one event.
    const ids: string[] = [];
    for (let page = 0; page < MAX_ROUNDS; page++) {
      const { rows } = await this.deps.repo.liveFamilies(
        caller.userId,
        this.workspaces(caller),
        now,
        page * MAX_PAGE,
        MAX_PAGE,
      );
      for (const r of rows) if (r.family_id !== current) ids.push(r.family_id);
      if (rows.length < MAX_PAGE) break;
    }
    const count = await this.deps.revocations.revokeFamilies(ids, 'revoked', now.getTime(), (n) =>
      callerAuditEvent(caller, 'auth.session.revoked', `user/${caller.userId}`, {
        details: { count: n, which: 'others' },
      }),
    );
    return { success: true, revoked_current: false, revoked_count: count };
  }
}
