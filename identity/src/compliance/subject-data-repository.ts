/**
 * The personal data identity holds about one data subject — a user account of the caller's
 * workspace — read for a subject access bundle and rewritten by an erasure. This module is the
 * one place that knows which identity tables and columns are about a person; README.md ("Erasure,
 * column by column") documents each decision.
 *
 * The subject is found only in the caller's tenant: a user whose organization and primary
 * workspace are the caller's. A user of another workspace or organization is not found, exactly
 * like an unknown id.
 */
import { toStoredAuditEvent, type StoredAuditEvent } from '../audit/audit-event-repository.ts';
import { chainKeyFor } from '../audit/audit-event-input.ts';
import type { DsarTenant, Tx } from './dsar-repository.ts';
import { Prisma, type PrismaClient } from '../db.ts';

/** The principal and resource reference audit events carry for a user (pseudonymous). */
export const userPrincipal = (userId: string) => `user/${userId}`;
/** What an erased address becomes: unique per user (the (workspace, email) unique index), and undeliverable (RFC 2606 `.invalid`). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
export const ERASED_STATUS = 'ERASED';

const AUDIT_BATCH = 2000;

export async function findSubject(db: Tx | PrismaClient, t: DsarTenant, subjectRef: string) {
  return db.user.findFirst({ where: { id: subjectRef, organizationId: t.orgId, primaryWorkspaceId: t.workspaceId } });
}
export type SubjectUser = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/** Everything identity stores about the user, minus verification material (hashes, verifiers, secrets). */
export async function collectIdentityData(db: Tx | PrismaClient, user: SubjectUser) {
  const userId = user.id;
  const [memberships, apiKeys, sessions, invitations, emailTokens, mfa, signupProfile, scimChanges, oauthClients] =
    await Promise.all([
      db.membership.findMany({ where: { userId }, orderBy: [{ workspaceId: 'asc' }, { role: 'asc' }] }),
      db.apiKey.findMany({
        where: { ownerUserId: userId },
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          workspaceId: true,
          name: true,
          keyClass: true,
          prefix: true,
          hint: true,
          status: true,
          scopes: true,
          quotaPerDay: true,
          expiresAt: true,
          lastUsedAt: true,
          revokedAt: true,
          rotatedFromId: true,
          createdAt: true,
        },
      }),
      db.refreshToken.findMany({
        where: { userId },
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          familyId: true,
          clientId: true,
          workspaceId: true,
          scope: true,
          expiresAt: true,
          spentAt: true,
          revokedAt: true,
          createdAt: true,
        },
      }),
      db.invitation.findMany({
        where: {
          organizationId: user.organizationId,
          OR: [{ email: user.email.toLowerCase() }, { invitedBy: userId }, { acceptedBy: userId }],
        },
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          workspaceId: true,
          email: true,
          role: true,
          invitedBy: true,
          status: true,
          expiresAt: true,
          acceptedBy: true,
          decidedAt: true,
          createdAt: true,
        },
      }),
      db.emailToken.findMany({
        where: { userId },
        orderBy: { createdAt: 'asc' },
        select: { purpose: true, email: true, expiresAt: true, usedAt: true, cancelledAt: true, createdAt: true },
      }),
      db.mfaEnrollment.findUnique({ where: { userId }, select: { status: true, createdAt: true, confirmedAt: true } }),
      db.signupProfile.findUnique({ where: { userId }, select: { companySize: true, useCase: true, updatedAt: true } }),
      db.userAuditEvent.findMany({
        where: { userId },
        orderBy: { occurredAt: 'asc' },
        select: { id: true, action: true, actorUserId: true, version: true, changes: true, occurredAt: true },
      }),
      db.oAuthClient.findMany({
        where: { ownerUserId: userId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, workspaceId: true, name: true, status: true, createdAt: true },
      }),
    ]);
  const { passwordHash, ...account } = user;
  return {
    account: { ...account, hasLocalPassword: passwordHash !== null },
    memberships,
    roles: [...new Set(memberships.map((m) => m.role))].sort(),
    apiKeys,
    sessions,
    invitations,
    emailTokens,
    mfa,
    signupProfile,
    scimChanges,
    oauthClients,
  };
}

/**
 * Audit events of the caller's workspace chain and its organization's chain whose actor or
 * resource is the subject (`user/<id>`), in chain and seq order.
 */
