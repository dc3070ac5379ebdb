/**
 * Password sign-in for the first-party password grant: the user is looked up by email among the
 * members of the client's workspace. Lockout (spec Limits): after LOGIN_LOCKOUT_FAILURES failures
 * the account is locked for LOGIN_LOCKOUT_SECONDS. The count is exact under concurrency: each
 * attempt first reserves a slot in one conditional UPDATE, and only an attempt holding one of the
 * first LOGIN_LOCKOUT_FAILURES slots has its password evaluated; a correct password frees the
 * count. Unknown users, wrong passwords and locked accounts all answer SVC-AUTH-1001 and all cost
 * one scrypt (a refused attempt hashes against no stored verifier), so neither the answer nor its
 * timing tells them apart. Only a correct password on a suspended account learns SVC-AUTH-1012.
 * Every attempt appends an audit event on the client's workspace chain (never the e-mail address:
 * the actor is the user id, or `anonymous` when no account matched); attempts refused before a
 * password is checked only up to their flood bound (SignInRecordRepository.recordRefusedSignIn).
 */
import { OAuthError } from '@svc/core';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { SignInAudit, SignInRecordRepository } from '../repositories/sign-in-record-repository.ts';
import { verifyPasswordAsync } from './password.ts';
import { markAudited } from './token-denial-audit.ts';

export interface LockoutPolicy {
  failures: number;
  lockSeconds: number;
}

export interface SignedInUser {
  id: string;
  organizationId: string;
}

// Marked: each of these refusals has its auth.sign_in.* event already (no token.grant.denied too).
const badCredentials = () => markAudited(new OAuthError('invalid_grant', 'invalid login credentials', 'SVC-AUTH-1001'));

/** Checks a password against stored verification material (null: none, the check still costs one hash). */
export type PasswordVerifier = (password: string, stored: string | null) => Promise<boolean>;

export class UserAuthenticator {
  constructor(
    private users: UserRepository,
    private signIns: SignInRecordRepository,
    private policy: LockoutPolicy,
    private verifyPassword: PasswordVerifier = verifyPasswordAsync,
  ) {}

  /** A sign-in form post refused before any password was looked at (within the refusals' flood bound). */
  async recordRefusedForm(
    client: { id: string; workspaceId: string; organizationId: string },
    requestId: string,
    reason: string,
  ): Promise<void> {
    await this.signIns.recordRefusedSignIn(
      {
        organizationId: client.organizationId,
        workspaceId: client.workspaceId,
        actorPrincipal: 'anonymous',
        resourceOrn: `client/${client.id}`,
        correlationKey: requestId,
        emitterService: 'identity',
        details: { reason },
      },
      `client/${client.id}`,
    );
  }

  async authenticate(
    username: string,
    password: string,
    client: { id: string; workspaceId: string; organizationId: string },
    requestId: string,
    now = Date.now(),
  ): Promise<SignedInUser> {
    const email = username.trim().toLowerCase();
    const candidates = await this.users.byEmailInWorkspace(email, client.workspaceId);
    // Prefer the account whose home is this workspace; other members with the same email are rare.
    const user = candidates.find((u) => u.primaryWorkspaceId === client.workspaceId) ?? candidates[0];
    const slot =
      user && user.organizationId === client.organizationId
        ? await this.users.reserveLoginAttempt(user.id, this.policy.failures, new Date(now))
        : null;
    const event = (actor: string, reason?: string): SignInAudit => ({
      organizationId: client.organizationId,
      workspaceId: client.workspaceId,
      actorPrincipal: actor,
      resourceOrn: `client/${client.id}`,
      correlationKey: requestId,
      emitterService: 'identity',
      details: reason ? { reason } : undefined,
    });
    if (!user || slot === null) {
      await this.verifyPassword(password, null); // the same cost, no secret evaluated
      const locked = !!user && user.organizationId === client.organizationId;
      await this.signIns.recordRefusedSignIn(
        locked ? event(`user/${user.id}`, 'locked') : event('anonymous', 'unknown_user'),
        locked ? `user/${user.id}` : `client/${client.id}`,
      );
      throw badCredentials();
    }
    if (!(await this.verifyPassword(password, user.passwordHash))) {
      await this.signIns.recordFailedSignIn(
        user.id,
        this.policy.failures,
        new Date(now + this.policy.lockSeconds * 1000),
        event(`user/${user.id}`, 'wrong_password'),
      );
      throw badCredentials();
    }
    await this.signIns.recordSuccessfulPassword(user.id, user.status === 'ACTIVE', event(`user/${user.id}`));
    if (user.status !== 'ACTIVE')
      throw markAudited(new OAuthError('invalid_grant', 'the account is suspended', 'SVC-AUTH-1012'));
    return { id: user.id, organizationId: user.organizationId };
  }
}
