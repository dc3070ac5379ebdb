/**
 * Identity's one config module: every limit and lifetime it uses, with units, read and validated
 * once at start-up. A bad value stops the process with one line naming the variable.
 */
import { join } from 'node:path';
import {
  ConfigError,
  loadConfig,
  logLevel,
  port,
  str,
  int,
  bool,
  url,
  optionalUrl,
  optionalStr,
  SPEC_LIMITS,
  DEFAULT_PORTS,
  DEFAULT_CLOCK_SKEW_SECONDS,
  MAX_CLOCK_SKEW_SECONDS,
} from '@svc/core';
import { REPO_ROOT, serviceDatabaseUrl } from '@svc/db';
import { objectStoreSchema } from './audit/export/object-store.ts';
import { SERVICE_VERIFIER_LIST_PATTERN } from '@svc/grpc';

export const identitySchema = {
  HOST: str('127.0.0.1'),
  IDENTITY_HTTP_PORT: port(DEFAULT_PORTS.identityHttp),
  IDENTITY_GRPC_PORT: port(DEFAULT_PORTS.identityGrpc),
  /** The platform database (owner); identity connects as its own role, IDENTITY_DATABASE_URL (ADR 013). */
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  /** Identity's own connection, as role svc_identity; default: DATABASE_URL with the user svc_identity and no password. One of the two is required. */
  IDENTITY_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /** `iss` of every token: the {auth_url} origin. */
  AUTH_ISSUER: url(`http://localhost:${DEFAULT_PORTS.gatewayAuth}`),
  /** `aud` of access tokens: the {base_url} origin. */
  API_AUDIENCE: url(`http://localhost:${DEFAULT_PORTS.gatewayApi}`),
  /** Folder of the file key provider (signing keys and the HMAC key). */
  KEYS_DIR: str(join(REPO_ROOT, '.dev', 'keys')),
  /**
   * Folder of the audit trail's Ed25519 signing keys (audit-signing-keys.json); empty means
   * KEYS_DIR. Only identity reads it: other services append through identity (ADR 007).
   */
  AUDIT_KEYS_DIR: str(''),
  /** Folder of the local object store (AUDIT_OBJECT_STORE=local) that keeps audit exports and subject access bundles; identity serves their presigned downloads (the gateway proxies them). */
  AUDIT_EXPORT_DIR: str(join(REPO_ROOT, '.dev', 'audit-exports')),
  ...objectStoreSchema,
  /** Lifetime of an audit export's presigned download URL (spec: 15 minutes). */
  AUDIT_EXPORT_URL_TTL_SECONDS: int(900, { min: 60, max: 86_400, unit: 's' }),
  /**
   * Audit retention (spec: 7 years): events older than this many days are purged unless a
   * litigation hold covers them (identity/src/audit/retention-purge.ts). Default 2557 days, at least
   * 7 calendar years. Also read by `npm run audit:purge`.
   */
  AUDIT_RETENTION_DAYS: int(2557, { min: 1, max: 36_500, unit: 'days' }),
  /**
   * How often identity runs the retention purge (s); one replica at a time (a PostgreSQL advisory
   * lock), first run one interval after start. 0 turns the periodic run off (run `npm run audit:purge`).
   */
  AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: int(21_600, { min: 0, max: 7 * 86_400, unit: 's' }),
  /**
   * Edge denials the gateway reports (RecordEdgeDenial, services/edge-denial-audit.ts): the same
   * (token id, reason, chain) is recorded once per window, and at most so many per chain and in all
   * per minute are appended; the rest are answered `recorded: false` (the denial itself stands).
   */
  EDGE_DENIAL_DEDUPE_SECONDS: int(300, { min: 1, max: 86_400, unit: 's' }),
  EDGE_DENIAL_AUDIT_PER_CHAIN_PER_MINUTE: int(30, { min: 0, max: 100_000, unit: 'events' }),
  EDGE_DENIAL_AUDIT_PER_MINUTE: int(600, { min: 0, max: 1_000_000, unit: 'events' }),
  /**
   * Services that may append audit events through AppendServiceEvents (proto/audit/v1/ingest.proto,
   * docs/adr/007-service-audit-appends.md): `name:<SHA-256 hex of its secret>`, comma-separated.
   * Empty (the default): every call is refused (SVC-AUDIT-APPEND-UNAUTHENTICATED). `npm start`
   * and the test harness generate the secrets of billing, agents and the gateway (whose
   * AppendActivity uses the same credential) and pass their verifiers here.
   */
  AUDIT_APPEND_SERVICES: str('', { pattern: SERVICE_VERIFIER_LIST_PATTERN }),
  /**
   * The agents subgraph's events API (proto/events/v1, docs/adr/011-events-are-published-to-their-owner.md),
   * `host:port`, and identity's secret for it: subscribed workspace audit events are relayed there
   * (audit/webhook-relay.ts). Either unset: audit events reach no webhook subscriber (warned at start).
   */
  EVENTS_GRPC_TARGET: optionalStr(),
  IDENTITY_EVENTS_API_SECRET: optionalStr(),
  /** How long a workspace's subscribed event types are cached; agents' change message (over REDIS_URL) drops them sooner; 0: no cache, every workspace audit event is relayed. */
  SUBSCRIBED_TYPES_CACHE_TTL_MS: int(5_000, { min: 0, max: 600_000, unit: 'ms' }),
  /** The relay's round interval and batch, and its backoff while agents does not take a batch. */
  WEBHOOK_RELAY_INTERVAL_MS: int(500, { min: 10, max: 60_000, unit: 'ms' }),
  WEBHOOK_RELAY_BATCH: int(100, { min: 1, max: 1000, unit: 'events' }),
  WEBHOOK_RELAY_RETRY_MAX_MS: int(60_000, { min: 100, max: 3_600_000, unit: 'ms' }),
  /** Events per AppendServiceEvents call; a larger batch is refused whole. */
  AUDIT_APPEND_MAX_EVENTS: int(100, { min: 1, max: 1000, unit: 'events' }),
  /** Size of one event's details JSON (UTF-8); a larger one refuses the batch. */
  AUDIT_APPEND_MAX_DETAILS_BYTES: int(8192, { min: 256, max: 65_536, unit: 'bytes' }),
  /** Activity records per AppendActivity call (the gateway's batch); a larger batch is refused whole. */
  AUDIT_APPEND_MAX_ACTIVITY: int(1000, { min: 1, max: 1000, unit: 'records' }),
  /**
   * Refusals identity records itself with a flood bound (services/audit-flood-gate.ts): per subject
   * (an OAuth client for `token.grant.denied`, a user for `auth.step_up.denied`) the first so many
   * within each fixed window of DENIAL_AUDIT_WINDOW_SECONDS, then one more marked `limitReached`,
   * then none until the window ends (counted in the shared store: exact across replicas). Token
   * denials are also capped per minute in all and in flight per process (the answer never waits).
   */
  DENIAL_AUDIT_WINDOW_SECONDS: int(300, { min: 1, max: 86_400, unit: 's' }),
  TOKEN_DENIAL_AUDIT_PER_CLIENT: int(10, { min: 0, max: 100_000, unit: 'events' }),
  TOKEN_DENIAL_AUDIT_PER_MINUTE: int(600, { min: 0, max: 1_000_000, unit: 'events' }),
  TOKEN_DENIAL_AUDIT_MAX_IN_FLIGHT: int(16, { min: 1, max: 10_000, unit: 'calls' }),
  STEP_UP_DENIAL_AUDIT_PER_USER: int(5, { min: 0, max: 100_000, unit: 'events' }),
  /** `auth.sign_in.failed` for an unknown user (per client) or a locked account (per user), same window. */
  SIGN_IN_REFUSAL_AUDIT_PER_SUBJECT: int(10, { min: 0, max: 100_000, unit: 'events' }),
  /** Lifetime of user-session access tokens (password, refresh, code, device grants). */
  ACCESS_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.accessTokenMaxSeconds, {
    min: 60,
    max: SPEC_LIMITS.accessTokenMaxSeconds,
    unit: 's',
  }),
  /** Absolute lifetime of a refresh-token family from sign-in; rotated tokens inherit its expiry. */
  REFRESH_TOKEN_TTL_SECONDS: int(SPEC_LIMITS.refreshTokenMaxSeconds, {
    min: 300,
    max: SPEC_LIMITS.refreshTokenMaxSeconds,
    unit: 's',
  }),
  /** How long a new signing key is published before it signs; at least the edge's JWKS cache. */
  KEY_PUBLISH_AHEAD_SECONDS: int(SPEC_LIMITS.jwksCacheSeconds, {
    min: SPEC_LIMITS.jwksCacheSeconds,
    max: 86_400,
    unit: 's',
  }),
  /**
   * How often the key file is re-read (ms; 0 disables polling). `npm run keys:rotate` writes the
   * file from another process; SIGHUP also reloads at once.
   */
  KEY_RELOAD_INTERVAL_MS: int(30_000, { min: 0, max: 3_600_000, unit: 'ms' }),
  /** Client records are cached in memory this long; status changes are also pushed. */
  CLIENT_CACHE_TTL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  TOKEN_BODY_LIMIT_BYTES: int(16 * 1024, { min: 1024, max: 1024 * 1024, unit: 'bytes' }),
  /**
   * Leeway on a presented access token's `exp`/`nbf` (session bearers, subject and actor tokens) for
   * clock drift (default 5 s, at most 10 s); impersonation tokens get none on `exp`.
   */
  JWT_CLOCK_SKEW_SECONDS: int(DEFAULT_CLOCK_SKEW_SECONDS, { min: 0, max: MAX_CLOCK_SKEW_SECONDS, unit: 's' }),
  /** Lifetime of a token-exchange child token; also capped by the subject token's remaining life. */
  TOKEN_EXCHANGE_TTL_SECONDS: int(SPEC_LIMITS.tokenExchangeMaxSeconds, {
    min: 60,
    max: SPEC_LIMITS.tokenExchangeMaxSeconds,
    unit: 's',
  }),
  /** Failed password attempts that lock an account. */
  LOGIN_LOCKOUT_FAILURES: int(SPEC_LIMITS.loginLockoutFailures, { min: 1, max: 100, unit: 'attempts' }),
  /** How long a locked account stays locked. */
  LOGIN_LOCKOUT_SECONDS: int(SPEC_LIMITS.loginLockoutSeconds, { min: 60, max: 86_400, unit: 's' }),
  /**
   * How long revoked ids stay in the shared store's revoked:jti / revoked:fid sets. Must cover the
   * longest access-token lifetime plus the edge's clock skew, since only access tokens reach the edge.
   */
  REVOCATION_TTL_SECONDS: int(SPEC_LIMITS.accessTokenMaxSeconds + 60, {
    min: SPEC_LIMITS.accessTokenMaxSeconds,
    max: SPEC_LIMITS.refreshTokenMaxSeconds,
    unit: 's',
  }),
  /** A user's flattened roles per workspace are cached this long (ms); changes are also pushed. */
  PERMISSION_CACHE_TTL_MS: int(10_000, { min: 0, max: 300_000, unit: 'ms' }),
  /** Lifetime of an authorization code (RFC 6749 §4.1.2 recommends at most 10 minutes). */
  AUTHORIZATION_CODE_TTL_SECONDS: int(60, { min: 10, max: 600, unit: 's' }),
  /** Lifetime of a device code and its user code (RFC 8628 §3.2 `expires_in`). */
  DEVICE_CODE_TTL_SECONDS: int(600, { min: 60, max: 1800, unit: 's' }),
  /** Minimum polling interval a device must keep (RFC 8628 `interval`). */
  DEVICE_POLL_INTERVAL_SECONDS: int(5, { min: 1, max: 60, unit: 's' }),
  /** How long a served sign-in form (GET /oauth/authorize) can be posted back: its form token's lifetime. */
  SIGN_IN_FORM_TTL_SECONDS: int(600, { min: 60, max: 3600, unit: 's' }),
  /** Body limit of the other form endpoints (revoke, introspect, device). */
  FORM_BODY_LIMIT_BYTES: int(16 * 1024, { min: 1024, max: 1024 * 1024, unit: 'bytes' }),
  /** authorization_code + PKCE and GET /oauth/authorize (spec: implemented, gated off). */
  FEATURE_AUTHORIZATION_CODE: bool(false),
  /** device_code grant and the /oauth/device_authorization and /oauth/device endpoints (gated off). */
  FEATURE_DEVICE_CODE: bool(false),
  DB_POOL_MAX: int(10, { min: 1, max: 100, unit: 'connections' }),
  /** node-postgres connections for the hot statements: refresh successor, audit batches, activity batches (repositories/hot-path-sql.ts); 0: through Prisma. */
  DB_HOT_POOL_MAX: int(4, { min: 0, max: 50, unit: 'connections' }),

  // ---- administration (identity/README.md "Administration") ----
  /**
   * API-key lifecycle (create, rotate, revoke, exchange, virtual keys). Off, or without the
   * key-management HMAC key, every key operation answers SVC-SERVER-9050. Default true.
   */
  API_KEY_LIFECYCLE_ENABLED: bool(true),
  /**
   * Verified API-key records are kept in memory this long (ms), keyed by the key's HMAC (never the
   * plaintext); revocation drops them at once on every replica (channel identity:api-key-changed).
   */
  API_KEY_CACHE_TTL_MS: int(30_000, { min: 0, max: 300_000, unit: 'ms' }),
  /** Lifetime of a JWT minted by ExchangeApiKey (spec: 5 minutes); never past the key's own expiry. */
  API_KEY_SESSION_TTL_SECONDS: int(SPEC_LIMITS.apiKeySessionSeconds, {
    min: 30,
    max: SPEC_LIMITS.apiKeySessionSeconds,
    unit: 's',
  }),
  /** A key's last_used_at is written at most this often (ms); exchanges never wait for it. */
  API_KEY_LAST_USED_INTERVAL_MS: int(60_000, { min: 1_000, max: 3_600_000, unit: 'ms' }),
  /** Longest lifetime of a TEST or LIVE virtual key (SANDBOX: 24 hours). */
  VIRTUAL_KEY_MAX_LIFETIME_SECONDS: int(365 * 86_400, { min: 3_600, max: 10 * 365 * 86_400, unit: 's' }),
  /** How long an invitation can be accepted. */
  INVITATION_TTL_SECONDS: int(7 * 86_400, { min: 300, max: 90 * 86_400, unit: 's' }),
  /** Lifetime of a step-up grant (single use, bound to one operation). */
  STEP_UP_TTL_SECONDS: int(300, { min: 30, max: 900, unit: 's' }),
  /** Failed second-factor codes per user within MFA_FAILURE_WINDOW_SECONDS before SVC-RATE-2001. */
  MFA_MAX_FAILURES: int(5, { min: 1, max: 100, unit: 'attempts' }),
  MFA_FAILURE_WINDOW_SECONDS: int(900, { min: 60, max: 86_400, unit: 's' }),
  /** `issuer` of the otpauth:// enrollment URL (shown by authenticator apps). */
  MFA_ISSUER: str('SVC'),
  /** Sign-up (GraphQL signUp). */
  FEATURE_SIGNUP: bool(true),
  /**
   * The first-party confidential client sign-up sessions belong to: their refresh token is
   * redeemed by this client (refresh requires client authentication). Must exist and be ACTIVE.
   */
  SIGNUP_CLIENT_ID: str('cli_dev_console'),
  /** IAM-JSON policies of an organization are cached this long (ms); saves are also pushed. */
  POLICY_CACHE_TTL_MS: int(30_000, { min: 0, max: 300_000, unit: 'ms' }),

  // ---- governance (issue 14): mail, e-mail flows, organization, domain verification ----
  /**
   * Outbound mail over SMTP (nodemailer), e.g. smtp://user:pass@mail.example:587. Unset: each message
   * is written as an .eml file under MAIL_DIR and its path logged (the embedded defaults).
   */
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  /** Folder of the .eml files when SMTP_URL is unset (npm start sets it to $DEV_DIR/mail). */
  MAIL_DIR: str(join(REPO_ROOT, '.dev', 'mail')),
  /** `From` of every message. */
  MAIL_FROM: str('SVC <no-reply@localhost>'),
  /** SMTP connection, greeting and socket timeouts (ms). */
  MAIL_TIMEOUT_MS: int(10_000, { min: 100, max: 120_000, unit: 'ms' }),
  /** Base URL of the console the mailed links open (invitation acceptance, e-mail change confirmation). */
  CONSOLE_URL: url('http://localhost:3000'),
  /** Lifetime of a mailed e-mail verification or e-mail change token. */
  EMAIL_TOKEN_TTL_SECONDS: int(86_400, { min: 300, max: 7 * 86_400, unit: 's' }),
  /** resendVerificationEmail calls per address per hour (counted whether or not the address exists). */
  RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR: int(3, { min: 1, max: 1000, unit: 'requests' }),
  /** resendVerificationEmail calls per client address per hour. */
  RESEND_VERIFICATION_PER_CLIENT_PER_HOUR: int(20, { min: 1, max: 100_000, unit: 'requests' }),
  /** How long a domain verification challenge stays PENDING before it is EXPIRED. */
  DOMAIN_VERIFICATION_TTL_SECONDS: int(7 * 86_400, { min: 300, max: 30 * 86_400, unit: 's' }),
  /** How long a requested impersonation waits for its approval quorum before it is EXPIRED. */
  IMPERSONATION_APPROVAL_WINDOW_SECONDS: int(86_400, { min: 300, max: 7 * 86_400, unit: 's' }),
  /** The longest an impersonation may stay ACTIVE (the request's durationSeconds is at most this). */
  IMPERSONATION_MAX_DURATION_SECONDS: int(8 * 3600, { min: 60, max: 24 * 3600, unit: 's' }),
  /**
   * DNS servers checkDomainVerification asks, comma-separated `ip` or `ip:port` (node's
   * dns.Resolver#setServers). Unset: the system's resolvers.
   */
  DNS_SERVERS: optionalStr(),
  /** Per-query timeout of the domain-verification resolver (ms). */
  DNS_TIMEOUT_MS: int(5_000, { min: 100, max: 60_000, unit: 'ms' }),
  LOG_LEVEL: logLevel(),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const cfg = loadConfig(identitySchema, env);
  const databaseUrl = serviceDatabaseUrl('svc_identity', cfg.IDENTITY_DATABASE_URL, cfg.DATABASE_URL);
  if (!databaseUrl)
    throw new ConfigError('IDENTITY_DATABASE_URL', 'is required (or DATABASE_URL, from which it is derived)');
  return { ...cfg, databaseUrl };
};
