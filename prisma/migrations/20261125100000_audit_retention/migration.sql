-- Retention of the audit trail (issue 13, identity/src/audit/README.md "Retention"): litigation
-- holds over a range of one tenant chain, and the signed checkpoints a retention purge records at
-- each cut so a chain that no longer starts at genesis still verifies.

-- CreateTable
CREATE TABLE "audit"."audit_litigation_holds" (
    "hold_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT,
    "chain_key" TEXT NOT NULL,
    "case_ref" TEXT NOT NULL,
    "from_seq" BIGINT NOT NULL,
    "to_seq" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "placed_at" TIMESTAMPTZ(3) NOT NULL,
    "placed_by" TEXT NOT NULL,
    "released_at" TIMESTAMPTZ(3),
    "released_by" TEXT,

    CONSTRAINT "audit_litigation_holds_pkey" PRIMARY KEY ("hold_id")
);

-- CreateTable
CREATE TABLE "audit"."audit_chain_checkpoints" (
    "chain_key" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "purged_at" TIMESTAMPTZ(3) NOT NULL,
    "events_purged" BIGINT NOT NULL,
    "key_id" TEXT NOT NULL,
    "signature" TEXT NOT NULL,

    CONSTRAINT "audit_chain_checkpoints_pkey" PRIMARY KEY ("chain_key","seq")
);

-- CreateIndex
CREATE INDEX "audit_litigation_holds_chain_key_status_idx" ON "audit"."audit_litigation_holds"("chain_key", "status");

-- CreateIndex
CREATE INDEX "audit_litigation_holds_organization_id_placed_at_idx" ON "audit"."audit_litigation_holds"("organization_id", "placed_at" DESC);
