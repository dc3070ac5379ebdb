import type { PrismaClient } from '../db.ts';
/** identity.authorization_codes: single-use codes, stored by SHA-256. */

export interface NewAuthorizationCode {
  codeHash: string;
  clientId: string;
  userId: string;
  workspaceId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  familyId: string;
  expiresAt: Date;
  /** OpenID Connect requests only: the OIDC scopes, nonce and when the user authenticated. */
  oidcScope?: string | null;
  nonce?: string | null;
  authTime?: Date | null;
}

export class AuthorizationCodeRepository {
  constructor(private db: PrismaClient) {}

  create(row: NewAuthorizationCode) {
    return this.db.authorizationCode.create({ data: row, select: { codeHash: true } });
  }

  byHash(codeHash: string) {
    return this.db.authorizationCode.findUnique({ where: { codeHash } });
  }

  /** Consumes a code atomically; of concurrent redeemers exactly one gets true. */
  async consume(codeHash: string, clientId: string, now: Date): Promise<boolean> {
    const r = await this.db.authorizationCode.updateMany({
      where: { codeHash, clientId, consumedAt: null, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    return r.count === 1;
  }
}
