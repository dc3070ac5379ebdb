-- TRANSITIONAL (ADR 008, "Transitional cross-owner access"): every grant on another owner's data
-- that a service still needs until its access moves behind the owner's gRPC API or events. The
-- same accesses are the `borrows` of prisma/clients.mjs. Once the code no longer needs one, a
-- follow-up migration revokes it; do not add to this file (it is applied history).

-- inference: budgets and usage (billing's, until billing's gRPC) ...
GRANT USAGE ON SCHEMA "billing" TO svc_inference;
GRANT SELECT ON "billing"."budgets" TO svc_inference;
GRANT SELECT, INSERT ON "billing"."usage_records" TO svc_inference;
-- ... whose insert trigger keeps the daily rollups, and runs with the inserter's privileges.
GRANT SELECT, INSERT, UPDATE ON "billing"."usage_daily_rollups" TO svc_inference;
-- ... private endpoints and the outbox (agents', until agents' gRPC and events).
GRANT USAGE ON SCHEMA "events" TO svc_inference;
GRANT SELECT ON "events"."private_endpoints", "events"."event_subscriptions" TO svc_inference;
GRANT INSERT ON "events"."outbox_events", "events"."event_deliveries" TO svc_inference;

-- identity: the audit trail's outbox hook enqueues webhooks in the append's transaction.
GRANT USAGE ON SCHEMA "events" TO svc_identity;
GRANT SELECT ON "events"."event_subscriptions" TO svc_identity;
GRANT INSERT ON "events"."outbox_events", "events"."event_deliveries" TO svc_identity;

-- identity and inference put delivery jobs on agents' pg-boss queue in the same transaction
-- (tables pg-boss creates later, as svc_agents: default privileges of that role).
GRANT USAGE ON SCHEMA pgboss TO svc_identity, svc_inference;
ALTER DEFAULT PRIVILEGES FOR ROLE svc_agents IN SCHEMA pgboss GRANT SELECT, INSERT ON TABLES TO svc_identity, svc_inference;
GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA pgboss TO svc_identity, svc_inference;

-- agents: appends its audit events with its own AuditTrail (until identity's AppendServiceEvents).
GRANT USAGE ON SCHEMA "audit" TO svc_agents;
GRANT SELECT, INSERT, UPDATE ON "audit"."audit_events", "audit"."audit_chain_heads", "audit"."audit_event_day_counts", "audit"."audit_signing_keys" TO svc_agents;

-- gateway: activity records (until they go to identity over gRPC).
GRANT USAGE ON SCHEMA "audit" TO svc_gateway;
-- (its insert names the conflict target `id`, which PostgreSQL checks against SELECT on that column)
GRANT INSERT, SELECT ("id") ON "audit"."activity_records" TO svc_gateway;
