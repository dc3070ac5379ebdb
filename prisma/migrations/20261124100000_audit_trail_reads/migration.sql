-- Reads of the audit trail (second folder of this branch: the first was already merged by other
-- branches, and the runner refuses an applied migration whose file changed).
-- auditEvents pages one tenant chain by (occurred_at DESC, seq DESC).

-- CreateIndex
CREATE INDEX "audit_events_chain_key_occurred_at_seq_idx" ON "audit"."audit_events"("chain_key", "occurred_at" DESC, "seq" DESC);
