-- Impersonation operations (issue 14): a platform operator's request to act inside a target
-- organization (optionally one workspace), READ_ONLY or READ_WRITE, ACTIVE once 2 (READ_ONLY) or
-- 3 (READ_WRITE) distinct approvers other than the requester have approved. One row per approver
-- makes "the same approver twice counts once" a primary key.

-- CreateTable
CREATE TABLE "identity"."impersonation_ops" (
    "id" TEXT NOT NULL,
    "requester_user_id" TEXT NOT NULL,
    "requester_org_id" TEXT NOT NULL,
    "requester_workspace_id" TEXT NOT NULL,
    "target_org_id" TEXT NOT NULL,
    "target_workspace_id" TEXT,
    "access_mode" TEXT NOT NULL,
    "justification" TEXT NOT NULL,
    "duration_seconds" INTEGER NOT NULL,
    "quorum_required" INTEGER NOT NULL,
    "quorum_collected" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'REQUESTED',
    "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approval_deadline" TIMESTAMP(3) NOT NULL,
    "activated_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "revoked_by_user_id" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "impersonation_ops_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "impersonation_ops_access_mode_check" CHECK ("access_mode" IN ('READ_ONLY', 'READ_WRITE')),
    CONSTRAINT "impersonation_ops_status_check" CHECK ("status" IN ('REQUESTED', 'ACTIVE', 'EXPIRED', 'REVOKED')),
    CONSTRAINT "impersonation_ops_quorum_check" CHECK ("quorum_collected" >= 0 AND "quorum_collected" <= "quorum_required")
);

-- CreateTable
CREATE TABLE "identity"."impersonation_approvals" (
    "op_id" TEXT NOT NULL,
    "approver_user_id" TEXT NOT NULL,
    "approved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "impersonation_approvals_pkey" PRIMARY KEY ("op_id", "approver_user_id")
);

-- CreateIndex
CREATE INDEX "impersonation_ops_target_org_id_requested_at_idx" ON "identity"."impersonation_ops"("target_org_id", "requested_at");

-- CreateIndex
CREATE INDEX "impersonation_ops_requested_at_idx" ON "identity"."impersonation_ops"("requested_at");

-- AddForeignKey
ALTER TABLE "identity"."impersonation_approvals" ADD CONSTRAINT "impersonation_approvals_op_id_fkey" FOREIGN KEY ("op_id") REFERENCES "identity"."impersonation_ops"("id") ON DELETE CASCADE ON UPDATE CASCADE;
