/**
 * Every Mutation root field of the composed schema (supergraph.graphql) and what a successful call
 * appends to the audit trail (identity/src/audit/catalogue.ts), or why it appends nothing.
 * test/audit/mutation-audit.gateway.test.ts fails when a Mutation field is missing here, so a new
 * mutation cannot be added without saying how it is audited.
 *
 * - appends: the catalogue actions a successful call appends in the change's transaction (any of
 *   them, by outcome: e.g. a DSAR verification is recorded or rejected).
 * - exempt: changes nothing the platform owns (a NOT-WIRED backend answers; the backend, not this
 *   platform, owns its record), or changes nothing at all.
 */
import type { AuditAction } from '../../identity/src/audit/catalogue.ts';

export type MutationAudit = { appends: AuditAction[] } | { exempt: string };

const notWired = (code: string) => ({
  exempt: `answers ${code} in the platform (no backend configured) and changes nothing here; the backend records its own changes`,
});

export const MUTATION_AUDIT: Record<string, MutationAudit> = {
  // agents: event subscriptions and private endpoints (agents' own AuditTrail)
  createEventSubscription: { appends: ['events.subscription.created'] },
  updateEventSubscription: { appends: ['events.subscription.changed'] },
  deleteEventSubscription: { appends: ['events.subscription.deleted'] },
  revealEventSubscriptionSecret: { appends: ['events.subscription.secret_revealed'] },
  rotateEventSubscriptionSecret: { appends: ['events.subscription.secret_rotated'] },
  sendTestEvent: { appends: ['events.subscription.test_sent'] },
  replayEventDelivery: { appends: ['events.delivery.replayed'] },
  registerPrivateEndpoint: { appends: ['events.private_endpoint.registered'] },
  approvePrivateEndpoint: { appends: ['events.private_endpoint.approved'] },
  retirePrivateEndpoint: { appends: ['events.private_endpoint.retired'] },
  // A MANAGED_MODEL preflight (PENDING_LIVE_PROBE) stores nothing and appends nothing.
  preflightPrivateEndpoint: { appends: ['events.private_endpoint.preflighted'] },
  terminateAgentSession: notWired('SVC-AGENTRT-NOT-WIRED'),

  // iam (identity over gRPC)
  signUp: { appends: ['member.added'] },
  resendVerificationEmail: { appends: ['governance.email.verification_sent'] },
  createApiKey: { appends: ['apikey.created'] },
  rotateApiKey: { appends: ['apikey.rotated'] },
  revokeApiKey: { appends: ['apikey.revoked'] },
  bulkRevokeApiKeys: { appends: ['apikey.revoked'] },
  issueVirtualKey: { appends: ['virtual_key.issued'] },
  rotateVirtualKey: { appends: ['virtual_key.rotated'] },
  revokeVirtualKey: { appends: ['virtual_key.revoked'] },
  inviteMember: { appends: ['invitation.created'] },
  revokeInvitation: { appends: ['invitation.revoked'] },
  acceptInvitation: { appends: ['invitation.accepted'] },
  updateMemberRole: { appends: ['member.role.changed'] },
  removeMember: { appends: ['member.removed'] },
  revokeSession: { appends: ['auth.session.revoked'] },
  revokeOtherSessions: { appends: ['auth.session.revoked'] },
  enrollMfa: {
    exempt:
      'starts a PENDING enrollment that authenticates nothing; auth.mfa.enrolled is appended when confirmMfaEnrollment makes it usable',
  },
  confirmMfaEnrollment: { appends: ['auth.mfa.enrolled'] },
  requestStepUp: { appends: ['auth.step_up.issued', 'auth.step_up.denied', 'auth.mfa.verified', 'auth.mfa.failed'] },
  initiateEmailChange: { appends: ['governance.email.change_initiated'] },
  confirmEmailChange: { appends: ['governance.email.change_confirmed'] },
  cancelEmailChange: { appends: ['governance.email.change_cancelled'] },
  updateOrganization: { appends: ['governance.organization.updated'] },
  transferOrgOwnership: { appends: ['governance.organization.ownership_transferred'] },
  upsertSsoConfig: { appends: ['sso.config.updated'] },
  requestDomainVerification: { appends: ['governance.domain.requested'] },
  requestImpersonation: { appends: ['governance.impersonation.requested'] },
  approveImpersonation: { appends: ['governance.impersonation.approved', 'governance.impersonation.activated'] },
  revokeImpersonation: { appends: ['governance.impersonation.revoked'] },
  updateSignupProfile: { appends: ['governance.signup_profile.updated'] },
  requestContentBoundEnablement: { appends: ['governance.content_bound.requested'] },
  approveContentBoundEnablement: { appends: ['governance.content_bound.approved'] },
  rejectContentBoundEnablement: { appends: ['governance.content_bound.rejected'] },
  revokeContentBoundEnablement: { appends: ['governance.content_bound.revoked'] },

  // audit and compliance (identity serves both backends in the platform)
  exportAuditEvents: { appends: ['audit.export.created'] },
  exportSubjectAccessBundle: { appends: ['dsar.access_bundle.exported', 'dsar.access_bundle.refused'] },
  placeLitigationHold: { appends: ['audit.hold.placed'] },
  releaseLitigationHold: { appends: ['audit.hold.released'] },
  createDsarRequest: { appends: ['dsar.request.created'] },
  recordDsarVerification: {
    appends: ['dsar.verification.recorded', 'dsar.verification.pending', 'dsar.request.rejected'],
  },
  executeErasure: { appends: ['dsar.erasure.executed', 'dsar.erasure.refused'] },

  // prompts: policy authoring is identity's; the template registry is a backend
  savePolicy: { appends: ['policy.created', 'policy.updated'] },
  publishPolicyBundle: { appends: ['policy.bundle_published'] },
  publishPromptTemplate: notWired('SVC-PROMPT-NOT-WIRED'),
  deployPrompt: notWired('SVC-PROMPT-NOT-WIRED'),

  // receipts: the OCAR trust configuration is identity's; the other families are backends
  setOcarTrustConfig: {
    appends: ['governance.ocar_trust_config.applied', 'governance.ocar_trust_config.change_pending'],
  },
  promoteOcarTrustConfig: { appends: ['governance.ocar_trust_config.promoted'] },
  clearOcarTrustConfig: { appends: ['governance.ocar_trust_config.change_pending'] },
  submitInferenceReceipt: notWired('SVC-OIR-NOT-WIRED'),
  revokeOcnpLease: notWired('SVC-OCNP-NOT-WIRED'),
  submitEvalRun: notWired('SVC-VIR-NOT-WIRED'),

  // memory: every family is a backend
  gatedMemoryWrite: notWired('SVC-AMGATE-NOT-WIRED'),
  exportMemoryArchive: notWired('SVC-VERIFIED-MEMORY-NOT-WIRED'),
  importMemoryArchive: notWired('SVC-VERIFIED-MEMORY-NOT-WIRED'),
  mergeMemoryArchives: notWired('SVC-VERIFIED-MEMORY-NOT-WIRED'),
  verifyMergeReceipt: notWired('SVC-VERIFIED-MEMORY-NOT-WIRED'),

  // inference: a model call is metered (usage records, gateway activity), not a configuration change
  chatCompletion: { exempt: 'a model call: recorded as usage and activity, changes no configuration' },
  createEmbedding: { exempt: 'a model call: recorded as usage and activity, changes no configuration' },

  // billing
  createCheckoutSession: {
    exempt:
      'creates a session at the payment provider (SVC-BILLING-PAYMENT-NOT-WIRED without one); the plan changes on the provider webhook, audited by identity as billing.plan.changed',
  },
  createBillingPortalSession: {
    exempt: "a link to the payment provider's portal (SVC-BILLING-PAYMENT-NOT-WIRED without one); stores nothing",
  },
  // billing writes the event to its outbox in the change's transaction; identity appends it (ADR 007)
  cancelSubscription: { appends: ['billing.subscription.canceled'] },
  resumeSubscription: { appends: ['billing.subscription.resumed'] },
  createBudget: { appends: ['billing.budget.created'] },
  updateBudget: { appends: ['billing.budget.updated'] },
  deleteBudget: { appends: ['billing.budget.deleted'] },
  setDefaultPaymentMethod: {
    exempt:
      'changes the default at the payment provider (SVC-BILLING-PAYMENT-NOT-WIRED without one); stores nothing here',
  },
  removePaymentMethod: {
    exempt:
      'removes the method at the payment provider (SVC-BILLING-PAYMENT-NOT-WIRED without one); stores nothing here',
  },
};
