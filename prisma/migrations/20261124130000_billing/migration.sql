-- Billing from the platform's own records (issue 16).
--
-- 1. usage_records gains latency_ms (the inference service's measured latency; null for streams
--    and for rows written before this migration) and an index by API key (API-key budgets).
-- 2. usage_daily_rollups: one row per (organization, workspace, UTC day, provider, model), kept
--    exact on every write to usage_records by a trigger (insert, update and delete), and backfilled
--    here from the rows that already exist. Reports read whole days from it and only the partial
--    days at a window's edges from usage_records, so a year of data is a few thousand rows.
--    org_id and provider are '' for legacy rows that have none (a primary key cannot hold null).
-- 3. subscriptions, invoices and invoice_line_items: state the platform owns. A finalized invoice
--    (finalized_at set) and its line items are immutable: triggers refuse any change.
-- 4. budgets: a ceiling per organization, workspace, provider or API key.

-- AlterTable
ALTER TABLE "billing"."usage_records" ADD COLUMN "latency_ms" INTEGER;

-- CreateIndex (spend of an API-key budget)
CREATE INDEX "usage_records_api_key_id_occurred_at_idx" ON "billing"."usage_records"("api_key_id", "occurred_at");

-- CreateTable
CREATE TABLE "billing"."usage_daily_rollups" (
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "priced_requests" BIGINT NOT NULL DEFAULT 0,
    "input_tokens" BIGINT NOT NULL DEFAULT 0,
    "output_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_microcents" BIGINT NOT NULL DEFAULT 0,
    "latency_count" BIGINT NOT NULL DEFAULT 0,
    "latency_ms_sum" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_rollups_pkey" PRIMARY KEY ("org_id","workspace_id","day","provider","model")
) WITH (fillfactor = 70);
-- Every usage row updates one rollup row's counters (no indexed column changes): free space on
-- each page lets PostgreSQL make those updates heap-only (HOT), so indexes do not bloat.

-- CreateIndex
CREATE INDEX "usage_daily_rollups_org_id_day_idx" ON "billing"."usage_daily_rollups"("org_id", "day");

