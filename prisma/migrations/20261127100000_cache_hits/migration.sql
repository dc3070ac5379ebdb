-- Cache hits per model from recorded data (issue 16): usageReport.byModel.cacheHits.
--
-- usage_daily_rollups already counts cache_events (rows with cached input tokens > 0: a cache
-- hit). What it lacks is whether that count is complete: cache_unknown_requests also counts rows
-- that did record their cache data but whose saving is unpriced. cache_unrecorded_requests counts
-- only the rows with no cache data at all (cached_input_tokens NULL: written before
-- 20261126160000_cache_savings, or usage estimated), so a report knows when its hit counts are
-- complete.

-- AlterTable
ALTER TABLE "billing"."usage_daily_rollups" ADD COLUMN "cache_unrecorded_requests" BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "billing"."usage_rollup_apply"(r "billing"."usage_records", sign INTEGER) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  unknown BOOLEAN := r."cached_input_tokens" IS NULL OR (r."cached_input_tokens" > 0 AND r."cache_saved_microcents" IS NULL);
BEGIN
  INSERT INTO "billing"."usage_daily_rollups" AS u
    ("org_id", "workspace_id", "day", "provider", "model", "requests", "priced_requests", "input_tokens", "output_tokens", "cost_microcents", "latency_count", "latency_ms_sum",
     "cached_input_tokens", "cache_events", "cache_saved_microcents", "cache_unknown_requests", "cache_unrecorded_requests")
  VALUES (
    COALESCE(r."org_id", ''), r."workspace_id", r."occurred_at"::date, COALESCE(r."provider", ''), r."model",
    sign, CASE WHEN r."cost_microcents" IS NULL THEN 0 ELSE sign END,
    sign * r."input_tokens"::bigint, sign * r."output_tokens"::bigint, sign * COALESCE(r."cost_microcents", 0),
    CASE WHEN r."latency_ms" IS NULL THEN 0 ELSE sign END, sign * COALESCE(r."latency_ms", 0)::bigint,
    sign * COALESCE(r."cached_input_tokens", 0)::bigint, CASE WHEN COALESCE(r."cached_input_tokens", 0) > 0 THEN sign ELSE 0 END,
    sign * COALESCE(r."cache_saved_microcents", 0), CASE WHEN unknown THEN sign ELSE 0 END,
    CASE WHEN r."cached_input_tokens" IS NULL THEN sign ELSE 0 END)
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
    "cache_unknown_requests" = u."cache_unknown_requests" + EXCLUDED."cache_unknown_requests",
    "cache_unrecorded_requests" = u."cache_unrecorded_requests" + EXCLUDED."cache_unrecorded_requests";
END $$;

-- Backfill from the rows themselves: the trigger keeps every rollup equal to its rows (inserts,
-- updates and deletes alike), so counting the rows gives each rollup's figure exactly.
UPDATE "billing"."usage_daily_rollups" AS u SET "cache_unrecorded_requests" = s."n"
FROM (
  SELECT COALESCE("org_id", '') AS "org_id", "workspace_id", "occurred_at"::date AS "day", COALESCE("provider", '') AS "provider", "model", count(*) AS "n"
  FROM "billing"."usage_records"
  WHERE "cached_input_tokens" IS NULL
  GROUP BY 1, 2, 3, 4, 5
) AS s
WHERE u."org_id" = s."org_id" AND u."workspace_id" = s."workspace_id" AND u."day" = s."day" AND u."provider" = s."provider" AND u."model" = s."model";
