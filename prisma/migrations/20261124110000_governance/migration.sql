-- Governance workflows (issue 14): mailed one-time tokens (verification, e-mail change), the
-- sign-up questionnaire, ownership transfers, domain verifications and content-bound enablements.
-- Tokens, challenges and the key-management reference are
-- stored as SHA-256 only.

-- CreateTable
CREATE TABLE "identity"."email_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "email_tokens_user_id_purpose_idx" ON "identity"."email_tokens"("user_id", "purpose");

-- CreateTable
CREATE TABLE "identity"."signup_profiles" (
    "user_id" TEXT NOT NULL,
    "company_size" TEXT,
    "use_case" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "signup_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "identity"."ownership_transfers" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "previous_owner_id" TEXT NOT NULL,
    "new_owner_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ownership_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ownership_transfers_organization_id_created_at_idx" ON "identity"."ownership_transfers"("organization_id", "created_at");

-- CreateTable
CREATE TABLE "identity"."domain_verifications" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "registrable_domain" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "challenge_hash" TEXT NOT NULL,
    "role_email" TEXT,
    "requested_by" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "verified_at" TIMESTAMP(3),
    "checked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "domain_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "domain_verifications_organization_id_created_at_idx" ON "identity"."domain_verifications"("organization_id", "created_at");

-- CreateTable
CREATE TABLE "identity"."content_bound_enablements" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "dlp_profile_id" TEXT NOT NULL,
    "dpa_reference" TEXT NOT NULL,
    "legal_signoff_ref" TEXT NOT NULL,
    "residency_region" TEXT NOT NULL,
    "kms_key_ref_sha256" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "maker_user_id" TEXT NOT NULL,
    "checker_user_id" TEXT,
    "enabled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "content_bound_enablements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "content_bound_enablements_workspace_id_key" ON "identity"."content_bound_enablements"("workspace_id");
