-- CreateTable
CREATE TABLE "identity"."token_revocations" (
    "kind" TEXT NOT NULL,
    "token_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "token_revocations_pkey" PRIMARY KEY ("kind","token_id")
);

-- CreateTable
CREATE TABLE "identity"."authorization_codes" (
    "code_hash" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "code_challenge" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "family_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "authorization_codes_pkey" PRIMARY KEY ("code_hash")
);

-- CreateTable
CREATE TABLE "identity"."device_authorizations" (
    "device_code_hash" TEXT NOT NULL,
    "user_code" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "user_id" TEXT,
    "workspace_id" TEXT,
    "granted_scope" TEXT,
    "family_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "decided_at" TIMESTAMP(3),
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_authorizations_pkey" PRIMARY KEY ("device_code_hash")
);

-- CreateIndex
CREATE INDEX "users_email_idx" ON "identity"."users"("email");

-- CreateIndex
CREATE INDEX "token_revocations_expires_at_idx" ON "identity"."token_revocations"("expires_at");

-- CreateIndex
CREATE INDEX "authorization_codes_expires_at_idx" ON "identity"."authorization_codes"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "device_authorizations_user_code_key" ON "identity"."device_authorizations"("user_code");

-- CreateIndex
CREATE INDEX "device_authorizations_expires_at_idx" ON "identity"."device_authorizations"("expires_at");