export async function subjectAuditEvents(
  db: Tx | PrismaClient,
  t: DsarTenant,
  userId: string,
): Promise<StoredAuditEvent[]> {
  const ref = userPrincipal(userId);
  const out: StoredAuditEvent[] = [];
  for (const chainKey of [chainKeyFor(t.orgId, null), chainKeyFor(t.orgId, t.workspaceId)]) {
    let next = -1n;
    for (;;) {
      const rows = await db.auditEvent.findMany({
        where: { chainKey, seq: { gt: next }, OR: [{ actorPrincipal: ref }, { resourceOrn: ref }] },
        orderBy: { seq: 'asc' },
        take: AUDIT_BATCH,
      });
      out.push(...rows.map(toStoredAuditEvent));
      if (rows.length < AUDIT_BATCH) break;
      next = rows[rows.length - 1].seq;
    }
  }
  return out;
}

export interface SurfaceAction {
  table: string;
  columns: string[];
  rows: number;
  effect: 'pseudonymised' | 'cleared' | 'deleted' | 'revoked' | 'retained';
}

/**
 * Erases the subject's personal data from identity in the caller's transaction (see the README's
 * table): returns what was done per table, for the surface receipt. Audit events are not touched.
 */
export async function eraseIdentityData(
  tx: Tx,
  user: SubjectUser,
  now: Date,
): Promise<{ actions: SurfaceAction[]; revokedFamilies: string[] }> {
  const userId = user.id;
  const erased = erasedEmail(userId);
  const families = await tx.refreshToken.findMany({
    where: { userId, revokedAt: null },
    distinct: ['familyId'],
    select: { familyId: true },
  });
  const invitations = await tx.invitation.updateMany({
    where: { organizationId: user.organizationId, email: user.email.toLowerCase() },
    data: { email: erased },
  });
  const [memberships, refresh, keys, emailTokens, mfa, backup, stepUps, codes, devices, profile, scim] = [
    await tx.membership.deleteMany({ where: { userId } }),
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
    await tx.apiKey.updateMany({ where: { ownerUserId: userId }, data: { name: '', status: 'REVOKED' } }),
    await tx.emailToken.deleteMany({ where: { userId } }),
    await tx.mfaEnrollment.deleteMany({ where: { userId } }),
    await tx.mfaBackupCode.deleteMany({ where: { userId } }),
    await tx.stepUpGrant.deleteMany({ where: { userId } }),
    await tx.authorizationCode.deleteMany({ where: { userId } }),
    await tx.deviceAuthorization.deleteMany({ where: { userId } }),
    await tx.signupProfile.deleteMany({ where: { userId } }),
    await tx.userAuditEvent.updateMany({ where: { userId }, data: { changes: { erased: true } } }),
  ];
  // Keys keep their first revocation time.
  await tx.apiKey.updateMany({ where: { ownerUserId: userId, revokedAt: null }, data: { revokedAt: now } });
  await tx.user.update({
    where: { id: userId },
    data: {
      email: erased,
      givenName: '',
      familyName: '',
      passwordHash: null,
      externalId: null,
      scimEmails: Prisma.DbNull,
      emailVerified: false,
      status: ERASED_STATUS,
      failedLogins: 0,
      lockedUntil: null,
    },
  });
  return {
    revokedFamilies: families.map((f) => f.familyId),
    actions: [
      {
        table: 'identity.users',
        columns: [
          'email',
          'given_name',
          'family_name',
          'password_hash',
          'external_id',
          'scim_emails',
          'email_verified',
          'status',
          'failed_logins',
          'locked_until',
        ],
        rows: 1,
        effect: 'pseudonymised',
      },
      { table: 'identity.memberships', columns: ['*'], rows: memberships.count, effect: 'deleted' },
      { table: 'identity.refresh_tokens', columns: ['revoked_at'], rows: refresh.count, effect: 'revoked' },
      { table: 'identity.api_keys', columns: ['name', 'status', 'revoked_at'], rows: keys.count, effect: 'revoked' },
      { table: 'identity.invitations', columns: ['email'], rows: invitations.count, effect: 'pseudonymised' },
      { table: 'identity.email_tokens', columns: ['*'], rows: emailTokens.count, effect: 'deleted' },
      { table: 'identity.mfa_enrollments', columns: ['*'], rows: mfa.count, effect: 'deleted' },
      { table: 'identity.mfa_backup_codes', columns: ['*'], rows: backup.count, effect: 'deleted' },
      { table: 'identity.step_up_grants', columns: ['*'], rows: stepUps.count, effect: 'deleted' },
      { table: 'identity.authorization_codes', columns: ['*'], rows: codes.count, effect: 'deleted' },
      { table: 'identity.device_authorizations', columns: ['*'], rows: devices.count, effect: 'deleted' },
      { table: 'identity.signup_profiles', columns: ['*'], rows: profile.count, effect: 'deleted' },
      { table: 'identity.user_audit_events', columns: ['changes'], rows: scim.count, effect: 'cleared' },
    ],
  };
}
