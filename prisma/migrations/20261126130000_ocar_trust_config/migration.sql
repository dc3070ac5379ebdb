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
