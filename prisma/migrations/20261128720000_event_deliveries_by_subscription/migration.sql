-- One subscription's deliveries, newest first (the eventDeliveries query): without it the list
-- reads every delivery of the workspace.
CREATE INDEX "event_deliveries_subscription_id_created_at_idx" ON "events"."event_deliveries"("subscription_id", "created_at");
