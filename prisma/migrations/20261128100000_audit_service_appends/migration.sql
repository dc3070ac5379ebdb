-- Audit appends on behalf of other services (docs/adr/007-service-audit-appends.md): one row per
-- idempotency key a service appended, written in the transaction of the append, so a retried key
-- appends nothing (INSERT … ON CONFLICT DO NOTHING waits for a concurrent insert of the same key).

-- CreateTable
CREATE TABLE "audit"."audit_service_appends" (
    "chain_key" TEXT NOT NULL,
    "emitter_service" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_service_appends_pkey" PRIMARY KEY ("chain_key","emitter_service","idempotency_key")
);
