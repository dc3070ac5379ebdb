-- The schema registry (registry/, docs/adr/014-schema-registry.md): variants, subgraph owners,
-- composed supergraph versions with history, and its audit outbox. Owned by the registry alone.

CREATE SCHEMA IF NOT EXISTS "registry";

-- CreateTable
CREATE TABLE "registry"."variants" (
    "name" TEXT NOT NULL,
    "current_version" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "variants_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "registry"."subgraph_owners" (
    "variant" TEXT NOT NULL,
    "subgraph" TEXT NOT NULL,
    "owner_client_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subgraph_owners_pkey" PRIMARY KEY ("variant", "subgraph")
);

-- CreateTable
CREATE TABLE "registry"."supergraph_versions" (
    "variant" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "supergraph_sdl" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "subgraphs" JSONB NOT NULL,
    "action" TEXT NOT NULL,
    "subgraph" TEXT,
    "actor_client_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supergraph_versions_pkey" PRIMARY KEY ("variant", "version")
);

-- CreateTable
CREATE TABLE "registry"."audit_outbox" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor_principal" TEXT NOT NULL,
    "resource_orn" TEXT NOT NULL,
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,

    CONSTRAINT "audit_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex (the relay's claim: due rows, oldest first)
CREATE INDEX "audit_outbox_next_attempt_at_created_at_idx" ON "registry"."audit_outbox"("next_attempt_at", "created_at");
