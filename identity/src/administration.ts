/**
 * Composition of identity administration (issue 4): tenancy reads, API keys and their exchange,
 * virtual keys, members and invitations, sessions, sign-up, MFA and step-up, IAM-JSON policies,
 * and the governance workflows of issue 14 (mail, e-mail flows, organization administration).
 * app.ts builds it once from the shared infrastructure and hands it to the gRPC transport. It
 * subscribes to the shared-store channels that keep replicas' caches coherent and releases them
 * on stop().
 */
import type { Logger, SharedStore } from '@svc/core';
import type { AuditRecorder, AuditTrail } from './audit/index.ts';
import { AuditFloodGate } from './services/audit-flood-gate.ts';
import type { IdentityConfig } from './config.ts';
import type { KeyManager } from './keys/key-manager.ts';
import { ApiKeyRepository } from './repositories/api-key-repository.ts';
import { VirtualKeyRepository } from './repositories/virtual-key-repository.ts';
import { TenantRepository } from './repositories/tenant-repository.ts';
import { MembershipRepository } from './repositories/membership-repository.ts';
import { SessionRepository } from './repositories/session-repository.ts';
import { SignupRepository } from './repositories/signup-repository.ts';
import { MfaRepository } from './repositories/mfa-repository.ts';
import { PolicyRepository } from './repositories/policy-repository.ts';
import { SsoConfigRepository } from './repositories/sso-config-repository.ts';
import { AccessGuard } from './services/access-guard.ts';
import { ApiKeyExchange, LastUsedRecorder } from './services/api-key-exchange.ts';
import { ApiKeyService } from './services/api-key-service.ts';
import { AuthorizationService } from './services/authorization-service.ts';
import { KeyInvalidation } from './services/key-invalidation.ts';
import { MemberService } from './services/member-service.ts';
import { MfaService } from './services/mfa-service.ts';
import type { PermissionService } from './services/permission-service.ts';
import { PolicyService, POLICY_CHANGED_CHANNEL } from './services/policy/policy-service.ts';
import type { RevocationService } from './services/revocation-service.ts';
import type { SessionIssuer } from './services/session-issuer.ts';
import { SessionService } from './services/session-service.ts';
import { SignupService } from './services/signup-service.ts';
import { SsoConfigService } from './services/sso-config-service.ts';
import { OrganizationUsageService } from './services/organization-usage-service.ts';
import { StepUpService } from './services/step-up-service.ts';
import { TenancyService, WorkspaceOrganizations } from './services/tenancy-service.ts';
import type { TokenService } from './services/token-service.ts';
import { VerifiedKeyCache, API_KEY_CHANGED_CHANNEL } from './services/verified-key-cache.ts';
import { VirtualKeyService } from './services/virtual-key-service.ts';
import { createMailer } from './mail/mailer.ts';
import { EmailTokenRepository } from './repositories/email-token-repository.ts';
import { OrganizationAdminRepository } from './repositories/organization-admin-repository.ts';
import { EmailService } from './services/email/email-service.ts';
import { OrganizationAdminService } from './services/organization/organization-admin-service.ts';
import { OrganizationPlanService } from './services/organization/organization-plan-service.ts';
import { DomainVerificationRepository } from './repositories/domain-verification-repository.ts';
import { DomainVerificationService } from './services/domains/domain-verification-service.ts';
import { createTxtLookup } from './services/domains/txt-resolver.ts';
import { GovernanceAudit } from './services/governance-audit.ts';
import { ContentBoundRepository } from './repositories/content-bound-repository.ts';
import { ContentBoundService } from './services/content-bound/content-bound-service.ts';
import { ImpersonationRepository } from './repositories/impersonation-repository.ts';
import { ImpersonationService } from './services/impersonation/impersonation-service.ts';
import { OcarTrustConfigService } from './services/ocar/ocar-trust-config-service.ts';
import { OcarTrustConfigRepository } from './repositories/ocar-trust-config-repository.ts';
import { PolicyBundleService } from './services/policy/policy-bundle-service.ts';
import { PolicyBundleRepository } from './repositories/policy-bundle-repository.ts';
import type { AuditKeyProvider } from './audit/index.ts';
import type { PrismaClient } from './db.ts';

