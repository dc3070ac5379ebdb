/**
 * Users as SCIM sees them: the users whose primary workspace is the caller's, never another's.
 * Every query carries the workspace and organization, so an id from elsewhere simply is not found.
 * Each write and its audit row are one SQL statement, so they commit together or not at all;
 * updates are conditional on the version that was read (optimistic concurrency), so a concurrent
 * change is detected, never overwritten. Reads use Prisma's typed API; the two writes are
 * parameterised raw statements (Prisma.sql binds every value; nothing is spliced into the text).
 * Each write also appends the platform audit-trail event (identity/src/audit) in the same
 * transaction, after the statement, and only when it changed a row.
 */
import type { ScimUserRecord } from './user-resource.ts';
import type { AuditAction, AuditTrail } from '../audit/index.ts';
import { Prisma, type PrismaClient } from '../db.ts';

/** The platform audit-trail action of each SCIM change (the SCIM row keeps its own verb). */
const TRAIL_ACTION: Record<string, AuditAction> = {
  'scim.user.create': 'scim.user.created',
  'scim.user.replace': 'scim.user.replaced',
  'scim.user.patch': 'scim.user.patched',
  'scim.user.delete': 'scim.user.deleted',
};

export interface Tenancy {
  organizationId: string;
  workspaceId: string;
}

export interface AuditEntry {
  id: string;
  action: string;
  actorUserId: string;
  actorClientId: string | null;
  tokenId: string;
  requestId: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  occurredAt: Date;
}

export interface NewUserRow {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  status: string;
  externalId: string | null;
  scimEmails: unknown[];
  provisionedBy: string;
  role: string;
}

/** The SCIM-managed attributes of a user, as written. */
export interface UserState {
  email: string;
  givenName: string;
  familyName: string;
  status: string;
  externalId: string | null;
  scimEmails: unknown[];
}

/** The userName is taken in this workspace (unique (primary_workspace_id, email)). */
export class UserNameTaken extends Error {}
/** The user changed (or vanished) since it was read. */
export class StaleVersion extends Error {}

const SCIM_USER = {
  id: true,
  email: true,
  givenName: true,
  familyName: true,
  status: true,
  externalId: true,
  scimEmails: true,
  scimVersion: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.UserSelect;

/** The columns of ScimUserRecord, as the raw statements return them. */
const RETURNING =
  Prisma.raw(`id, email, given_name AS "givenName", family_name AS "familyName", status, external_id AS "externalId",
  scim_emails AS "scimEmails", scim_version AS "scimVersion", created_at AS "createdAt", updated_at AS "updatedAt"`);

const USER_NAME_KEY = 'users_primary_workspace_id_email_key';

/** SQLSTATE 23505 on the (workspace, email) key of a raw statement (Prisma P2010) is a taken userName. */
function translate(e: unknown): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2010') {
    const cause = (
      e.meta?.driverAdapterError as { cause?: { originalCode?: string; originalMessage?: string } } | undefined
    )?.cause;
    if (cause?.originalCode === '23505' && cause.originalMessage?.includes(USER_NAME_KEY)) throw new UserNameTaken();
  }
  throw e;
}

export class ScimUserRepository {
  constructor(
    private db: PrismaClient,
    private trail: AuditTrail,
  ) {}

  /** The chained event of a SCIM change to `userId` (the actor is the token's subject). */
  private chained(tx: Prisma.TransactionClient, a: AuditEntry, t: Tenancy, userId: string) {
    return this.trail.append(tx, {
      organizationId: t.organizationId,
      workspaceId: t.workspaceId,
      category: 'ADMINISTRATION',
      action: TRAIL_ACTION[a.action],
      outcome: 'SUCCESS',
      actorPrincipal: `user/${a.actorUserId}`,
      resourceOrn: `user/${userId}`,
      correlationKey: a.requestId,
      emitterService: 'identity',
      details: { scimAuditId: a.id, ...(a.actorClientId ? { clientId: a.actorClientId } : {}) },
    });
  }

  byId(id: string, t: Tenancy): Promise<ScimUserRecord | null> {
    return this.db.user.findFirst({
      where: { id, primaryWorkspaceId: t.workspaceId, organizationId: t.organizationId },
      select: SCIM_USER,
    });
  }

