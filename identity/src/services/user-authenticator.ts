/**
 * Password sign-in for the first-party password grant: the user is looked up by email among the
 * members of the client's workspace. Lockout (spec Limits): after LOGIN_LOCKOUT_FAILURES failures
 * the account is locked for LOGIN_LOCKOUT_SECONDS. Unknown users, wrong passwords and locked
 * accounts all answer SVC-AUTH-1001 and all cost one scrypt, so neither the answer nor its timing
 * tells them apart. Only a correct password on a suspended account learns SVC-AUTH-1012.
 */
import { OAuthError } from '@svc/core';
import type { UserRepository } from '../repositories/user-repository.ts';
import { verifyPasswordAsync } from './password.ts';

export interface LockoutPolicy { failures: number; lockSeconds: number }

export interface SignedInUser { id: string; organizationId: string }

const badCredentials = () => new OAuthError('invalid_grant', 'invalid login credentials', 'SVC-AUTH-1001');

export class UserAuthenticator {
  constructor(private users: UserRepository, private policy: LockoutPolicy) {}

  async authenticate(username: string, password: string, client: { workspaceId: string; organizationId: string }, now = Date.now()): Promise<SignedInUser> {
    const email = username.trim().toLowerCase();
    const candidates = await this.users.byEmailInWorkspace(email, client.workspaceId);
    // Prefer the account whose home is this workspace; other members with the same email are rare.
    const user = candidates.find((u) => u.primaryWorkspaceId === client.workspaceId) ?? candidates[0];
    const ok = await verifyPasswordAsync(password, user?.passwordHash ?? null);
    if (!user || user.organizationId !== client.organizationId) throw badCredentials();
    if (user.lockedUntil && user.lockedUntil.getTime() > now) throw badCredentials();
    if (!ok) {
      const failures = await this.users.recordFailedLogin(user.id);
      if (failures >= this.policy.failures) await this.users.lock(user.id, new Date(now + this.policy.lockSeconds * 1000));
      throw badCredentials();
    }
    if (user.status !== 'ACTIVE') throw new OAuthError('invalid_grant', 'the account is suspended', 'SVC-AUTH-1012');
    if (user.failedLogins > 0 || user.lockedUntil) await this.users.clearFailedLogins(user.id);
    return { id: user.id, organizationId: user.organizationId };
  }
}
