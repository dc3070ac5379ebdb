-- Data-subject requests (issue 13, identity/src/compliance/README.md): one row per request a
-- workspace received, its proofing record, and what fulfilled it (a subject access bundle's
-- manifest hash, or an erasure's signed fulfilment record). Erasure itself rewrites identity's
-- personal columns in place and never touches audit.audit_events.

-- CreateTable
CREATE TABLE "audit"."dsar_requests" (
    "dsar_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "subject_ref" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "ccpa_do_not_sell" BOOLEAN NOT NULL DEFAULT false,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by" TEXT NOT NULL,
    "verification_method" TEXT,
    "verified_at" TIMESTAMPTZ(3),
    "verified_by" TEXT,
    "fulfilled_at" TIMESTAMPTZ(3),
    "artifact_cid" TEXT,
    "fulfilment" JSONB,

    CONSTRAINT "dsar_requests_pkey" PRIMARY KEY ("dsar_id")
);

-- CreateIndex
CREATE INDEX "dsar_requests_workspace_id_received_at_dsar_id_idx" ON "audit"."dsar_requests"("workspace_id", "received_at" DESC, "dsar_id" DESC);

-- CreateIndex
CREATE INDEX "dsar_requests_workspace_id_subject_ref_idx" ON "audit"."dsar_requests"("workspace_id", "subject_ref");