  /** Served by the unique index (primary_workspace_id, email). */
  byUserName(userName: string, t: Tenancy): Promise<ScimUserRecord | null> {
    return this.db.user.findFirst({
      where: { email: userName, primaryWorkspaceId: t.workspaceId, organizationId: t.organizationId },
      select: SCIM_USER,
    });
  }

  /** One page in creation order (index (primary_workspace_id, created_at, id)) and the total. */
  async page(t: Tenancy, skip: number, take: number): Promise<{ total: number; users: ScimUserRecord[] }> {
    const where = { primaryWorkspaceId: t.workspaceId, organizationId: t.organizationId };
    const [total, users] = await Promise.all([
      this.db.user.count({ where }),
      take > 0
        ? this.db.user.findMany({
            where,
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            skip,
            take,
            select: SCIM_USER,
          })
        : Promise.resolve([]),
    ]);
    return { total, users };
  }

  /**
   * The user, its membership and the audit row, or none of them. One statement (data-modifying
   * CTEs are atomic): Prisma's nested create plus a batch transaction took six round trips and
   * about 2.7 ms of identity CPU per user, too slow for bulk provisioning (bench/scim-users.ts).
   */
  async create(row: NewUserRow, t: Tenancy, audit: AuditEntry): Promise<ScimUserRecord> {
    const now = audit.occurredAt;
    return this.db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<ScimUserRecord[]>`
        WITH u AS (
          INSERT INTO identity.users (id, organization_id, primary_workspace_id, email, given_name, family_name, password_hash, status,
                                      external_id, scim_emails, scim_version, provisioned_by, created_at, updated_at)
          VALUES (${row.id}, ${t.organizationId}, ${t.workspaceId}, ${row.email}, ${row.givenName}, ${row.familyName}, NULL, ${row.status},
                  ${row.externalId}, ${JSON.stringify(row.scimEmails)}::jsonb, 1, ${row.provisionedBy}, ${now}, ${now})
          RETURNING ${RETURNING}
        ), m AS (
          INSERT INTO identity.memberships (user_id, workspace_id, role, created_at) SELECT id, ${t.workspaceId}, ${row.role}, ${now} FROM u
        ), a AS (
          ${this.auditInsert(audit, t)}
        )
        SELECT * FROM u`.catch(translate);
      await this.chained(tx, audit, t, rows[0].id);
      return rows[0];
    });
  }

  /**
   * Writes the user's SCIM attributes if it is still at `expectedVersion`, bumps the version and
   * appends the audit row, in one statement; StaleVersion when no row matched.
   */
  async update(
    id: string,
    t: Tenancy,
    expectedVersion: number,
    next: UserState,
    audit: AuditEntry,
  ): Promise<ScimUserRecord> {
    return this.db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<ScimUserRecord[]>`
        WITH u AS (
          UPDATE identity.users
             SET email = ${next.email}, given_name = ${next.givenName}, family_name = ${next.familyName}, status = ${next.status},
                 external_id = ${next.externalId}, scim_emails = ${JSON.stringify(next.scimEmails)}::jsonb,
                 scim_version = scim_version + 1, updated_at = ${audit.occurredAt}
           WHERE id = ${id} AND primary_workspace_id = ${t.workspaceId} AND organization_id = ${t.organizationId} AND scim_version = ${expectedVersion}
          RETURNING ${RETURNING}
        ), a AS (
          ${this.auditInsert(audit, t)}
        )
        SELECT * FROM u`.catch(translate);
      if (rows.length === 0) throw new StaleVersion();
      await this.chained(tx, audit, t, id);
      return rows[0];
    });
  }

  /** INSERT of the audit row for the user in CTE `u`, with the version that statement wrote. */
  private auditInsert(a: AuditEntry, t: Tenancy) {
    return Prisma.sql`
        INSERT INTO identity.user_audit_events (id, organization_id, workspace_id, user_id, action, actor_user_id, actor_client_id, token_id,
                                                request_id, version, changes, occurred_at)
        SELECT ${a.id}, ${t.organizationId}, ${t.workspaceId}, u.id, ${a.action}, ${a.actorUserId}, ${a.actorClientId}, ${a.tokenId},
               ${a.requestId}, u."scimVersion", ${JSON.stringify(a.changes)}::jsonb, ${a.occurredAt}
          FROM u`;
  }
}