CREATE FUNCTION "billing"."usage_rollup_apply"(r "billing"."usage_records", sign INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing"."usage_daily_rollups" AS u
    ("org_id", "workspace_id", "day", "provider", "model", "requests", "priced_requests", "input_tokens", "output_tokens", "cost_microcents", "latency_count", "latency_ms_sum")
  VALUES (
    COALESCE(r."org_id", ''), r."workspace_id", r."occurred_at"::date, COALESCE(r."provider", ''), r."model",
    sign, CASE WHEN r."cost_microcents" IS NULL THEN 0 ELSE sign END,
    sign * r."input_tokens"::bigint, sign * r."output_tokens"::bigint, sign * COALESCE(r."cost_microcents", 0),
    CASE WHEN r."latency_ms" IS NULL THEN 0 ELSE sign END, sign * COALESCE(r."latency_ms", 0)::bigint)
  ON CONFLICT ("org_id", "workspace_id", "day", "provider", "model") DO UPDATE SET
    "requests" = u."requests" + EXCLUDED."requests",
    "priced_requests" = u."priced_requests" + EXCLUDED."priced_requests",
    "input_tokens" = u."input_tokens" + EXCLUDED."input_tokens",
    "output_tokens" = u."output_tokens" + EXCLUDED."output_tokens",
    "cost_microcents" = u."cost_microcents" + EXCLUDED."cost_microcents",
    "latency_count" = u."latency_count" + EXCLUDED."latency_count",
    "latency_ms_sum" = u."latency_ms_sum" + EXCLUDED."latency_ms_sum";
END $$;

CREATE FUNCTION "billing"."usage_rollup_trigger"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "billing"."usage_rollup_apply"(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "billing"."usage_rollup_apply"(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "usage_records_rollup" AFTER INSERT OR UPDATE OR DELETE ON "billing"."usage_records"
  FOR EACH ROW EXECUTE FUNCTION "billing"."usage_rollup_trigger"();

-- Backfill from the rows written before this migration.
INSERT INTO "billing"."usage_daily_rollups"
  ("org_id", "workspace_id", "day", "provider", "model", "requests", "priced_requests", "input_tokens", "output_tokens", "cost_microcents", "latency_count", "latency_ms_sum")
SELECT COALESCE("org_id", ''), "workspace_id", "occurred_at"::date, COALESCE("provider", ''), "model",
  count(*), count("cost_microcents"), sum("input_tokens"), sum("output_tokens"), COALESCE(sum("cost_microcents"), 0), count("latency_ms"), COALESCE(sum("latency_ms"), 0)
FROM "billing"."usage_records"
GROUP BY 1, 2, 3, 4, 5;

-- CreateTable
CREATE TABLE "billing"."subscriptions" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "plan_code" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "current_period_start" TIMESTAMP(3) NOT NULL,
    "current_period_end" TIMESTAMP(3) NOT NULL,
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "canceled_at" TIMESTAMP(3),
    "cancellation_reason" TEXT,
    "trial_start" TIMESTAMP(3),
    "trial_end" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_organization_id_key" ON "billing"."subscriptions"("organization_id");

-- CreateTable
CREATE TABLE "billing"."invoices" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "invoice_number" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "plan_code" TEXT NOT NULL,
    "period_start" TIMESTAMP(3) NOT NULL,
    "period_end" TIMESTAMP(3) NOT NULL,
    "subtotal_microcents" BIGINT NOT NULL,
    "discount_microcents" BIGINT NOT NULL DEFAULT 0,
    "tax_microcents" BIGINT NOT NULL DEFAULT 0,
    "total_microcents" BIGINT NOT NULL,
    "due_date" TIMESTAMP(3) NOT NULL,
    "paid_at" TIMESTAMP(3),
    "payment_method_id" TEXT,
    "finalized_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_invoice_number_key" ON "billing"."invoices"("invoice_number");
CREATE UNIQUE INDEX "invoices_organization_id_period_start_key" ON "billing"."invoices"("organization_id", "period_start");

-- CreateTable
CREATE TABLE "billing"."invoice_line_items" (
    "id" TEXT NOT NULL,
    "invoice_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "model" TEXT,
    "workspace_id" TEXT,
    "quantity" BIGINT NOT NULL,
    "unit_price_microcents" BIGINT NOT NULL,
    "total_microcents" BIGINT NOT NULL,

    CONSTRAINT "invoice_line_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invoice_line_items_invoice_id_idx" ON "billing"."invoice_line_items"("invoice_id");

-- AddForeignKey
ALTER TABLE "billing"."invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "billing"."invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE FUNCTION "billing"."invoice_immutable"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'invoices' THEN
    IF OLD."finalized_at" IS NOT NULL THEN RAISE EXCEPTION 'invoice % is finalized and immutable', OLD."id" USING ERRCODE = 'P0001'; END IF;
  ELSIF EXISTS (SELECT 1 FROM "billing"."invoices" i WHERE i."id" = COALESCE(NEW."invoice_id", OLD."invoice_id") AND i."finalized_at" IS NOT NULL) THEN
    RAISE EXCEPTION 'invoice % is finalized and immutable', COALESCE(NEW."invoice_id", OLD."invoice_id") USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "billing"."invoices"
  FOR EACH ROW EXECUTE FUNCTION "billing"."invoice_immutable"();
CREATE TRIGGER "invoice_line_items_immutable" BEFORE INSERT OR UPDATE OR DELETE ON "billing"."invoice_line_items"
  FOR EACH ROW EXECUTE FUNCTION "billing"."invoice_immutable"();

-- CreateTable
CREATE TABLE "billing"."budgets" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "scope_type" TEXT NOT NULL,
    "scope_id" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "ceiling_cents" BIGINT NOT NULL,
    "alert_threshold_pcts" INTEGER[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "budgets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "budgets_organization_id_idx" ON "billing"."budgets"("organization_id");
