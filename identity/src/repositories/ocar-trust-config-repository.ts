/**
 * identity.ocar_trust_configs: one OCAR trust configuration per workspace. Every transition runs
 * in one transaction that locks the workspace's row first, so parallel writers are serialized and
 * the version check, the step-up spend, the write and its audit event commit together or not at
 * all (a stale version or a refused step-up leaves everything as it was, the step-up unspent).
 */
import { AppError } from '@svc/core';
import type { AuditHook } from '../services/governance-audit.ts';
import type { PinnedReceiver, TrustConfigContent } from '../services/ocar/trust-config-change.ts';
import { Prisma, type PrismaClient } from '../db.ts';

export interface OcarTrustConfigRow {
  workspaceId: string;
  organizationId: string;
  version: bigint;
  applied: TrustConfigContent & { cid: string };
  pending: (TrustConfigContent & { cid: string; makerUserId: string; stepUpId: string | null }) | null;
  updatedBy: string;
  updatedAt: Date;
}

/** What a transition writes: the next applied configuration and pending change (null clears it). */
export interface OcarTrustConfigWrite {
  applied: TrustConfigContent & { cid: string };
  pending: (TrustConfigContent & { cid: string; makerUserId: string; stepUpId: string }) | null;
  updatedBy: string;
}

export interface StepUpMatch {
  userId: string;
  workspaceId: string;
  scope: string;
  operationBinding: string;
}

/** The operations a transition may perform inside its transaction. */
export interface OcarTransaction {
  /** Spends the step-up grant `id` if it matches and is unused and unexpired; false otherwise. */
  spendStepUp(id: string, match: StepUpMatch, now: Date): Promise<boolean>;
}

type DbRow = NonNullable<Awaited<ReturnType<PrismaClient['ocarTrustConfig']['findUnique']>>>;

function toRow(r: DbRow): OcarTrustConfigRow {
  return {
    workspaceId: r.workspaceId,
    organizationId: r.organizationId,
    version: r.version,
    applied: { threshold: r.threshold, receivers: r.receivers as unknown as PinnedReceiver[], cid: r.configCid },
    pending:
      r.pendingConfigCid === null
        ? null
        : {
            threshold: r.pendingThreshold ?? 0,
            receivers: (r.pendingReceivers ?? []) as unknown as PinnedReceiver[],
            cid: r.pendingConfigCid,
            makerUserId: r.pendingMakerUserId ?? '',
            stepUpId: r.pendingStepUpId,
          },
    updatedBy: r.updatedBy,
    updatedAt: r.updatedAt,
  };
}

export class OcarTrustConfigRepository {
  constructor(private db: PrismaClient) {}

  async ofWorkspace(workspaceId: string): Promise<OcarTrustConfigRow | null> {
    const r = await this.db.ocarTrustConfig.findUnique({ where: { workspaceId } });
    return r ? toRow(r) : null;
  }

  /**
   * Runs one transition on the workspace's row, locked: `decide` sees the current row (null when
   * none was ever set) and answers what to write, or throws (nothing written). The write raises
   * the version by exactly one (the first write is version 1); `audit(version)` is appended last.
   * Two first writes in parallel: the loser's insert conflicts and it answers SVC-OCAR-7723.
   */
  async transition(
    workspaceId: string,
    organizationId: string,
    decide: (current: OcarTrustConfigRow | null, tx: OcarTransaction) => Promise<OcarTrustConfigWrite>,
    audit: (version: bigint) => AuditHook,
  ): Promise<OcarTrustConfigRow> {
    try {
      return await this.db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1 FROM "identity"."ocar_trust_configs" WHERE "workspace_id" = ${workspaceId} FOR UPDATE`;
          const found = await tx.ocarTrustConfig.findUnique({ where: { workspaceId } });
          const current = found ? toRow(found) : null;
          const w = await decide(current, {
            spendStepUp: async (id, m, now) =>
              (
                await tx.stepUpGrant.updateMany({
                  where: { id, ...m, usedAt: null, expiresAt: { gt: now } },
                  data: { usedAt: now },
                })
              ).count === 1,
          });
          const version = (current?.version ?? 0n) + 1n;
          const data = {
            version,
            threshold: w.applied.threshold,
            receivers: w.applied.receivers as unknown as Prisma.InputJsonValue,
            configCid: w.applied.cid,
            pendingThreshold: w.pending?.threshold ?? null,
            pendingReceivers: w.pending ? (w.pending.receivers as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
            pendingConfigCid: w.pending?.cid ?? null,
            pendingMakerUserId: w.pending?.makerUserId ?? null,
            pendingStepUpId: w.pending?.stepUpId ?? null,
            updatedBy: w.updatedBy,
          };
          const row = current
            ? await tx.ocarTrustConfig.update({ where: { workspaceId, version: current.version }, data })
            : await tx.ocarTrustConfig.create({ data: { workspaceId, organizationId, ...data } });
          await audit(version)(tx);
          return toRow(row);
        },
        { timeout: 20_000, maxWait: 20_000 },
      );
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
        throw new AppError('SVC-OCAR-7723', 'the trust configuration was set concurrently');
      throw e;
    }
  }
}
