-- Cache savings from recorded data (issue 16).
--
-- 1. usage_records gains cached_input_tokens (the part of input_tokens the provider served from
--    its prompt cache: OpenAI-style usage.prompt_tokens_details.cached_tokens, streamed or not)
--    and cache_saved_microcents (what the cache saved on this request at the configured prices:
--    the cost at the full input price minus the cost billed). Rows written before this migration
--    have both NULL: nothing was recorded, which is not "no cache hit". A row with cached tokens
--    whose saving cannot be stated (no cache-read or input price) has cache_saved_microcents NULL.
-- 2. usage_daily_rollups counts them per day: cached_input_tokens, cache_events (rows with cached
--    tokens), cache_saved_microcents (over the rows whose saving is known) and
--    cache_unknown_requests (rows whose saving is not known: not recorded, or unpriced), so a
--    report knows when a window's savings cannot be stated.

-- AlterTable
ALTER TABLE "billing"."usage_records" ADD COLUMN "cached_input_tokens" INTEGER,
ADD COLUMN "cache_saved_microcents" BIGINT;

-- AlterTable
ALTER TABLE "billing"."usage_daily_rollups" ADD COLUMN "cached_input_tokens" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN "cache_events" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN "cache_saved_microcents" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN "cache_unknown_requests" BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "billing"."usage_rollup_apply"(r "billing"."usage_records", sign INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  unknown BOOLEAN := r."cached_input_tokens" IS NULL OR (r."cached_input_tokens" > 0 AND r."cache_saved_microcents" IS NULL);
BEGIN
  INSERT INTO "billing"."usage_daily_rollups" AS u
    ("org_id", "workspace_id", "day", "provider", "model", "requests", "priced_requests", "input_tokens", "output_tokens", "cost_microcents", "latency_count", "latency_ms_sum",
     "cached_input_tokens", "cache_events", "cache_saved_microcents", "cache_unknown_requests")
  VALUES (
    COALESCE(r."org_id", ''), r."workspace_id", r."occurred_at"::date, COALESCE(r."provider", ''), r."model",
    sign, CASE WHEN r."cost_microcents" IS NULL THEN 0 ELSE sign END,
    sign * r."input_tokens"::bigint, sign * r."output_tokens"::bigint, sign * COALESCE(r."cost_microcents", 0),
    CASE WHEN r."latency_ms" IS NULL THEN 0 ELSE sign END, sign * COALESCE(r."latency_ms", 0)::bigint,
    sign * COALESCE(r."cached_input_tokens", 0)::bigint, CASE WHEN COALESCE(r."cached_input_tokens", 0) > 0 THEN sign ELSE 0 END,
    sign * COALESCE(r."cache_saved_microcents", 0), CASE WHEN unknown THEN sign ELSE 0 END)
  ON CONFLICT ("org_id", "workspace_id", "day", "provider", "model") DO UPDATE SET
    "requests" = u."requests" + EXCLUDED."requests",
    "priced_requests" = u."priced_requests" + EXCLUDED."priced_requests",
    "input_tokens" = u."input_tokens" + EXCLUDED."input_tokens",
    "output_tokens" = u."output_tokens" + EXCLUDED."output_tokens",
    "cost_microcents" = u."cost_microcents" + EXCLUDED."cost_microcents",
    "latency_count" = u."latency_count" + EXCLUDED."latency_count",
    "latency_ms_sum" = u."latency_ms_sum" + EXCLUDED."latency_ms_sum",
    "cached_input_tokens" = u."cached_input_tokens" + EXCLUDED."cached_input_tokens",
    "cache_events" = u."cache_events" + EXCLUDED."cache_events",
    "cache_saved_microcents" = u."cache_saved_microcents" + EXCLUDED."cache_saved_microcents",
    "cache_unknown_requests" = u."cache_unknown_requests" + EXCLUDED."cache_unknown_requests";
END $$;

-- Backfill: every row written before this migration is one whose cache data was not recorded.
UPDATE "billing"."usage_daily_rollups" SET "cache_unknown_requests" = "requests";
