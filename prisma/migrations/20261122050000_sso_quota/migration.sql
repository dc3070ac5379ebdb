-- SAML SSO configuration per organization (identity/README.md "SSO configuration"): public
-- verification material only (IdP certificate, entity id, HTTPS SSO URL); no secret is stored.
-- Billing quota status reads billing.usage_records by organization and month: index for it.

-- CreateTable
CREATE TABLE "identity"."sso_configs" (
    "organization_id" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "sso_url" TEXT NOT NULL,
    "certificate_pem" TEXT NOT NULL,
    "certificate_sha256" TEXT NOT NULL,
    "default_role" TEXT NOT NULL,
    "group_mappings" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'DRAFT',
    "last_login_at" TIMESTAMP(3),
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sso_configs_pkey" PRIMARY KEY ("organization_id")
);

-- CreateIndex
CREATE INDEX "usage_records_org_id_occurred_at_idx" ON "billing"."usage_records"("org_id", "occurred_at");
