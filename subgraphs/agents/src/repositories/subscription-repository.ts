import type { Prisma, PrismaClient } from '../db.ts';
/** events.event_subscriptions and their signing secrets, always within one workspace. */

/** Appends the change's audit event inside the change's transaction (the audit trail's rule: last). */
export type AuditStep = (tx: Prisma.TransactionClient) => Promise<unknown>;

export interface SubscriptionRow {
  id: string;
  orgId: string;
  workspaceId: string;
  destinationUrl: string;
  eventTypes: string[];
  transport: string;
  enabled: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const live = (workspaceId: string, id?: string) => ({ workspaceId, deletedAt: null, ...(id ? { id } : {}) });

export class SubscriptionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  list(workspaceId: string): Promise<SubscriptionRow[]> {
    return this.prisma.eventSubscription.findMany({ where: live(workspaceId), orderBy: { createdAt: 'asc' } });
  }

  find(workspaceId: string, id: string): Promise<SubscriptionRow | null> {
    return this.prisma.eventSubscription.findFirst({ where: live(workspaceId, id) });
  }

  /** Creates the subscription and its first secret together. */
  async create(
    row: Omit<SubscriptionRow, 'createdAt' | 'updatedAt'>,
    secret: { id: string; sealed: string },
    audit?: AuditStep,
  ): Promise<SubscriptionRow> {
    const now = new Date();
    return this.prisma.$transaction(async (tx) => {
      const created = await tx.eventSubscription.create({ data: { ...row, createdAt: now, updatedAt: now } });
      await tx.eventSigningSecret.create({
        data: { id: secret.id, subscriptionId: row.id, secretCiphertext: secret.sealed, createdAt: now },
      });
      await audit?.(tx);
      return created;
    });
  }

  async update(
    workspaceId: string,
    id: string,
    patch: Partial<Pick<SubscriptionRow, 'destinationUrl' | 'eventTypes' | 'transport' | 'enabled'>>,
    audit?: AuditStep,
  ): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.eventSubscription.updateMany({
        where: live(workspaceId, id),
        data: { ...patch, updatedAt: new Date() },
      });
      if (count !== 1) return null;
      const updated = await tx.eventSubscription.findFirst({ where: live(workspaceId, id) });
      await audit?.(tx);
      return updated;
    });
  }

  /**
   * Runs `work` in one transaction with the audit step while the subscription is live in the
   * workspace; null (nothing run) when it is not.
   */
  async whileLive<T>(
    workspaceId: string,
    id: string,
    work: (tx: Prisma.TransactionClient) => Promise<T>,
    audit?: AuditStep,
  ): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.eventSubscription.findFirst({ where: live(workspaceId, id), select: { id: true } }))) return null;
      const done = await work(tx);
      await audit?.(tx);
      return done;
    });
  }

  async softDelete(workspaceId: string, id: string, audit?: AuditStep): Promise<boolean> {
    const now = new Date();
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.eventSubscription.updateMany({
        where: live(workspaceId, id),
        data: { deletedAt: now, enabled: false, updatedAt: now },
      });
      if (count === 1) await audit?.(tx);
      return count === 1;
    });
  }

  /**
   * Marks the current secret shown and returns it sealed: once only (an atomic update of
   * `revealed_at IS NULL`). null: no such subscription; 'shown': already shown.
   */
  async revealCurrentSecret(
    workspaceId: string,
    id: string,
    audit?: AuditStep,
  ): Promise<{ sealed: string } | 'shown' | null> {
    return this.prisma.$transaction(async (tx) => {
      const sub = await tx.eventSubscription.findFirst({ where: live(workspaceId, id) });
      if (!sub) return null;
      const current = await tx.eventSigningSecret.findFirst({
        where: { subscriptionId: id, expiresAt: null },
        orderBy: { createdAt: 'desc' },
      });
      if (!current) return 'shown';
      const { count } = await tx.eventSigningSecret.updateMany({
        where: { id: current.id, revealedAt: null },
        data: { revealedAt: new Date() },
      });
      if (count !== 1) return 'shown';
      await audit?.(tx);
      return { sealed: current.secretCiphertext };
    });
  }

  /** Adds a new current secret (shown in the answer); the previous current ones keep signing until `overlapUntil`. */
  async rotateSecret(
    workspaceId: string,
    id: string,
    secret: { id: string; sealed: string },
    overlapUntil: Date,
    audit?: AuditStep,
  ): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const sub = await tx.eventSubscription.findFirst({ where: live(workspaceId, id) });
      if (!sub) return null;
      const now = new Date();
      await tx.eventSigningSecret.updateMany({
        where: { subscriptionId: id, expiresAt: null },
        data: { expiresAt: overlapUntil },
      });
      await tx.eventSigningSecret.create({
        data: { id: secret.id, subscriptionId: id, secretCiphertext: secret.sealed, createdAt: now, revealedAt: now },
      });
      const updated = await tx.eventSubscription.update({ where: { id }, data: { updatedAt: now } });
      await audit?.(tx);
      return updated;
    });
  }
}
