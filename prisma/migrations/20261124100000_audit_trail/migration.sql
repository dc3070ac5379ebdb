-- The platform's audit trail (identity/src/audit): signed, hash-chained events per tenant chain.

-- CreateTable
CREATE TABLE "audit"."audit_events" (
    "id" TEXT NOT NULL,
    "chain_key" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "category" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "actor_principal" TEXT NOT NULL,
    "resource_orn" TEXT NOT NULL,
    "is_system" BOOLEAN NOT NULL,
    "correlation_key" TEXT NOT NULL,
    "correlation_id" TEXT NOT NULL,
    "emitter_service" TEXT NOT NULL,
    "details" JSONB,
    "prev_hash" TEXT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "key_id" TEXT NOT NULL,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit"."audit_chain_heads" (
    "chain_key" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT,
    "next_seq" BIGINT NOT NULL,
    "last_hash" TEXT NOT NULL,
    "last_occurred_at" TIMESTAMPTZ(3),

    CONSTRAINT "audit_chain_heads_pkey" PRIMARY KEY ("chain_key")
);

-- CreateTable
CREATE TABLE "audit"."audit_signing_keys" (
    "key_id" TEXT NOT NULL,
    "public_key_hex" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_signing_keys_pkey" PRIMARY KEY ("key_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "audit_events_chain_key_seq_key" ON "audit"."audit_events"("chain_key", "seq");

-- CreateIndex
CREATE INDEX "audit_events_organization_id_occurred_at_seq_idx" ON "audit"."audit_events"("organization_id", "occurred_at" DESC, "seq" DESC);
