-- Issue 15: outbound event subscriptions, the transactional outbox and private endpoints
-- (owned by the agents subgraph). The delivery job queue is pg-boss's own schema, created by
-- pg-boss when the dispatcher starts.

CREATE SCHEMA IF NOT EXISTS "events";

CREATE TABLE "events"."event_subscriptions" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "destination_url" TEXT NOT NULL,
    "event_types" TEXT[],
    "transport" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "event_subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "event_subscriptions_workspace_id_idx" ON "events"."event_subscriptions"("workspace_id");

CREATE TABLE "events"."event_signing_secrets" (
    "id" TEXT NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3),
    "revealed_at" TIMESTAMP(3),

    CONSTRAINT "event_signing_secrets_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "event_signing_secrets_subscription_id_idx" ON "events"."event_signing_secrets"("subscription_id");

CREATE TABLE "events"."outbox_events" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outbox_events_workspace_id_occurred_at_idx" ON "events"."outbox_events"("workspace_id", "occurred_at");

CREATE TABLE "events"."event_deliveries" (
    "id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "delivered_at" TIMESTAMP(3),

    CONSTRAINT "event_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "event_deliveries_event_id_subscription_id_key" ON "events"."event_deliveries"("event_id", "subscription_id");
CREATE INDEX "event_deliveries_workspace_id_status_idx" ON "events"."event_deliveries"("workspace_id", "status");

CREATE TABLE "events"."private_endpoints" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "base_url" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "protocol" TEXT NOT NULL,
    "auth_kind" TEXT NOT NULL,
    "auth_secret_ref" TEXT,
    "ca_cert_fingerprint" TEXT,
    "model_ids" TEXT[],
    "network_binding_ref" TEXT NOT NULL,
    "residency_region" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "approved_by" TEXT,
    "last_preflight_at" TIMESTAMP(3),
    "last_preflight_result" TEXT,
    "retired_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "private_endpoints_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "private_endpoints_workspace_id_status_idx" ON "events"."private_endpoints"("workspace_id", "status");
