-- AlterTable
ALTER TABLE "billing"."usage_records" ADD COLUMN     "operation" TEXT,
ADD COLUMN     "org_id" TEXT,
ADD COLUMN     "partial" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "provider" TEXT,
ADD COLUMN     "request_id" TEXT,
ADD COLUMN     "usage_estimated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "user_id" TEXT;

-- CreateIndex
CREATE INDEX "usage_records_request_id_idx" ON "billing"."usage_records"("request_id");
