/**
 * `token.grant.denied`: a token request refused with invalid_client or invalid_grant, for a client
 * identity knows (identity/src/audit/README.md). A wrong client secret or a spent, foreign or
 * forged code or refresh token is the signal worth keeping; an unknown client id joins no tenant
 * and is not recorded.
 *
 * - **Tenant from the client record only.** The chain is the known client's organization and
 *   workspace, the actor `client/<id>`; nothing from the request reaches the event except the
 *   grant type (one of the token endpoint's own) and how the client authenticated. Never the
 *   secret, the code, the refresh token or a username.
 * - **Never changes or delays the answer.** The endpoint sends its OAuth error first and then hands
 *   the refusal here without awaiting; everything after runs in the background and any failure is
 *   counted and logged at most once a minute.
 * - **Flood bound.** Per client, TOKEN_DENIAL_AUDIT_PER_CLIENT per DENIAL_AUDIT_WINDOW_SECONDS plus
 *   one marked `limitReached` (AuditFloodGate: exact across replicas); at most
 *   TOKEN_DENIAL_AUDIT_PER_MINUTE in all per process and TOKEN_DENIAL_AUDIT_MAX_IN_FLIGHT at once
 *   (the rest dropped and counted).
 * - A refusal that already has its own event is not recorded twice: errors marked with
 *   `markAudited` (password sign-in failures, `auth.sign_in.failed`; refresh-token reuse,
 *   `token.refresh.reuse_detected`).
 */
import { OAuthError, type Logger } from '@svc/core';
import type { AuditRecorder } from '../audit/index.ts';
import { PerMinuteCap, type AuditFloodGate } from './audit-flood-gate.ts';
import type { ClientAuthenticator, ClientCredentials } from './client-authenticator.ts';

const AUDITED = new WeakSet<object>();

/** Marks a refusal whose audit event was appended where it was decided. */
export function markAudited<E extends Error>(e: E): E {
  AUDITED.add(e);
  return e;
}

const RECORDED_ERRORS = new Set(['invalid_client', 'invalid_grant']);
const WARN_INTERVAL_MS = 60_000;
/** Client ids are identifiers; anything longer cannot name a known client. */
const MAX_CLIENT_ID = 200;

export interface TokenDenial {
  grantType: string;
  credentials: ClientCredentials | null;
  requestId: string;
}

export class TokenDenialAudit {
  private inFlight = 0;
  private pending = new Set<Promise<void>>();
  private readonly global: PerMinuteCap;
  private lastWarn = 0;
  readonly stats = { recorded: 0, rateLimited: 0, dropped: 0, failed: 0 };

  constructor(
    private d: {
      clients: Pick<ClientAuthenticator, 'load'>;
      gate: AuditFloodGate;
      recorder: Pick<AuditRecorder, 'record'>;
      log: Logger;
      perMinute: number;
      maxInFlight: number;
      now?: () => number;
    },
  ) {
    this.global = new PerMinuteCap(d.perMinute, d.now);
  }

  /** Called after the answer was sent; never throws and is never awaited. */
  report(error: unknown, r: TokenDenial): void {
    try {
      if (!(error instanceof OAuthError) || !RECORDED_ERRORS.has(error.error) || AUDITED.has(error)) return;
      const clientId = r.credentials?.clientId;
      if (!clientId || clientId.length > MAX_CLIENT_ID) return;
      if (this.inFlight >= this.d.maxInFlight) {
        this.stats.dropped++;
        return;
      }
      this.inFlight++;
      const p: Promise<void> = this.record(error, clientId, r)
        .catch((e: Error) => this.failed(e))
        .finally(() => {
          this.inFlight--;
          this.pending.delete(p);
        });
      this.pending.add(p);
    } catch (e) {
      this.failed(e as Error);
    }
  }

  /** Waits for the reports in flight (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private async record(error: OAuthError, clientId: string, r: TokenDenial): Promise<void> {
    const client = await this.d.clients.load(clientId);
    if (!client) return;
    const verdict = await this.d.gate.admit(client.id);
    if (verdict === 'skip' || !this.global.tryTake()) {
      this.stats.rateLimited++;
      return;
    }
    await this.d.recorder.record({
      organizationId: client.organizationId,
      workspaceId: client.workspaceId,
      category: 'AUTHENTICATION',
      action: 'token.grant.denied',
      outcome: 'DENIED',
      actorPrincipal: `client/${client.id}`,
      resourceOrn: `client/${client.id}`,
      correlationKey: r.requestId,
      emitterService: 'identity',
      details: {
        grantType: r.grantType,
        error: error.error,
        code: error.svcCode ?? null,
        authMethod: r.credentials?.method ?? null,
        ...(verdict === 'last' ? this.d.gate.limitDetails() : {}),
      },
    });
    this.stats.recorded++;
  }

  private failed(e: Error) {
    this.stats.failed++;
    const now = Date.now();
    if (now - this.lastWarn >= WARN_INTERVAL_MS) {
      this.lastWarn = now;
      this.d.log.warn(
        { err: e.message, failed: this.stats.failed },
        'refused token request not recorded in the audit trail',
      );
    }
  }
}
