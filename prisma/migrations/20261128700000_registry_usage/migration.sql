-- Usage of the schema registry's variants (registry/src/usage/, docs/adr/014-schema-registry.md):
-- the operations the gateways report (document hash, name, type, the schema coordinates it
-- touches) and hourly aggregates per variant, operation, client and client version. A check looks
-- up the operations touching a coordinate through the GIN index on `coordinates`, then their
-- aggregates of the last days through the aggregates' primary key (variant, operation first).

-- CreateTable
CREATE TABLE "registry"."usage_operations" (
    "hash" TEXT NOT NULL,
    "name" TEXT,
    "type" TEXT NOT NULL,
    "coordinates" TEXT[] NOT NULL,
    "first_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "usage_operations_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "registry"."usage_hourly" (
    "variant" TEXT NOT NULL,
    "operation_hash" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "client_version" TEXT NOT NULL DEFAULT '',
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "count" BIGINT NOT NULL,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "latency" BIGINT[] NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    -- The lookup reads every hour of an operation in the window: with the counts in the index it
    -- reads a few index pages per operation instead of one heap page per hour (index-only scan).
    CONSTRAINT "usage_hourly_pkey" PRIMARY KEY ("variant","operation_hash","hour","client_name","client_version")
        INCLUDE ("count", "last_seen")
);

-- CreateIndex (which operations touch a coordinate: `coordinates @> ARRAY[$1]`)
CREATE INDEX "usage_operations_coordinates_idx" ON "registry"."usage_operations" USING GIN ("coordinates");

-- Privileges: the registry's role, as for its other tables (20261128700000_registry_role).
DO $$
BEGIN
  BEGIN
    CREATE ROLE svc_registry LOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
END $$;
GRANT USAGE ON SCHEMA "registry" TO svc_registry;
GRANT SELECT, INSERT, UPDATE, DELETE ON "registry"."usage_operations", "registry"."usage_hourly" TO svc_registry;
