-- Identity's audit→webhook relay (docs/adr/011-events-are-published-to-their-owner.md): a subscribed
-- workspace audit event is written here in the append's transaction; a relay publishes pending
-- rows to the agents subgraph's events API (PublishEvents) and deletes them once taken. `id` is
-- the audit event's id, also the event id agents dedupes on.

-- CreateTable
CREATE TABLE "audit"."webhook_relay" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,

    CONSTRAINT "webhook_relay_pkey" PRIMARY KEY ("id")
);

-- CreateIndex (the relay's claim: due rows, oldest first)
CREATE INDEX "webhook_relay_next_attempt_at_created_at_idx" ON "audit"."webhook_relay"("next_attempt_at", "created_at");
