/**
 * TOTP second factor (RFC 6238): enrollment shows the secret, an otpauth:// URL and ten backup
 * codes once; the secret is stored sealed (SecretBox), backup codes as HMAC-SHA256 under the
 * key-management key. An enrollment is PENDING until a current code confirms it. Each accepted
 * TOTP step is remembered so a code cannot be replayed; a backup code works once. Attempts are
 * counted per user in the shared store, exactly under concurrency: each attempt first reserves a
 * slot with one atomic increment, only the first MFA_MAX_FAILURES slots within the window have
 * their code evaluated (the rest are SVC-RATE-2001 unchecked), and an accepted code gives its
 * slot back, so what stays counted is the failures.
 *
 * Audit (verify, the second-factor check of a step-up request): an accepted code appends
 * `auth.mfa.verified` in the transaction that spends it (the TOTP step or the backup code); a
 * refused code appends `auth.mfa.failed` (FAILURE, event-only through the group commit). The
 * lockout is the flood bound: only attempts holding one of the MFA_MAX_FAILURES slots are
 * evaluated, so at most that many failures per user per window are recorded, and the first attempt
 * refused by the lockout in a window appends one `auth.mfa.failed` (DENIED, reason locked_out);
 * further refused attempts record nothing until the window ends. An event that cannot be appended
 * is logged and never changes the answer (the attempt is refused either way). A wrong code while
 * confirming an enrolment is counted but not recorded (a pending factor protects nothing yet); the
 * lockout it may cause is recorded like any other.
 */
