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
