-- The schema registry is a data owner like the others (ADR 013, ADR 014): its own login role with
-- privileges on its own schema only. Same idempotent, race-safe creation as the other roles.
DO $$
BEGIN
  BEGIN
    CREATE ROLE svc_registry LOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
END $$;

GRANT USAGE ON SCHEMA "registry" TO svc_registry;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "registry" TO svc_registry;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "registry" TO svc_registry;
ALTER DEFAULT PRIVILEGES IN SCHEMA "registry" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO svc_registry;
ALTER DEFAULT PRIVILEGES IN SCHEMA "registry" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO svc_registry;
