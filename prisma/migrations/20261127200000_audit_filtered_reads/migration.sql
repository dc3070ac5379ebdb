-- Filtered reads of the audit trail (issue 13): auditEvents with a category and/or outcome filter
-- pages and counts one (category, outcome) range of one chain at a time (audit-read-repository.ts).

-- CreateIndex
CREATE INDEX "audit_events_chain_key_category_outcome_occurred_at_seq_idx" ON "audit"."audit_events"("chain_key", "category", "outcome", "occurred_at" DESC, "seq" DESC);

-- The filtered totalCount is an index-only scan, which reads the heap for every page the
-- visibility map does not mark all-visible. The table only grows (appends) and loses prefixes
-- (the retention purge), so insert-triggered autovacuum is what sets those bits; its default
-- (20 % of the table) would leave up to a fifth of a large table, the newest events that
-- filtered reads ask for most, unmarked. Vacuum after every 10,000 inserted rows instead: a
-- vacuum of an append-only table visits only the pages not yet all-visible.
ALTER TABLE "audit"."audit_events" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000);

-- The filtered totalCount of a wide range would still count every matching index entry (a
-- category over a million-event chain is 250,000 of them, over 100 ms). So the events of each
-- (chain, category, outcome, UTC day) are counted as they are written: the count of a range is the
-- sum of its whole days' counters plus the index-only count of its two partial edge days.
-- Statement-level triggers keep the counters in the transaction of every write to audit_events
-- (appends, batches, the retention purge, and any other statement, so no writer can leave them
-- stale); each statement's rows are aggregated once from its transition table. The counter rows of
-- a chain are written only by transactions that hold the chain's head lock (every append and
-- purge), so they add no lock wait of their own.

-- CreateTable
CREATE TABLE "audit"."audit_event_day_counts" (
    "chain_key" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "n" BIGINT NOT NULL,

    CONSTRAINT "audit_event_day_counts_pkey" PRIMARY KEY ("chain_key","category","outcome","day")
);

CREATE FUNCTION "audit"."audit_event_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO audit.audit_event_day_counts AS c (chain_key, category, outcome, day, n)
    SELECT chain_key, category, outcome, (occurred_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (chain_key, category, outcome, day) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audit.audit_event_day_counts AS c (chain_key, category, outcome, day, n)
    SELECT chain_key, category, outcome, (occurred_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (chain_key, category, outcome, day) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

-- No write may slip between the backfill and the triggers (a rolling deploy's older writers).
LOCK TABLE "audit"."audit_events" IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER "audit_events_day_counts_insert" AFTER INSERT ON "audit"."audit_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit"."audit_event_day_counts_apply"();
CREATE TRIGGER "audit_events_day_counts_delete" AFTER DELETE ON "audit"."audit_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit"."audit_event_day_counts_apply"();
CREATE TRIGGER "audit_events_day_counts_update" AFTER UPDATE ON "audit"."audit_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit"."audit_event_day_counts_apply"();

INSERT INTO "audit"."audit_event_day_counts" (chain_key, category, outcome, day, n)
SELECT chain_key, category, outcome, (occurred_at AT TIME ZONE 'UTC')::date, count(*) FROM "audit"."audit_events" GROUP BY 1, 2, 3, 4;
