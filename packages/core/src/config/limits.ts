/**
 * Limits and lifetimes the specification fixes (Document 1, "Limits"). Units are in the names.
 * Services read these through their config module; nothing else hard-codes them.
 */
export const SPEC_LIMITS = {
  accessTokenMaxSeconds: 15 * 60,
  clientCredentialsExpiresInSeconds: 900,
  tokenExchangeMaxSeconds: 15 * 60,
  refreshTokenMaxSeconds: 30 * 24 * 3600,
  apiKeySessionSeconds: 5 * 60,
  sandboxKeyLifetimeSeconds: 24 * 3600,
  sandboxRequestsPerWindow: 100,
  sandboxWindowSeconds: 24 * 3600,
  rateLimitPerMinute: { FREE: 1000, PRO: 3000, ENTERPRISE: 10000 },
  loginLockoutFailures: 5,
  loginLockoutSeconds: 30 * 60,
  pkceVerifierMinLength: 43,
  pkceVerifierMaxLength: 128,
  jwksCacheSeconds: 5 * 60,
  jwksRefreshFraction: 0.8,
  scimListDefaultCount: 100,
  scimListMaxCount: 1000,
  anonymousGraphqlBodyBytes: 64 * 1024,
  wsKeepAliveSeconds: 30,
  wsPongTimeoutSeconds: 60,
  wsConnectionInitSeconds: 15,
  streamRevalidationSeconds: 30,
  gatedDecisionPageMin: 1,
  gatedDecisionPageMax: 200,
  gatedDecisionPageDefault: 50,
  exportDownloadUrlSeconds: 15 * 60,
  quotaWarningFraction: 0.8,
  dsarWindowDays: 30,
  auditRetentionYears: 7,
} as const;

/** Default local topology (ARCHITECTURE.md): a contract scripts and users rely on. */
export const DEFAULT_PORTS = {
  gatewayApi: 4000,
  gatewayAuth: 4001,
  /** The gateway's internal listener for /metrics (never published). */
  gatewayMetrics: 4002,
  identityHttp: 4100,
  identityGrpc: 50051,
  /** The agents subgraph's internal events API (proto/events/v1, ADR 011). */
  agentsGrpc: 50052,
  /** Billing's internal gRPC API (billing.v1.BillingService: usage records, budgets), served by the billing subgraph. */
  billingGrpc: 50053,
  /** The built-in development model provider, which `npm start` alone runs (never deployed). */
  devProvider: 4290,
  /** The schema registry (registry/): subgraph SDL, composed supergraph versions. */
  registry: 4300,
  subgraphs: {
    inference: 4201,
    billing: 4202,
    iam: 4203,
    audit: 4204,
    compliance: 4205,
    receipts: 4206,
    memory: 4207,
    agents: 4208,
    prompts: 4209,
  },
} as const;

/**
 * Provider id of the built-in development model provider (scripts/dev-provider): `npm start`
 * configures it when INFERENCE_PROVIDERS is unset outside production, and the inference config
 * refuses it with NODE_ENV=production.
 */
export const LOCAL_DEV_PROVIDER_ID = 'local-dev';

export type SubgraphName = keyof typeof DEFAULT_PORTS.subgraphs;
export const SUBGRAPH_NAMES = Object.keys(DEFAULT_PORTS.subgraphs) as SubgraphName[];
