/**
 * The e-mail flows (issue 14): resending the verification mail (anonymous, enumeration-neutral,
 * limited per address and per client), verifying through the mailed link, and changing the
 * address (confirm the new one, notify the old one, cancel). Tokens are 256 random bits mailed to
 * the address; only their SHA-256 is stored. Every failure of confirm or cancel is one uniform
 * SVC-VALID-4041, so a token reveals nothing to anyone but its addressee.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError, type Logger, type SharedStore } from '@svc/core';
import type { EmailTokenRepository } from '../../repositories/email-token-repository.ts';
import type { TenantRepository } from '../../repositories/tenant-repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeNoticeMail,
  maskAddress,
  verificationMail,
} from '../../mail/templates.ts';
import type { AccessGuard } from '../access-guard.ts';
import type { Caller } from '../caller.ts';
import { normalizeEmail } from '../admin-values.ts';
import { userPrincipal, type GovernanceAudit } from '../governance-audit.ts';

export const EMAIL_PERMISSIONS = { write: 'svc:iam:user:write' } as const;

/** Accounts one address can hold at most that a resend mails (one message each). */
const MAX_ACCOUNTS_PER_RESEND = 5;
const HOUR_MS = 3_600_000;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface EmailServiceDeps {
  repo: EmailTokenRepository;
  tenants: TenantRepository;
  guard: AccessGuard;
  mailer: Mailer;
  store: SharedStore;
  log: Logger;
  audit: GovernanceAudit;
  /** Origin of identity's public listener ({auth_url}): the verification link's. */
  issuer: string;
  consoleUrl: string;
  tokenTtlSeconds: number;
  perAddressPerHour: number;
  perClientPerHour: number;
  clock?: () => number;
}

export class EmailService {
  constructor(private d: EmailServiceDeps) {}

  private now() {
    return this.d.clock?.() ?? Date.now();
  }

  /**
   * Counts the request against the client's and the address's hourly windows before anything is
   * looked up (so a limit says nothing about the address), then mails every unverified account of
   * the address in the background: the answer and its timing are the same whether or not one exists.
   */
  async resendVerification(emailArg: string, clientAddress: string): Promise<{ success: true }> {
    let email: string;
    try {
      email = normalizeEmail(emailArg);
    } catch {
      // A malformed address is an address nobody holds: the same answer.
      return { success: true };
    }
    const client = (clientAddress || 'unknown').slice(0, 64);
    const [perClient, perAddress] = await Promise.all([
      this.d.store.incr(`resend-verification:client:${client}`, 1, HOUR_MS),
      this.d.store.incr(`resend-verification:address:${tokenHash(email)}`, 1, HOUR_MS),
    ]);
    if (perClient > this.d.perClientPerHour || perAddress > this.d.perAddressPerHour)
      throw new AppError('SVC-RATE-2001', 'too many verification e-mails requested; try again later');
    void this.mailVerification(email).catch((e) =>
      this.d.log.error(
        { event: 'verification.resend_failed', err: (e as Error).message },
        'verification mail not sent',
      ),
    );
    return { success: true };
  }

  private async mailVerification(email: string) {
    const users = await this.d.repo.unverifiedUsersByEmail(email, MAX_ACCOUNTS_PER_RESEND);
    for (const u of users) {
      const token = newToken();
      const id = tokenHash(token);
      await this.d.repo.create(
        {
          id,
          userId: u.id,
          purpose: 'VERIFY_EMAIL',
          email,
          expiresAt: new Date(this.now() + this.d.tokenTtlSeconds * 1000),
        },
        this.d.audit.hook({
          action: 'governance.email.verification_sent',
          organizationId: u.organizationId,
          workspaceId: u.primaryWorkspaceId,
          actorPrincipal: 'system/identity',
          resourceOrn: userPrincipal(u.id),
        }),
      );
      await this.d.mailer.send(
        verificationMail(
          email,
          `${this.d.issuer}/email/verify?token=${token}`,
          Math.round(this.d.tokenTtlSeconds / 3600),
        ),
      );
      this.d.log.info({ event: 'verification.mailed', userId: u.id }, 'verification mail sent');
    }
  }

  /** Spends a verification token from the mailed link; false for any token that is not open. */
  async verify(token: string): Promise<boolean> {
    if (!token || token.length > 128) return false;
    const ok = await this.d.repo.spendVerification(tokenHash(token), new Date(this.now()), (u) =>
      this.d.audit.hook({
        action: 'governance.email.verified',
        organizationId: u.organizationId,
        workspaceId: u.primaryWorkspaceId,
        actorPrincipal: userPrincipal(u.id),
        resourceOrn: userPrincipal(u.id),
      }),
    );
    if (ok) this.d.log.info({ event: 'email.verified' }, 'e-mail address verified');
    return ok;
  }

