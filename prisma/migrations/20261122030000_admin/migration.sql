-- Identity administration (identity/README.md "Administration"): organization owner, e-mail
-- verification flag, API-key rotation lineage, session listing index, invitations, bulk API-key
-- revocations, virtual keys, TOTP MFA with hashed backup codes, step-up grants, IAM-JSON policies.

-- AlterTable
ALTER TABLE "identity"."organizations" ADD COLUMN "owner_user_id" TEXT;

-- AlterTable
ALTER TABLE "identity"."users" ADD COLUMN "email_verified" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "identity"."api_keys" ADD COLUMN "rotated_from_id" TEXT;

-- CreateTable
CREATE TABLE "identity"."invitations" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "invited_by" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_by" TEXT,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity"."api_key_bulk_revocations" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "operation_binding" TEXT NOT NULL,
    "affected_count" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_key_bulk_revocations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity"."virtual_keys" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "owner_user_id" TEXT NOT NULL,
    "key_class" TEXT NOT NULL,
    "allowed_models" TEXT[],
    "verifier" TEXT NOT NULL,
    "alias_hint" TEXT NOT NULL,
    "grant_serial" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "not_after" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "virtual_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity"."mfa_enrollments" (
    "user_id" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "last_used_step" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMP(3),

    CONSTRAINT "mfa_enrollments_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "identity"."mfa_backup_codes" (
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "mfa_backup_codes_pkey" PRIMARY KEY ("user_id","code_hash")
);

-- CreateTable
CREATE TABLE "identity"."step_up_grants" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "operation_binding" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "step_up_grants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity"."access_policies" (
    "policy_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT,
    "level" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "source_format" TEXT NOT NULL,
    "author_principal" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_policies_pkey" PRIMARY KEY ("policy_id","version")
);

-- CreateIndex
CREATE INDEX "refresh_tokens_user_id_idx" ON "identity"."refresh_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "identity"."invitations"("token_hash");

-- CreateIndex
CREATE INDEX "invitations_workspace_id_created_at_idx" ON "identity"."invitations"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "invitations_email_idx" ON "identity"."invitations"("email");

-- CreateIndex
CREATE UNIQUE INDEX "api_key_bulk_revocations_workspace_id_operation_binding_key" ON "identity"."api_key_bulk_revocations"("workspace_id", "operation_binding");

-- CreateIndex
CREATE UNIQUE INDEX "virtual_keys_verifier_key" ON "identity"."virtual_keys"("verifier");

-- CreateIndex
CREATE INDEX "virtual_keys_workspace_id_idx" ON "identity"."virtual_keys"("workspace_id");

-- CreateIndex
CREATE INDEX "step_up_grants_expires_at_idx" ON "identity"."step_up_grants"("expires_at");

-- CreateIndex
CREATE INDEX "access_policies_organization_id_idx" ON "identity"."access_policies"("organization_id");
