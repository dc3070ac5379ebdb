/**
 * Step-up grants: after a second factor, a short-lived, single-use grant bound to the user, the
 * workspace, one scope (the operation kind, GraphQL StepUpScope) and optionally one operation
 * instance (its `operationBinding`, e.g. a bulk revocation's). The client holds the `jti` handle
 * (`stu_` + 256 random bits; only its SHA-256 is stored) and presents it once; the same grant is
 * also issued as a JWT with `typ: step-up+jwt` and `token_type: step_up` for verifiers that work
 * locally. Neither can pass as an access token: AccessTokenVerifier requires `typ: at+jwt` and
 * `token_type: access`, and a handle is not a JWT at all.
 *
 * Audit: a grant (`auth.step_up.issued`) and a spend (`auth.step_up.used`) are recorded in their
 * transactions; a refused spend (`consume`: unknown, used, expired, another user's or
 * workspace's, or bound to another scope or operation) appends `auth.step_up.denied` (DENIED,
 * event-only, reason in details, never the handle), at most STEP_UP_DENIAL_AUDIT_PER_USER per user
 * per DENIAL_AUDIT_WINDOW_SECONDS plus one marked `limitReached` (AuditFloodGate). A wrong code at
 * `request` is the MFA check's `auth.mfa.failed` (mfa-service.ts), not a second event here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError, type Logger } from '@svc/core';
import type { AuditRecorder } from '../audit/index.ts';
import type { AuditFloodGate } from './audit-flood-gate.ts';
import type { KeyManager } from '../keys/key-manager.ts';
import { signJwt } from '../keys/jwt-signer.ts';
import { verifyJwt } from '../keys/jwt-verifier.ts';
import type { MfaRepository } from '../repositories/mfa-repository.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import type { MfaService } from './mfa-service.ts';
import { invalidArgument } from './admin-values.ts';

export const STEP_UP_TYP = 'step-up+jwt';
export const STEP_UP_SCOPES = [
  'CONFIGURE_OCAR_TRUST_MODE',
  'MANAGE_API_KEYS',
  'BULK_REVOKE_API_KEYS',
  'CONFIGURE_SSO',
  'TRANSFER_OWNERSHIP',
  'APPROVE_IMPERSONATION',
  'APPROVE_CONTENT_BOUND_ENABLEMENT',
] as const;
export type StepUpScope = (typeof STEP_UP_SCOPES)[number];

const grantId = (handle: string) => createHash('sha256').update(handle).digest('hex');

export class StepUpService {
  constructor(
    private deps: {
      repo: MfaRepository;
      mfa: MfaService;
      keys: KeyManager;
      issuer: string;
      ttlSeconds: number;
      recorder: AuditRecorder;
      denials: AuditFloodGate;
      log: Logger;
      clock?: () => number;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  async request(caller: Caller, scope: string, code: string, operationBinding = '') {
    if (!(STEP_UP_SCOPES as readonly string[]).includes(scope)) throw invalidArgument('scope', 'unknown step-up scope');
    if (operationBinding.length > 256)
      throw invalidArgument('operation_binding', 'operation_binding must be at most 256 characters');
    await this.deps.mfa.verify(caller, code, { scope });
    const now = this.now();
    const handle = `stu_${randomBytes(32).toString('base64url')}`;
    const id = grantId(handle);
    const expiresAt = new Date(now + this.deps.ttlSeconds * 1000);
    await this.deps.repo.createStepUp(
      { id, userId: caller.userId, workspaceId: caller.workspaceId, scope, operationBinding, expiresAt },
      callerAuditEvent(caller, 'auth.step_up.issued', `step-up/${id}`, {
        details: { scope, bound: operationBinding !== '', expiresAt: expiresAt.toISOString() },
      }),
    );
    const iat = Math.floor(now / 1000);
    const token = signJwt(
      this.deps.keys,
      {
        iss: this.deps.issuer,
        sub: caller.userId,
        aud: this.deps.issuer,
        iat,
        nbf: iat,
        exp: Math.floor(expiresAt.getTime() / 1000),
        jti: id,
        token_type: 'step_up',
        org_id: caller.orgId,
        workspace_id: caller.workspaceId,
        scope,
        op: operationBinding,
      },
      STEP_UP_TYP,
      now,
    );
    return { jti: handle, scope, expires_at: expiresAt.toISOString(), token };
  }

  /**
   * Spends the presented grant (handle or JWT) for `scope` and `operationBinding`; SVC-AUTH-1013
   * when it is missing, unknown, used, expired, another user's or workspace's, or bound elsewhere.
   */
  async consume(caller: Caller, presented: string, scope: StepUpScope, operationBinding: string): Promise<void> {
    const id = this.grantIdOf(presented);
    const ok =
      id !== null &&
      (await this.deps.repo.consumeStepUp(
        id,
        { userId: caller.userId, workspaceId: caller.workspaceId, scope, operationBinding },
        new Date(this.now()),
        callerAuditEvent(caller, 'auth.step_up.used', `step-up/${id}`, {
          details: { scope, bound: operationBinding !== '' },
        }),
      ));
    if (!ok) {
      await this.recordDenial(caller, id, scope, operationBinding);
      throw new AppError('SVC-AUTH-1013');
    }
  }

  /** `auth.step_up.denied` within the per-user flood bound; never changes the answer. */
  private async recordDenial(
    caller: Caller,
    id: string | null,
    scope: StepUpScope,
    operationBinding: string,
  ): Promise<void> {
    try {
      const verdict = await this.deps.denials.admit(caller.userId);
      if (verdict === 'skip') return;
      const g = id === null ? null : await this.deps.repo.stepUpGrant(id);
      // Another user's grant is indistinguishable from an unknown one (and is not named).
      const own = g !== null && g.userId === caller.userId;
      const reason =
        id === null
          ? 'malformed'
          : !own
            ? 'unknown'
            : g.usedAt
              ? 'used'
              : g.expiresAt.getTime() <= this.now()
                ? 'expired'
                : g.workspaceId !== caller.workspaceId
                  ? 'other_workspace'
                  : g.scope !== scope
                    ? 'other_scope'
                    : 'other_operation';
      await this.deps.recorder.record(
        callerAuditEvent(caller, 'auth.step_up.denied', own ? `step-up/${id}` : `user/${caller.userId}`, {
          outcome: 'DENIED',
          details: {
            reason,
            scope,
            bound: operationBinding !== '',
            ...(verdict === 'last' ? this.deps.denials.limitDetails() : {}),
          },
        }),
      );
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'refused step-up not recorded in the audit trail');
    }
  }

  /**
   * The grant id a presented handle or step-up JWT names (null when it is neither, or the JWT
   * does not verify), for callers that spend the grant inside their own transaction.
   */
  grantIdOf(presented: string): string | null {
    const p = (presented ?? '').trim();
    if (p.startsWith('stu_') && p.length <= 128) return grantId(p);
    if (p.split('.').length === 3) {
      const c = verifyJwt(this.deps.keys, p, {
        typ: STEP_UP_TYP,
        issuer: this.deps.issuer,
        audience: this.deps.issuer,
        now: this.now(),
      });
      if (c && c.token_type === 'step_up' && typeof c.jti === 'string') return c.jti;
    }
    return null;
  }

  /** The current time, for spending a grant elsewhere with the same clock. */
  clockNow(): Date {
    return new Date(this.now());
  }
}
