-- SCIM 2.0 provisioning (identity/src/scim): the emails[] an identity provider sends, the index
-- the SCIM list pages by, and the append-only audit trail of user changes.

-- AlterTable
ALTER TABLE "identity"."users" ADD COLUMN "scim_emails" JSONB;

-- CreateTable
CREATE TABLE "identity"."user_audit_events" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor_user_id" TEXT NOT NULL,
    "actor_client_id" TEXT,
    "token_id" TEXT NOT NULL,
    "request_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" JSONB NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "users_primary_workspace_id_created_at_id_idx" ON "identity"."users"("primary_workspace_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "user_audit_events_user_id_occurred_at_idx" ON "identity"."user_audit_events"("user_id", "occurred_at");

-- CreateIndex
CREATE INDEX "user_audit_events_workspace_id_occurred_at_idx" ON "identity"."user_audit_events"("workspace_id", "occurred_at");
