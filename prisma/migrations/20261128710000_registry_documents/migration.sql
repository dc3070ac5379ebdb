-- Trusted documents (registry/src/documents/, docs/adr/014-schema-registry.md): the operations of
-- each client's persisted-query manifests, per variant, with the schema coordinates each touches
-- (for the checks), and which OAuth client publishes a client name's documents.

-- CreateTable
CREATE TABLE "registry"."documents" (
    "variant" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "operation_name" TEXT,
    "operation_type" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "coordinates" TEXT[] NOT NULL,
    "client_version" TEXT,
    "publisher_client_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("variant", "client_name", "id")
);

-- CreateIndex (a check's question: which documents of a variant touch these coordinates)
CREATE INDEX "documents_coordinates_idx" ON "registry"."documents" USING GIN ("coordinates");

-- CreateTable
CREATE TABLE "registry"."document_clients" (
    "variant" TEXT NOT NULL,
    "client_name" TEXT NOT NULL,
    "owner_client_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_clients_pkey" PRIMARY KEY ("variant", "client_name")
);

-- The registry's own role (migration 20261128700000_registry_role) on the new tables.
GRANT SELECT, INSERT, UPDATE, DELETE ON "registry"."documents", "registry"."document_clients" TO svc_registry;