  /**
   * Starts a change to `newEmail`: earlier open changes are cancelled, a token is mailed to the new
   * address and a notice to the current one. Always success (enumeration-neutral): an address
   * already used in the caller's workspace gets no mail and the change simply never confirms.
   */
  async initiateChange(caller: Caller, newEmailArg: string): Promise<{ success: true }> {
    const next = normalizeEmail(newEmailArg, 'newEmail');
    await this.d.guard.require(caller, EMAIL_PERMISSIONS.write);
    const me = await this.d.tenants.userById(caller.userId);
    if (!me) throw new AppError('SVC-AUTH-1006', 'The token subject no longer exists.');
    const now = new Date(this.now());
    const step = (action: 'governance.email.change_initiated' | 'governance.email.change_cancelled') =>
      this.d.audit.hook({
        action,
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        actorPrincipal: userPrincipal(me.id),
        resourceOrn: userPrincipal(me.id),
      });
    if (next === me.email.trim().toLowerCase() || (await this.d.repo.emailTaken(me.primaryWorkspaceId, next, me.id))) {
      await this.d.repo.cancelOpen(me.id, 'EMAIL_CHANGE', now, step('governance.email.change_cancelled'));
      this.d.log.info(
        { event: 'email_change.not_started', userId: me.id },
        'e-mail change not started (same or taken address)',
      );
      return { success: true };
    }
    const token = newToken();
    await this.d.repo.create(
      {
        id: tokenHash(token),
        userId: me.id,
        purpose: 'EMAIL_CHANGE',
        email: next,
        expiresAt: new Date(now.getTime() + this.d.tokenTtlSeconds * 1000),
      },
      step('governance.email.change_initiated'),
      now,
    );
    const hours = Math.round(this.d.tokenTtlSeconds / 3600);
    await this.d.mailer.send(
      emailChangeConfirmMail(next, `${this.d.consoleUrl}/account/email/confirm?token=${token}`, hours),
    );
    await this.d.mailer.send(emailChangeNoticeMail(me.email, maskAddress(next)));
    this.d.log.info({ event: 'email_change.initiated', userId: me.id }, 'e-mail change initiated');
    return { success: true };
  }

  /** Confirms the caller's own change with the token mailed to the new address. */
  async confirmChange(caller: Caller, token: string): Promise<{ success: true }> {
    const notValid = () => new AppError('SVC-VALID-4041', 'the e-mail change is not valid');
    await this.d.guard.require(caller, EMAIL_PERMISSIONS.write);
    if (!token || token.length > 128) throw notValid();
    const changed = await this.d.repo.spendEmailChange(
      tokenHash(token),
      caller.userId,
      new Date(this.now()),
      this.d.audit.hook({
        action: 'governance.email.change_confirmed',
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        actorPrincipal: userPrincipal(caller.userId),
        resourceOrn: userPrincipal(caller.userId),
      }),
    );
    if (!changed) throw notValid();
    await this.d.mailer
      .send(emailChangedMail(changed.previous, maskAddress(changed.next)))
      .catch((e) =>
        this.d.log.error(
          { event: 'email_change.notice_failed', err: (e as Error).message },
          'notice to the previous address not sent',
        ),
      );
    this.d.log.info({ event: 'email_change.confirmed', userId: caller.userId }, 'e-mail address changed');
    return { success: true };
  }

  /** Cancels the caller's open change; SVC-VALID-4041 when none is open. */
  async cancelChange(caller: Caller): Promise<{ success: true }> {
    await this.d.guard.require(caller, EMAIL_PERMISSIONS.write);
    const n = await this.d.repo.cancelOpen(
      caller.userId,
      'EMAIL_CHANGE',
      new Date(this.now()),
      this.d.audit.hook({
        action: 'governance.email.change_cancelled',
        organizationId: caller.orgId,
        workspaceId: caller.workspaceId,
        actorPrincipal: userPrincipal(caller.userId),
        resourceOrn: userPrincipal(caller.userId),
      }),
    );
    if (n === 0) throw new AppError('SVC-VALID-4041', 'the e-mail change is not valid');
    this.d.log.info({ event: 'email_change.cancelled', userId: caller.userId }, 'e-mail change cancelled');
    return { success: true };
  }
}
