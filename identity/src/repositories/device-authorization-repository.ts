import { Prisma, type PrismaClient } from '../db.ts';
/** identity.device_authorizations (RFC 8628): device codes by SHA-256, user codes in clear. */

export interface NewDeviceAuthorization {
  deviceCodeHash: string;
  userCode: string;
  clientId: string;
  scope: string;
  familyId: string;
  expiresAt: Date;
}

export class DeviceAuthorizationRepository {
  constructor(private db: PrismaClient) {}

  /** Creates the row; false when the user code collides with an existing one (caller retries). */
  async create(row: NewDeviceAuthorization): Promise<boolean> {
    try {
      await this.db.deviceAuthorization.create({ data: row, select: { deviceCodeHash: true } });
      return true;
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return false;
      throw e;
    }
  }

  byDeviceCodeHash(deviceCodeHash: string) {
    return this.db.deviceAuthorization.findUnique({ where: { deviceCodeHash } });
  }

  byUserCode(userCode: string) {
    return this.db.deviceAuthorization.findUnique({ where: { userCode } });
  }

  /** Records the user's decision once, while the request is pending and unexpired. */
  async decide(
    userCode: string,
    now: Date,
    d: { status: 'APPROVED' | 'DENIED'; userId: string; workspaceId: string; grantedScope: string | null },
  ): Promise<boolean> {
    const r = await this.db.deviceAuthorization.updateMany({
      where: { userCode, status: 'PENDING', expiresAt: { gt: now } },
      data: { ...d, decidedAt: now },
    });
    return r.count === 1;
  }

  /** Consumes an approved grant atomically; of concurrent pollers exactly one gets true. */
  async consume(deviceCodeHash: string, clientId: string, now: Date): Promise<boolean> {
    const r = await this.db.deviceAuthorization.updateMany({
      where: { deviceCodeHash, clientId, status: 'APPROVED', expiresAt: { gt: now } },
      data: { status: 'CONSUMED', consumedAt: now },
    });
    return r.count === 1;
  }
}
