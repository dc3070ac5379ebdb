-- OCAR trust configuration per workspace (issue 14; identity/src/services/ocar). One row per
-- workspace: the applied configuration, the pending weakening change (if any) and the version
-- every transition raises by one.

-- CreateTable
CREATE TABLE "identity"."ocar_trust_configs" (
    "workspace_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "version" BIGINT NOT NULL,
    "threshold" INTEGER NOT NULL,
    "receivers" JSONB NOT NULL,
    "config_cid" TEXT NOT NULL,
    "pending_threshold" INTEGER,
    "pending_receivers" JSONB,
    "pending_config_cid" TEXT,
    "pending_maker_user_id" TEXT,
    "pending_step_up_id" TEXT,
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ocar_trust_configs_pkey" PRIMARY KEY ("workspace_id"),
    CONSTRAINT "ocar_trust_configs_version_check" CHECK ("version" >= 1),
    CONSTRAINT "ocar_trust_configs_threshold_check" CHECK ("threshold" >= 0),
    CONSTRAINT "ocar_trust_configs_pending_check" CHECK (("pending_config_cid" IS NULL) = ("pending_maker_user_id" IS NULL))
);

-- Signed policy bundles (issue 14; identity/src/services/policy/policy-bundle-service.ts): one row
-- per published version of a cascade scope (ORG: the organization's policies, WORKSPACE: the
-- workspace's), versions 1, 2, … per scope, the signed manifest stored as published.

-- CreateTable
CREATE TABLE "identity"."policy_bundles" (
    "scope_level" TEXT NOT NULL,
    "scope_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "organization_id" TEXT NOT NULL,
    "encoded_cbor" BYTEA NOT NULL,
    "sig" TEXT NOT NULL,
    "signer_pub" TEXT NOT NULL,
    "key_version" INTEGER NOT NULL,
    "source_sha256" TEXT NOT NULL,
    "parent_layer_sha256" TEXT NOT NULL,
    "published_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "policy_bundles_pkey" PRIMARY KEY ("scope_level","scope_id","version"),
    CONSTRAINT "policy_bundles_version_check" CHECK ("version" >= 1)
);

-- CreateIndex
CREATE INDEX "policy_bundles_organization_id_idx" ON "identity"."policy_bundles"("organization_id");