import { randomInt } from 'node:crypto';
import { AppError, type Logger, type SharedStore } from '@svc/core';
import type { AuditEventInput, AuditRecorder } from '../audit/index.ts';
import type { KeyManager } from '../keys/key-manager.ts';
import type { MfaRepository } from '../repositories/mfa-repository.ts';
import type { TenantRepository } from '../repositories/tenant-repository.ts';
import type { Caller } from './caller.ts';
import { callerAuditEvent } from './caller-audit.ts';
import { SecretBox } from './secret-box.ts';
import { base32Encode, newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODES = 10;
const BACKUP_RE = /^[a-z2-9]{4}-?[a-z2-9]{4}$/;

export class MfaService {
  private box: SecretBox;

  constructor(
    private deps: {
      repo: MfaRepository;
      tenants: TenantRepository;
      keys: KeyManager;
      store: SharedStore;
      issuer: string;
      maxFailures: number;
      failureWindowSeconds: number;
      recorder: AuditRecorder;
      log: Logger;
      clock?: () => number;
    },
  ) {
    this.box = new SecretBox(deps.keys, 'mfa-totp');
  }

  private now() {
    return this.deps.clock?.() ?? Date.now();
  }

  private backupHash(userId: string, code: string): string {
    const h = this.deps.keys.hmac(`mfa-backup-code:${userId}:${code.replace('-', '').toLowerCase()}`);
    if (h === null) throw new AppError('SVC-SERVER-9001', 'the key-management HMAC key is not configured');
    return h;
  }

  async enroll(caller: Caller) {
    const user = await this.deps.tenants.userById(caller.userId);
    if (!user || user.status !== 'ACTIVE') throw new AppError('SVC-AUTH-1006', 'The token subject no longer exists.');
    const secret = newTotpSecret();
    const codes = Array.from({ length: BACKUP_CODES }, () => {
      const c = Array.from({ length: 8 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
      return `${c.slice(0, 4)}-${c.slice(4)}`;
    });
    const started = await this.deps.repo.startEnrollment(
      caller.userId,
      this.box.seal(secret),
      codes.map((c) => this.backupHash(caller.userId, c)),
    );
    if (!started) throw new AppError('SVC-VALID-4000', 'MFA is already enabled for this user');
    const b32 = base32Encode(secret);
    return { secret: b32, qr_code_url: otpauthUrl(this.deps.issuer, user.email, b32), backup_codes: codes };
  }

  /** True when `code` confirmed a pending enrollment. A wrong code counts as a failure. */
  async confirm(caller: Caller, code: string): Promise<boolean> {
    await this.reserveAttempt(caller, 'enrolment');
    const e = await this.deps.repo.enrollment(caller.userId);
    if (!e || e.status !== 'PENDING') {
      await this.releaseAttempt(caller.userId); // nothing to confirm: no code was evaluated
      return false;
    }
    const step = verifyTotp(this.box.open(e.secretCiphertext), (code ?? '').trim(), this.now());
    if (step === null) return false;
    await this.releaseAttempt(caller.userId);
    // Recorded when the factor becomes usable (PENDING → ACTIVE), not when a secret is merely shown.
    return this.deps.repo.activate(
      caller.userId,
      step,
      new Date(this.now()),
      callerAuditEvent(caller, 'auth.mfa.enrolled', `user/${caller.userId}`, { details: { factor: 'totp' } }),
    );
  }

  /**
   * Checks a second factor of an ACTIVE enrollment: a TOTP code not used before, or an unused
   * backup code (spent here). Anything else is SVC-AUTH-1001 and counts as a failure.
   * `purpose` names what the check is for in the audit event (the step-up scope).
   */
  async verify(caller: Caller, code: string, purpose: { scope: string }): Promise<'totp' | 'backup_code'> {
    const attempt = await this.reserveAttempt(caller, 'step_up');
    const c = (code ?? '').trim();
    const e = await this.deps.repo.enrollment(caller.userId);
    const verified = (factor: string) =>
      callerAuditEvent(caller, 'auth.mfa.verified', `user/${caller.userId}`, {
        details: { factor, purpose: 'step_up', scope: purpose.scope },
      });
    let accepted: 'totp' | 'backup_code' | null = null;
    // What was presented, for the failure event (never the code itself).
    let presented = e?.status === 'ACTIVE' ? 'malformed' : 'no_active_factor';
    if (e?.status === 'ACTIVE') {
      if (/^\d{6}$/.test(c)) {
        presented = 'totp';
        const step = verifyTotp(this.box.open(e.secretCiphertext), c, this.now());
        if (step !== null && (await this.deps.repo.useStep(caller.userId, step, verified('totp')))) accepted = 'totp';
      } else if (BACKUP_RE.test(c.toLowerCase())) {
        presented = 'backup_code';
        if (
          await this.deps.repo.useBackupCode(
            caller.userId,
            this.backupHash(caller.userId, c),
            new Date(this.now()),
            verified('backup_code'),
          )
        )
          accepted = 'backup_code';
      }
    }
    if (!accepted) {
      await this.recordQuietly(
        callerAuditEvent(caller, 'auth.mfa.failed', `user/${caller.userId}`, {
          outcome: 'FAILURE',
          details: {
            factor: presented,
            purpose: 'step_up',
            scope: purpose.scope,
            attempt,
            maxFailures: this.deps.maxFailures,
          },
        }),
      );
      throw new AppError('SVC-AUTH-1001', 'the second factor is not valid');
    }
    await this.releaseAttempt(caller.userId);
    return accepted;
  }

  /** Appends an event-only refusal; a failure to append is logged, never the caller's answer. */
  private async recordQuietly(event: AuditEventInput) {
    try {
      await this.deps.recorder.record(event);
    } catch (err) {
      this.deps.log.warn(
        { err: (err as Error).message, action: event.action },
        'second-factor refusal not recorded in the audit trail',
      );
    }
  }

  private failureKey(userId: string) {
    return `mfa-failures:${userId}`;
  }

  /**
   * Takes one attempt slot (one atomic increment) before any code is evaluated and returns its
   * number; beyond MFA_MAX_FAILURES in the window the attempt is refused with SVC-RATE-2001 and
   * nothing is checked. The first refused attempt of a window is recorded (once: a set-if-absent
   * marker that lives as long as the window).
   */
  private async reserveAttempt(caller: Caller, purpose: 'step_up' | 'enrolment'): Promise<number> {
    const key = this.failureKey(caller.userId);
    const n = await this.deps.store.incr(key, 1, this.deps.failureWindowSeconds * 1000);
    if (n > this.deps.maxFailures) {
      // Give the increment back so refused attempts never inflate the count a later release reads.
      await this.deps.store.incr(key, -1, this.deps.failureWindowSeconds * 1000);
      const ttl = (await this.deps.store.ttlMs(key)) ?? this.deps.failureWindowSeconds * 1000;
      if (await this.deps.store.setIfAbsent(`${key}:audited`, '1', Math.max(1, ttl))) {
        await this.recordQuietly(
          callerAuditEvent(caller, 'auth.mfa.failed', `user/${caller.userId}`, {
            outcome: 'DENIED',
            details: {
              reason: 'locked_out',
              purpose,
              maxFailures: this.deps.maxFailures,
              windowSeconds: this.deps.failureWindowSeconds,
            },
          }),
        );
      }
      throw new AppError('SVC-RATE-2001', 'too many failed second-factor codes', {
        retryAfter: Math.max(1, Math.ceil(ttl / 1000)),
      });
    }
    return n;
  }

  /** Gives back the slot of an attempt that was not a failure. */
  private async releaseAttempt(userId: string) {
    await this.deps.store.incr(this.failureKey(userId), -1, this.deps.failureWindowSeconds * 1000);
  }
}
