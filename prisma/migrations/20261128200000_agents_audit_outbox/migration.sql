-- The agents subgraph's audit outbox (docs/adr/007-service-audit-appends.md): each audited change
-- of event subscriptions, deliveries and private endpoints writes its event here in its own
-- transaction; a relay hands pending rows to identity's AppendServiceEvents and deletes them once
-- appended. `id` is also the idempotency key identity dedupes on. Read and written with raw SQL
-- by subgraphs/agents/src/events/audit-outbox.ts (no Prisma model).

-- CreateTable
CREATE TABLE "events"."audit_outbox" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor_principal" TEXT NOT NULL,
    "resource_orn" TEXT NOT NULL,
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,

    CONSTRAINT "audit_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex (the relay's claim: due rows, oldest first)
CREATE INDEX "audit_outbox_next_attempt_at_created_at_idx" ON "events"."audit_outbox"("next_attempt_at", "created_at");
