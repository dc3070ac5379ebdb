/**
 * audit.webhook_relay: subscribed workspace audit events waiting to be published to the agents
 * subgraph's events API (ADR 011), written by webhook-relay-hook.ts in the append's transaction.
 * Claimed, sent and settled through the shared `SqlOutbox` (@svc/db): several identity replicas
 * never send the same row at once, agents is called with no transaction open, and agents records
 * an event id once.
 */
import { SqlOutbox } from '@svc/db';
import type { PrismaClient } from '../db.ts';

export interface RelayRow {
  id: string;
  organizationId: string;
  workspaceId: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export class WebhookRelayRepository extends SqlOutbox<RelayRow> {
  constructor(prisma: PrismaClient, opts: { leaseMs: number }) {
    super(
      prisma,
      'audit',
      'webhook_relay',
      ['organization_id', 'workspace_id', 'type', 'occurred_at', 'data'],
      (r) => ({
        id: r.id,
        organizationId: r.organization_id as string,
        workspaceId: r.workspace_id as string,
        type: r.type as string,
        occurredAt: r.occurred_at as Date,
        data: (r.data ?? {}) as Record<string, unknown>,
      }),
      opts,
    );
  }
}
