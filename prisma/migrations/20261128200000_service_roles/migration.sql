-- One login role per data owner, with privileges on its own schemas only (ADR 013). The migrator
-- keeps running as the database owner (DATABASE_URL); each owner connects as its role
-- (<SERVICE>_DATABASE_URL). The gateway and the inference subgraph own no data and connect to no
-- database, so they get no role. No role holds any grant on another owner's schema.
-- Tables created before this migration are granted below (ALL TABLES); tables created after it
-- by the migrator are covered by its default privileges (ALTER DEFAULT PRIVILEGES).

-- Roles are cluster-wide and many databases migrate at once (tests): creation is idempotent,
-- and a concurrent creator's duplicate is not an error.
DO $$
DECLARE r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['svc_identity', 'svc_billing', 'svc_agents'] LOOP
    BEGIN
      EXECUTE format('CREATE ROLE %I LOGIN', r);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END LOOP;
END $$;

-- identity: identity and audit (activity records included; audit.webhook_relay comes later, by default privileges).
GRANT USAGE ON SCHEMA "identity", "audit" TO svc_identity;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "identity", "audit" TO svc_identity;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "identity", "audit" TO svc_identity;
ALTER DEFAULT PRIVILEGES IN SCHEMA "identity", "audit" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_identity;
ALTER DEFAULT PRIVILEGES IN SCHEMA "identity", "audit" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO svc_identity;

-- billing: billing.
GRANT USAGE ON SCHEMA "billing" TO svc_billing;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "billing" TO svc_billing;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "billing" TO svc_billing;
ALTER DEFAULT PRIVILEGES IN SCHEMA "billing" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_billing;
ALTER DEFAULT PRIVILEGES IN SCHEMA "billing" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO svc_billing;

-- agents (the events store): events (its audit outbox, events.audit_outbox, included), and pg-boss's queue schema `pgboss`, which pg-boss creates
-- and migrates itself at start (subgraphs/agents/src/events/outbox/delivery-jobs.ts). Its install runs
-- `CREATE SCHEMA IF NOT EXISTS pgboss`, which PostgreSQL checks against CREATE on the database
-- even when the schema exists, and creating a queue attaches a partition, which needs ownership:
-- so svc_agents owns pgboss (an existing one is handed over) and may create schemas.
GRANT USAGE ON SCHEMA "events" TO svc_agents;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "events" TO svc_agents;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "events" TO svc_agents;
ALTER DEFAULT PRIVILEGES IN SCHEMA "events" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_agents;
ALTER DEFAULT PRIVILEGES IN SCHEMA "events" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO svc_agents;
DO $$
DECLARE o record;
BEGIN
  EXECUTE format('GRANT CREATE ON DATABASE %I TO svc_agents', current_database());
  IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') THEN
    CREATE SCHEMA pgboss AUTHORIZATION svc_agents;
  ELSE
    ALTER SCHEMA pgboss OWNER TO svc_agents;
    FOR o IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'pgboss' AND c.relkind IN ('r', 'p', 'S', 'v') LOOP
      EXECUTE format(CASE o.relkind WHEN 'S' THEN 'ALTER SEQUENCE pgboss.%I OWNER TO svc_agents'
                                    WHEN 'v' THEN 'ALTER VIEW pgboss.%I OWNER TO svc_agents'
                                    ELSE 'ALTER TABLE pgboss.%I OWNER TO svc_agents' END, o.relname);
    END LOOP;
    FOR o IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'pgboss' LOOP
      EXECUTE format('ALTER ROUTINE %s OWNER TO svc_agents', o.fn);
    END LOOP;
  END IF;
END $$;
