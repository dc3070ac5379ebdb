/**
 * identity.mfa_enrollments, identity.mfa_backup_codes and identity.step_up_grants. The security
 * changes (an enrollment confirmed, a second factor accepted, a step-up granted, a step-up spent)
 * append their audit event in the same transaction; a write that changes nothing records nothing.
 */
import type { AuditEventInput, AuditTrail } from '../audit/index.ts';
import type { PrismaClient } from '../db.ts';

export class MfaRepository {
  constructor(
    private db: PrismaClient,
    private audit: AuditTrail,
  ) {}

  enrollment(userId: string) {
    return this.db.mfaEnrollment.findUnique({ where: { userId } });
  }

  /** Replaces a pending enrollment (secret and backup codes) in one transaction; never an active one. */
  async startEnrollment(userId: string, secretCiphertext: string, backupCodeHashes: string[]): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const current = await tx.mfaEnrollment.findUnique({ where: { userId }, select: { status: true } });
      if (current?.status === 'ACTIVE') return false;
      await tx.mfaEnrollment.upsert({
        where: { userId },
        create: { userId, secretCiphertext, status: 'PENDING' },
        update: { secretCiphertext, status: 'PENDING', lastUsedStep: null, createdAt: new Date(), confirmedAt: null },
      });
      await tx.mfaBackupCode.deleteMany({ where: { userId } });
      await tx.mfaBackupCode.createMany({ data: backupCodeHashes.map((codeHash) => ({ userId, codeHash })) });
      return true;
    });
  }

  /** PENDING → ACTIVE with the step that confirmed it; false when no pending enrollment is left. */
  async activate(userId: string, step: number, now: Date, enrolled: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.mfaEnrollment.updateMany({
        where: { userId, status: 'PENDING' },
        data: { status: 'ACTIVE', confirmedAt: now, lastUsedStep: step },
      });
      if (r.count === 1) await this.audit.append(tx, enrolled);
      return r.count === 1;
    });
  }

  /**
   * Accepts a TOTP step only if it is later than the last accepted one (one statement: no replay
   * race), with `verified` (auth.mfa.verified) in its transaction when accepted.
   */
  async useStep(userId: string, step: number, verified: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.mfaEnrollment.updateMany({
        where: { userId, status: 'ACTIVE', OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
        data: { lastUsedStep: step },
      });
      if (r.count === 1) await this.audit.append(tx, verified);
      return r.count === 1;
    });
  }

  /** Spends an unused backup code, with `verified` in its transaction when spent. */
  async useBackupCode(userId: string, codeHash: string, now: Date, verified: AuditEventInput): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.mfaBackupCode.updateMany({ where: { userId, codeHash, usedAt: null }, data: { usedAt: now } });
      if (r.count === 1) await this.audit.append(tx, verified);
      return r.count === 1;
    });
  }

  createStepUp(
    g: { id: string; userId: string; workspaceId: string; scope: string; operationBinding: string; expiresAt: Date },
    issued: AuditEventInput,
  ) {
    return this.db.$transaction(async (tx) => {
      const row = await tx.stepUpGrant.create({ data: g });
      await this.audit.append(tx, issued);
      return row;
    });
  }

  /** A step-up grant by id (why a spend was refused); never its handle, which is not stored. */
  stepUpGrant(id: string) {
    return this.db.stepUpGrant.findUnique({
      where: { id },
      select: { userId: true, workspaceId: true, scope: true, operationBinding: true, usedAt: true, expiresAt: true },
    });
  }

  /** Spends a step-up grant that matches every binding; false otherwise (one conditional update). */
  async consumeStepUp(
    id: string,
    m: { userId: string; workspaceId: string; scope: string; operationBinding: string },
    now: Date,
    used: AuditEventInput,
  ): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const r = await tx.stepUpGrant.updateMany({
        where: { id, ...m, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (r.count === 1) await this.audit.append(tx, used);
      return r.count === 1;
    });
  }
}
