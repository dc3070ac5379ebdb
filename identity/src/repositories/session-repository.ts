import type { PrismaClient } from '../db.ts';
/**
 * Sessions as the Console lists them: a user's live refresh-token families (one per sign-in).
 * A family is live while it has a current (unspent, unrevoked, unexpired) refresh token and no
 * family revocation; its start is its first token, its last activity its newest (every refresh
 * rotates the token).
 */

export interface SessionRow {
  family_id: string;
  created_at: Date;
  last_active_at: Date;
  expires_at: Date;
  total: bigint;
}

export class SessionRepository {
  constructor(private db: PrismaClient) {}

  async liveFamilies(
    userId: string,
    workspaceIds: string[],
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ rows: SessionRow[]; total: number }> {
    const at = now.toISOString();
    const rows = await this.db.$queryRaw<SessionRow[]>`
      WITH live AS (
        SELECT DISTINCT c."family_id" FROM "identity"."refresh_tokens" c
        WHERE c."user_id" = ${userId} AND c."workspace_id" = ANY(${workspaceIds}::text[])
          AND c."spent_at" IS NULL AND c."revoked_at" IS NULL AND c."expires_at" > ${at}::timestamp(3)
          AND NOT EXISTS (SELECT 1 FROM "identity"."token_revocations" r WHERE r."kind" = 'fid' AND r."token_id" = c."family_id")
      )
      SELECT t."family_id", MIN(t."created_at") AS created_at, MAX(t."created_at") AS last_active_at, MAX(t."expires_at") AS expires_at,
             COUNT(*) OVER () AS total
      FROM "identity"."refresh_tokens" t JOIN live USING ("family_id")
      GROUP BY t."family_id"
      ORDER BY MAX(t."created_at") DESC, t."family_id"
      LIMIT ${limit} OFFSET ${offset}`;
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && offset > 0) total = (await this.liveFamilies(userId, workspaceIds, now, 0, 1)).total;
    return { rows, total };
  }

  /** Whether the family belongs to the user (in one of the workspaces). */
  async ownsFamily(userId: string, workspaceIds: string[], familyId: string): Promise<boolean> {
    const n = await this.db.refreshToken.count({ where: { familyId, userId, workspaceId: { in: workspaceIds } } });
    return n > 0;
  }
}