export interface AdministrationDeps {
  cfg: IdentityConfig;
  log: Logger;
  prisma: PrismaClient;
  store: SharedStore;
  keys: KeyManager;
  /** Appends the audit event of every change, in the change's transaction. */
  audit: AuditTrail;
  tokens: TokenService;
  permissions: PermissionService;
  revocations: RevocationService;
  sessions: SessionIssuer;
  /** Event-only appends (refusals) through the group commit. */
  recorder: AuditRecorder;
  /** The platform's Ed25519 signing keys (the audit trail's), which also sign policy bundles. */
  signingKeys: AuditKeyProvider;
}

export type Administration = Awaited<ReturnType<typeof startAdministration>>;

export async function startAdministration(d: AdministrationDeps) {
  const { cfg, log, prisma, store, keys, permissions, audit } = d;
  const tenants = new TenantRepository(prisma);
  const apiKeyRepo = new ApiKeyRepository(prisma, audit);
  const virtualKeyRepo = new VirtualKeyRepository(prisma, audit);
  const mfaRepo = new MfaRepository(prisma, audit);
  const enabled = cfg.API_KEY_LIFECYCLE_ENABLED;

  const workspaceOrgs = new WorkspaceOrganizations(tenants);
  const guard = new AccessGuard(permissions, workspaceOrgs);
  const keyCache = new VerifiedKeyCache(cfg.API_KEY_CACHE_TTL_MS);
  const invalidation = new KeyInvalidation(keyCache, store, log, d.revocations);
  const mfa = new MfaService({
    repo: mfaRepo,
    tenants,
    keys,
    store,
    issuer: cfg.MFA_ISSUER,
    maxFailures: cfg.MFA_MAX_FAILURES,
    failureWindowSeconds: cfg.MFA_FAILURE_WINDOW_SECONDS,
    recorder: d.recorder,
    log,
  });
  const stepUps = new StepUpService({
    repo: mfaRepo,
    mfa,
    keys,
    issuer: cfg.AUTH_ISSUER,
    ttlSeconds: cfg.STEP_UP_TTL_SECONDS,
    recorder: d.recorder,
    log,
    denials: new AuditFloodGate(store, {
      name: 'step-up-denied',
      limit: cfg.STEP_UP_DENIAL_AUDIT_PER_USER,
      windowSeconds: cfg.DENIAL_AUDIT_WINDOW_SECONDS,
    }),
  });
  const ssoRepo = new SsoConfigRepository(prisma, audit);
  const governanceAudit = new GovernanceAudit(audit);
  const mailer = createMailer({
    smtpUrl: cfg.SMTP_URL,
    dir: cfg.MAIL_DIR,
    from: cfg.MAIL_FROM,
    log,
    timeoutMs: cfg.MAIL_TIMEOUT_MS,
  });
  const policies = new PolicyService({
    repo: new PolicyRepository(prisma),
    guard,
    audit: governanceAudit,
    store,
    log,
    ttlMs: cfg.POLICY_CACHE_TTL_MS,
  });

  const admin = {
    guard,
    keyCache,
    tenancy: new TenancyService(tenants, guard),
    exchange: new ApiKeyExchange({
      enabled,
      keys,
      apiKeys: apiKeyRepo,
      virtualKeys: virtualKeyRepo,
      cache: keyCache,
      permissions,
      tokens: d.tokens,
      ttlSeconds: cfg.API_KEY_SESSION_TTL_SECONDS,
      lastUsed: new LastUsedRecorder(
        (id, at) => apiKeyRepo.touchLastUsed(id, at),
        cfg.API_KEY_LAST_USED_INTERVAL_MS,
        log,
      ),
    }),
    apiKeys: new ApiKeyService({ enabled, keys, repo: apiKeyRepo, tenants, guard, invalidation, stepUps, log }),
    virtualKeys: new VirtualKeyService({
      enabled,
      keys,
      repo: virtualKeyRepo,
      guard,
      invalidation,
      maxLifetimeSeconds: cfg.VIRTUAL_KEY_MAX_LIFETIME_SECONDS,
    }),
    members: new MemberService({
      repo: new MembershipRepository(prisma, audit),
      tenants,
      guard,
      permissions,
      store,
      log,
      invitationTtlSeconds: cfg.INVITATION_TTL_SECONDS,
      mailer,
      consoleUrl: cfg.CONSOLE_URL,
    }),
    sessions: new SessionService({ repo: new SessionRepository(prisma), revocations: d.revocations }),
    signup: new SignupService({
      enabled: cfg.FEATURE_SIGNUP,
      clientId: cfg.SIGNUP_CLIENT_ID,
      repo: new SignupRepository(prisma, audit),
      sessions: d.sessions,
      permissions,
      refreshTtlSeconds: cfg.REFRESH_TOKEN_TTL_SECONDS,
      log,
    }),
    mfa,
    stepUps,
    policies,
    authorization: new AuthorizationService(permissions, policies, workspaceOrgs, guard),
    sso: new SsoConfigService(ssoRepo, guard),
    organizationUsage: new OrganizationUsageService(new OrganizationAdminRepository(prisma), guard),
    email: new EmailService({
      repo: new EmailTokenRepository(prisma),
      tenants,
      guard,
      mailer,
      store,
      log,
      audit: governanceAudit,
      issuer: cfg.AUTH_ISSUER,
      consoleUrl: cfg.CONSOLE_URL,
      tokenTtlSeconds: cfg.EMAIL_TOKEN_TTL_SECONDS,
      perAddressPerHour: cfg.RESEND_VERIFICATION_PER_ADDRESS_PER_HOUR,
      perClientPerHour: cfg.RESEND_VERIFICATION_PER_CLIENT_PER_HOUR,
    }),
    organizations: new OrganizationAdminService({
      repo: new OrganizationAdminRepository(prisma),
      tenants,
      guard,
      stepUps,
      audit: governanceAudit,
      log,
    }),
    organizationPlans: new OrganizationPlanService({ prisma, audit, store, log }),
    domains: new DomainVerificationService({
      repo: new DomainVerificationRepository(prisma),
      sso: ssoRepo,
      guard,
      mailer,
      audit: governanceAudit,
      log,
      issuer: cfg.AUTH_ISSUER,
      ttlSeconds: cfg.DOMAIN_VERIFICATION_TTL_SECONDS,
      lookupTxt: createTxtLookup({ servers: cfg.DNS_SERVERS, timeoutMs: cfg.DNS_TIMEOUT_MS }),
    }),
    contentBound: new ContentBoundService({
      repo: new ContentBoundRepository(prisma),
      guard,
      stepUps,
      audit: governanceAudit,
      log,
    }),
    impersonation: new ImpersonationService({
      repo: new ImpersonationRepository(prisma),
      tenants,
      guard,
      stepUps,
      revocations: d.revocations,
      audit: governanceAudit,
      log,
      approvalWindowSeconds: cfg.IMPERSONATION_APPROVAL_WINDOW_SECONDS,
      maxDurationSeconds: cfg.IMPERSONATION_MAX_DURATION_SECONDS,
    }),
    policyBundles: new PolicyBundleService({
      repo: new PolicyBundleRepository(prisma),
      policies,
      guard,
      keys: d.signingKeys,
      audit: governanceAudit,
      log,
    }),
    ocarTrustConfig: new OcarTrustConfigService({
      repo: new OcarTrustConfigRepository(prisma),
      guard,
      stepUps,
      audit: governanceAudit,
      log,
    }),
  };

  const unsubscribe = await Promise.all([
    store.subscribe(API_KEY_CHANGED_CHANNEL, (m) => keyCache.onMessage(m)),
    store.subscribe(POLICY_CHANGED_CHANNEL, (m) => policies.onMessage(m)),
  ]);
  return {
    ...admin,
    async stop() {
      await Promise.allSettled(unsubscribe.map((u) => u()));
      mailer.close();
    },
  };
}
