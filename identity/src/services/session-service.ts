/**
 * The caller's sessions (refresh-token families, see SessionRepository) and their revocation
 * through RevocationService, which also revokes every access token of the family at the edge.
 * The current session is the family in the caller's token id (sessionFamilyOfJti); revoking it
 * reports `revoked_current` so the client knows to sign in again. Device details are not
 * recorded at sign-in, so browser, device, coarse IP and location are honestly absent.
 */
import { AppError } from '@svc/core';
import type { SessionRepository } from '../repositories/session-repository.ts';
import type { Caller } from './caller.ts';
import type { RevocationService } from './revocation-service.ts';
import { sessionFamilyOfJti } from './token-service.ts';
import { iso } from './admin-values.ts';

const MAX_PAGE = 200;

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
    const { rows, total } = await this.deps.repo.liveFamilies(caller.userId, this.workspaces(caller), this.now(), off, lim);
    return {
      sessions: rows.map((r) => ({
        id: r.family_id, created_at: iso(r.created_at), expires_at: iso(r.expires_at), last_active_at: iso(r.last_active_at), is_current: r.family_id === current,
        browser: '', device: '', coarse_ip: '', coarse_location: '',
      })),
      total_count: total,
    };
  }

  async revoke(caller: Caller, sessionId: string) {
    if (!sessionId || !(await this.deps.repo.ownsFamily(caller.userId, this.workspaces(caller), sessionId))) throw new AppError('SVC-VALID-4041', 'session not found');
    await this.deps.revocations.revokeFamily(sessionId, 'revoked');
    return { success: true, revoked_current: sessionId === sessionFamilyOfJti(caller.tokenId), revoked_count: 1 };
  }

  async revokeOthers(caller: Caller) {
    const current = sessionFamilyOfJti(caller.tokenId);
    let count = 0;
    // Revoked families drop out of the live list, so each round reads the first page again.
    for (let round = 0; round < 100; round++) {
      const { rows } = await this.deps.repo.liveFamilies(caller.userId, this.workspaces(caller), this.now(), 0, MAX_PAGE + 1);
      const others = rows.filter((r) => r.family_id !== current);
      for (const r of others) await this.deps.revocations.revokeFamily(r.family_id, 'revoked');
      count += others.length;
      if (others.length === 0 || rows.length <= MAX_PAGE) break;
    }
    return { success: true, revoked_current: false, revoked_count: count };
  }
}
