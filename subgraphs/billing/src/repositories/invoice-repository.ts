import { Prisma, type PrismaClient } from '../db.ts';
/**
 * billing.invoices and billing.invoice_line_items. An invoice is written once, with its line
 * items, and finalized in the same transaction; from then on database triggers refuse any change
 * to it or its items (migration 20261124130000_billing).
 */

export interface LineItemRow {
  id: string;
  position: number;
  description: string;
  model: string | null;
  workspaceId: string | null;
  quantity: bigint;
  unitPriceMicrocents: bigint;
  totalMicrocents: bigint;
}

export interface InvoiceRow {
  id: string;
  organizationId: string;
  invoiceNumber: string;
  status: string;
  currency: string;
  planCode: string;
  periodStart: Date;
  periodEnd: Date;
  subtotalMicrocents: bigint;
  discountMicrocents: bigint;
  taxMicrocents: bigint;
  totalMicrocents: bigint;
  dueDate: Date;
  paidAt: Date | null;
  paymentMethodId: string | null;
  finalizedAt: Date | null;
  createdAt: Date;
  lineItems: LineItemRow[];
}

export type NewInvoice = Omit<InvoiceRow, 'createdAt' | 'finalizedAt'>;

export interface InvoiceStore {
  /** Writes and finalizes the invoice unless the organization already has one for that period start. */
  createFinalized(inv: NewInvoice, finalizedAt: Date): Promise<void>;
  /** Newest period first; `after` = the period start of the last invoice of the previous page. */
  page(organizationId: string, first: number, after: Date | null): Promise<InvoiceRow[]>;
  find(organizationId: string, id: string): Promise<InvoiceRow | null>;
  totals(organizationId: string): Promise<{ count: number; totalMicrocents: bigint }>;
  latestPeriodStart(organizationId: string): Promise<Date | null>;
}

const withItems = { lineItems: { orderBy: { position: 'asc' as const } } };

export class InvoiceRepository implements InvoiceStore {
  constructor(private prisma: PrismaClient) {}

  async createFinalized(inv: NewInvoice, finalizedAt: Date) {
    const { lineItems, ...head } = inv;
    try {
      await this.prisma.$transaction(async (tx) => {
        await tx.invoice.create({ data: head });
        await tx.invoiceLineItem.createMany({ data: lineItems.map((l) => ({ ...l, invoiceId: inv.id })) });
        await tx.invoice.update({ where: { id: inv.id }, data: { finalizedAt } });
      });
    } catch (e) {
      // Another replica invoiced the same period first: that invoice stands.
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return;
      throw e;
    }
  }

  page(organizationId: string, first: number, after: Date | null) {
    return this.prisma.invoice.findMany({
      where: { organizationId, finalizedAt: { not: null }, ...(after ? { periodStart: { lt: after } } : {}) },
      orderBy: { periodStart: 'desc' },
      take: first,
      include: withItems,
    });
  }

  find(organizationId: string, id: string) {
    return this.prisma.invoice.findFirst({
      where: { id, organizationId, finalizedAt: { not: null } },
      include: withItems,
    });
  }

  async totals(organizationId: string) {
    const r = await this.prisma.invoice.aggregate({
      where: { organizationId, finalizedAt: { not: null } },
      _count: { _all: true },
      _sum: { totalMicrocents: true },
    });
    return { count: r._count._all, totalMicrocents: r._sum.totalMicrocents ?? 0n };
  }

  async latestPeriodStart(organizationId: string) {
    const r = await this.prisma.invoice.findFirst({
      where: { organizationId },
      orderBy: { periodStart: 'desc' },
      select: { periodStart: true },
    });
    return r?.periodStart ?? null;
  }
}
