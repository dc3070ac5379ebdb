/** identity.refresh_tokens: one row per issued refresh token, only its SHA-256 stored. */
import type { AuditEventInput, AuditRecorder } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';
import type { HotPathSql } from './hot-path-sql.ts';

export interface NewRefreshToken {
  id: string;
  familyId: string;
  tokenHash: string;
  clientId: string;
  userId: string;
  workspaceId: string;
  scope: string;
  expiresAt: Date;
}

/** The successor insert (insertSuccessor): $1 id, $2 token hash, $3 now (ISO), $4 presented hash, $5 client. */
const INSERT_SUCCESSOR = `
  INSERT INTO "identity"."refresh_tokens" ("id", "family_id", "token_hash", "client_id", "user_id", "workspace_id", "scope", "expires_at", "created_at")
  SELECT $1, c."family_id", $2, c."client_id", c."user_id", c."workspace_id", c."scope", c."expires_at", $3::timestamp(3)
  FROM "identity"."refresh_tokens" c
  WHERE c."token_hash" = $4 AND c."client_id" = $5 AND c."spent_at" IS NULL AND c."revoked_at" IS NULL
    AND c."expires_at" > $3::timestamp(3)
    AND NOT EXISTS (SELECT 1 FROM "identity"."token_revocations" r WHERE r."kind" = 'fid' AND r."token_id" = c."family_id")
  RETURNING "family_id", "user_id", "workspace_id", "scope", ("expires_at" AT TIME ZONE 'UTC') AS "expires_at"`;

export class RefreshTokenRepository {
  /** `raw`: the successor insert runs there instead of through Prisma (hot-path-sql.ts). */
  constructor(
    private db: PrismaClient,
    private audit: AuditRecorder,
    private raw: HotPathSql | null = null,
  ) {}

  /**
   * Inserts the token unless its family has been revoked, in one statement (see
   * RevocationService.revokeFamily for the race this closes). False when the family is revoked.
   * `issued` (token.issued) is appended in the same transaction when the token is stored.
   */
  async createInLiveFamily(row: NewRefreshToken, issued: AuditEventInput): Promise<boolean> {
    // Group commit (AuditRecorder.commitWith): the insert runs under its own savepoint in the
    // chain's batch transaction, and token.issued commits with it.
    const { result } = await this.audit.commitWith(issued, async (tx) => {
      // Timestamps are stored as UTC wall time in `timestamp(3)`, as Prisma does; the zone suffix
      // of the ISO string is ignored by the cast.
      const n = await tx.$executeRaw`
      INSERT INTO "identity"."refresh_tokens" ("id", "family_id", "token_hash", "client_id", "user_id", "workspace_id", "scope", "expires_at", "created_at")
      SELECT ${row.id}, ${row.familyId}, ${row.tokenHash}, ${row.clientId}, ${row.userId}, ${row.workspaceId}, ${row.scope},
             ${row.expiresAt.toISOString()}::timestamp(3), ${new Date().toISOString()}::timestamp(3)
      WHERE NOT EXISTS (SELECT 1 FROM "identity"."token_revocations" WHERE "kind" = 'fid' AND "token_id" = ${row.familyId})`;
      return { result: n === 1, event: n === 1 ? issued : null };
    });
    return result;
  }

  /**
   * Stores `successor` in the presented token's family, copying its user, workspace, scope and
   * absolute expiry, but only while the presented token is current for this client and its family
   * is not revoked; one statement, so the happy path of a refresh reads nothing separately.
   * Returns what was copied, or null (then the caller classifies the presented token).
   */
  async insertSuccessor(
    presentedHash: string,
    clientId: string,
    successor: { id: string; tokenHash: string },
    now: Date,
  ) {
    const at = now.toISOString();
    type Row = { family_id: string; user_id: string; workspace_id: string; scope: string; expires_at: Date };
    // expires_at is UTC wall time in a `timestamp(3)`: returned as timestamptz so both drivers read it as UTC.
    const rows = this.raw
      ? (await this.raw.query<Row>(INSERT_SUCCESSOR, [successor.id, successor.tokenHash, at, presentedHash, clientId]))
          .rows
      : await this.db.$queryRawUnsafe<Row[]>(
          INSERT_SUCCESSOR,
          successor.id,
          successor.tokenHash,
          at,
          presentedHash,
          clientId,
        );
    const r = rows[0];
    return r
      ? {
          familyId: r.family_id,
          userId: r.user_id,
          workspaceId: r.workspace_id,
          scope: r.scope,
          expiresAt: r.expires_at,
        }
      : null;
  }

  async deleteById(id: string): Promise<void> {
    await this.db.refreshToken.deleteMany({ where: { id } });
  }

  byHash(tokenHash: string) {
    return this.db.refreshToken.findUnique({ where: { tokenHash } });
  }

  /**
   * Spends a current token atomically: one conditional UPDATE, so of any number of concurrent
   * callers exactly one sees count 1. The client and expiry are part of the condition, so a
   * token presented by another client, or too late, is never spent. `refreshed`
   * (token.refreshed) is appended in the same transaction when this call spent it.
   */
  async spend(tokenHash: string, clientId: string, now: Date, refreshed: AuditEventInput): Promise<boolean> {
    // One raw statement (as insertSuccessor): the refresh hot path spends less in the ORM layer.
    const at = now.toISOString();
    const { result } = await this.audit.commitWith(refreshed, async (tx) => {
      const n = await tx.$executeRaw`
        UPDATE "identity"."refresh_tokens" SET "spent_at" = ${at}::timestamp(3)
        WHERE "token_hash" = ${tokenHash} AND "client_id" = ${clientId} AND "spent_at" IS NULL AND "revoked_at" IS NULL
          AND "expires_at" > ${at}::timestamp(3)`;
      return { result: n === 1, event: n === 1 ? refreshed : null };
    });
    return result;
  }

  async revokeById(id: string, now: Date): Promise<void> {
    await this.db.refreshToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  }

  async revokeFamily(familyId: string, now: Date): Promise<number> {
    const r = await this.db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } });
    return r.count;
  }
}
