/**
 * The audit event catalogue: every action the platform appends to its audit trail, with the
 * category it belongs to and the presentation texts `AuditEventNode.label` / `.verbPhrase`
 * carry. This is the ONE place actions are defined; an emitter cannot append an action that is not
 * listed here (AuditTrail.append refuses it), so the catalogue is also the complete list of what
 * the trail can contain. identity/src/audit/README.md explains how to emit.
 *
 * Conventions
 * - action: dotted, lowercase, `<area>.<object>.<verb>` in the past tense of what happened
 *   (`auth.sign_in.failed`, `apikey.revoked`). Never reuse an action for a different meaning:
 *   exports and verifiers outlive the code.
 * - category: the `AuditCategory` enum of subgraphs/audit/schema.graphql.
 * - label: a short noun phrase for lists ("Sign-in failed"); verbPhrase: completes
 *   "<actor> ..." in a sentence ("failed to sign in").
 * - Nothing here names a person: events carry ids (pseudonymous references), never e-mail
 *   addresses or names, so erasing a data subject never has to rewrite a signed event.
 *
 * Adding actions (other branches): append rows to the section of your area, keep them sorted by
 * action within it, and never change an existing row's category.
 */

export const AUDIT_CATEGORIES = [
  'AUTHENTICATION',
  'AUTHORIZATION',
  'ADMINISTRATION',
  'CONFIGURATION',
  'DATA_ACCESS',
  'INFERENCE',
  'BILLING',
  'COMPLIANCE',
  'SYSTEM',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** `isSystem` may only be true with SUCCESS (AuditTrail.append enforces it). */
export const AUDIT_OUTCOMES = ['SUCCESS', 'FAILURE', 'ERROR', 'DENIED'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export interface AuditActionEntry {
  category: AuditCategory;
  label: string;
  verbPhrase: string;
}

const entry = (category: AuditCategory, label: string, verbPhrase: string): AuditActionEntry => ({
  category,
  label,
  verbPhrase,
});

export const AUDIT_ACTIONS = {
  // --- authentication: sign-in, sessions, MFA, step-up -------------------------------------------
  'auth.sign_in.succeeded': entry('AUTHENTICATION', 'Sign-in succeeded', 'signed in'),
  'auth.sign_in.failed': entry('AUTHENTICATION', 'Sign-in failed', 'failed to sign in'),
  'auth.sign_in.locked_out': entry(
    'AUTHENTICATION',
    'Account locked out',
    'was locked out after repeated failed sign-ins',
  ),
  'auth.session.revoked': entry('AUTHENTICATION', 'Session revoked', 'revoked a session'),
  'auth.mfa.enrolled': entry('AUTHENTICATION', 'MFA factor enrolled', 'enrolled an MFA factor'),
  'auth.mfa.removed': entry('AUTHENTICATION', 'MFA factor removed', 'removed an MFA factor'),
  'auth.mfa.verified': entry('AUTHENTICATION', 'MFA challenge passed', 'passed an MFA challenge'),
  'auth.mfa.failed': entry('AUTHENTICATION', 'MFA challenge failed', 'failed an MFA challenge'),
  'auth.step_up.issued': entry('AUTHENTICATION', 'Step-up granted', 'stepped up authentication'),
  'auth.step_up.used': entry('AUTHENTICATION', 'Step-up used', 'used a step-up token'),
  'auth.step_up.denied': entry('AUTHENTICATION', 'Step-up denied', 'was refused a step-up'),

  // --- tokens -------------------------------------------------------------------------------------
  'token.issued': entry('AUTHENTICATION', 'Token issued', 'was issued a token'),
  'token.refreshed': entry('AUTHENTICATION', 'Token refreshed', 'refreshed a token'),
  'token.refresh.reuse_detected': entry(
    'AUTHENTICATION',
    'Refresh token reuse detected',
    'presented a refresh token that was already used',
  ),
  'token.grant.denied': entry('AUTHENTICATION', 'Token request denied', 'was refused a token'),
  'token.revoked': entry('AUTHENTICATION', 'Token revoked', 'revoked a token'),
  'token.revoked_presented': entry('AUTHORIZATION', 'Revoked token presented', 'presented a revoked token'),

  // --- edge denials worth keeping ------------------------------------------------------------------
  'access.cross_workspace.denied': entry(
    'AUTHORIZATION',
    'Cross-workspace access denied',
    'was denied access to another workspace',
  ),
  'access.scope.denied': entry('AUTHORIZATION', 'Insufficient scope', 'was denied an operation outside its scopes'),

  // --- OAuth clients, API keys, virtual keys ------------------------------------------------------
  'client.created': entry('ADMINISTRATION', 'OAuth client created', 'created an OAuth client'),
  'client.updated': entry('ADMINISTRATION', 'OAuth client updated', 'updated an OAuth client'),
  'client.secret.rotated': entry('ADMINISTRATION', 'Client secret rotated', 'rotated an OAuth client secret'),
  'client.deleted': entry('ADMINISTRATION', 'OAuth client deleted', 'deleted an OAuth client'),
  'apikey.created': entry('ADMINISTRATION', 'API key created', 'created an API key'),
  'apikey.rotated': entry('ADMINISTRATION', 'API key rotated', 'rotated an API key'),
  'apikey.revoked': entry('ADMINISTRATION', 'API key revoked', 'revoked an API key'),
  'virtual_key.issued': entry('ADMINISTRATION', 'Virtual key issued', 'issued a virtual key'),
  'virtual_key.revoked': entry('ADMINISTRATION', 'Virtual key revoked', 'revoked a virtual key'),
  'virtual_key.rotated': entry('ADMINISTRATION', 'Virtual key rotated', 'rotated a virtual key'),

  // --- members, roles, invitations, policies ------------------------------------------------------
  'member.added': entry('ADMINISTRATION', 'Member added', 'added a member'),
  'member.removed': entry('ADMINISTRATION', 'Member removed', 'removed a member'),
  'member.role.changed': entry('ADMINISTRATION', 'Member role changed', "changed a member's role"),
  'invitation.created': entry('ADMINISTRATION', 'Invitation sent', 'invited someone'),
  'invitation.accepted': entry('ADMINISTRATION', 'Invitation accepted', 'accepted an invitation'),
  'invitation.revoked': entry('ADMINISTRATION', 'Invitation revoked', 'revoked an invitation'),
  'policy.bundle_published': entry('CONFIGURATION', 'Policy bundle published', 'published a signed policy bundle'),
  'policy.created': entry('CONFIGURATION', 'Policy created', 'created an access policy'),
  'policy.updated': entry('CONFIGURATION', 'Policy updated', 'updated an access policy'),
  'policy.deleted': entry('CONFIGURATION', 'Policy deleted', 'deleted an access policy'),

  // --- SCIM provisioning -------------------------------------------------------------------------
  'scim.user.created': entry('ADMINISTRATION', 'User provisioned', 'provisioned a user over SCIM'),
  'scim.user.replaced': entry('ADMINISTRATION', 'User replaced', 'replaced a user over SCIM'),
  'scim.user.patched': entry('ADMINISTRATION', 'User updated', 'updated a user over SCIM'),
  'scim.user.deleted': entry('ADMINISTRATION', 'User deprovisioned', 'deprovisioned a user over SCIM'),

  // --- SSO and tenant configuration ----------------------------------------------------------------
  'sso.config.updated': entry('CONFIGURATION', 'SSO configuration changed', 'changed the SSO configuration'),
  'sso.config.deleted': entry('CONFIGURATION', 'SSO configuration removed', 'removed the SSO configuration'),

  // --- the audit trail itself and data-subject requests ---------------------------------------------
  'audit.export.created': entry('COMPLIANCE', 'Audit export created', 'exported audit events'),
  'audit.export.refused': entry(
    'COMPLIANCE',
    'Audit export refused',
    'was refused an audit export (the chain does not verify)',
  ),
  'audit.hold.placed': entry('COMPLIANCE', 'Litigation hold placed', 'placed a litigation hold'),
  'audit.hold.released': entry('COMPLIANCE', 'Litigation hold released', 'released a litigation hold'),
  'audit.retention.purged': entry('SYSTEM', 'Retention purge', 'purged events past retention'),
  'dsar.request.created': entry('COMPLIANCE', 'Data-subject request received', 'recorded a data-subject request'),
  'dsar.request.rejected': entry(
    'COMPLIANCE',
    'Data-subject request rejected',
    'rejected a data-subject request (identity proofing failed)',
  ),
  'dsar.verification.pending': entry(
    'COMPLIANCE',
    'Data-subject identity proofing started',
    "started a data subject's identity proofing",
  ),
  'dsar.verification.recorded': entry(
    'COMPLIANCE',
    'Data-subject identity verified',
    "recorded a data subject's identity proofing",
  ),
  'dsar.access_bundle.exported': entry(
    'COMPLIANCE',
    'Subject access bundle exported',
    'exported a subject access bundle',
  ),
  'dsar.access_bundle.refused': entry(
    'COMPLIANCE',
    'Subject access bundle refused',
    'was refused a subject access bundle',
  ),
  'dsar.erasure.executed': entry('COMPLIANCE', 'Erasure executed', "erased a data subject's personal data"),
  'dsar.erasure.refused': entry('COMPLIANCE', 'Erasure refused', 'was refused an erasure'),

  // --- governance workflows (branch gov appends its steps here) ------------------------------------
  'governance.workflow.step': entry('COMPLIANCE', 'Governance workflow step', 'completed a governance workflow step'),
  'governance.content_bound.approved': entry(
    'CONFIGURATION',
    'Content-bound enablement approved',
    'approved a content-bound enablement',
  ),
  'governance.content_bound.rejected': entry(
    'CONFIGURATION',
    'Content-bound enablement rejected',
    'rejected a content-bound enablement',
  ),
  'governance.content_bound.revoked': entry(
    'CONFIGURATION',
    'Content-bound enablement revoked',
    'revoked a content-bound enablement',
  ),
  'governance.content_bound.requested': entry(
    'CONFIGURATION',
    'Content-bound enablement requested',
    'requested a content-bound enablement',
  ),
  'governance.domain.expired': entry(
    'CONFIGURATION',
    'Domain verification expired',
    'saw a domain verification expire',
  ),
  'governance.domain.failed': entry(
    'CONFIGURATION',
    'Domain verification failed',
    'checked a domain verification that failed',
  ),
  'governance.domain.requested': entry(
    'CONFIGURATION',
    'Domain verification requested',
    'requested a domain verification',
  ),
  'governance.domain.verified': entry('CONFIGURATION', 'Domain verified', 'verified a domain'),
  'governance.email.change_cancelled': entry('ADMINISTRATION', 'E-mail change cancelled', 'cancelled an e-mail change'),
  'governance.email.change_confirmed': entry(
    'ADMINISTRATION',
    'E-mail address changed',
    'changed their e-mail address',
  ),
  'governance.email.change_initiated': entry('ADMINISTRATION', 'E-mail change started', 'started an e-mail change'),
  'governance.email.verification_sent': entry(
    'ADMINISTRATION',
    'Verification e-mail sent',
    'was sent an e-mail verification link',
  ),
  'governance.email.verified': entry('ADMINISTRATION', 'E-mail address verified', 'verified their e-mail address'),
  'governance.impersonation.activated': entry(
    'AUTHORIZATION',
    'Impersonation activated',
    'completed the approval quorum of an impersonation',
  ),
  'governance.impersonation.approved': entry('AUTHORIZATION', 'Impersonation approved', 'approved an impersonation'),
  'governance.impersonation.expired': entry('AUTHORIZATION', 'Impersonation expired', 'saw an impersonation expire'),
  'governance.impersonation.requested': entry('AUTHORIZATION', 'Impersonation requested', 'requested an impersonation'),
  'governance.impersonation.revoked': entry('AUTHORIZATION', 'Impersonation revoked', 'revoked an impersonation'),
  'governance.impersonation.token_issued': entry(
    'AUTHENTICATION',
    'Impersonation token issued',
    'obtained a token acting inside another organization',
  ),
  'governance.ocar_trust_config.applied': entry(
    'CONFIGURATION',
    'OCAR trust configuration applied',
    'applied an OCAR trust configuration',
  ),
  'governance.ocar_trust_config.change_pending': entry(
    'CONFIGURATION',
    'OCAR trust configuration change pending',
    'proposed a weakening OCAR trust configuration change',
  ),
  'governance.ocar_trust_config.promoted': entry(
    'CONFIGURATION',
    'OCAR trust configuration change promoted',
    'approved a pending OCAR trust configuration change',
  ),
  'governance.organization.ownership_transferred': entry(
    'ADMINISTRATION',
    'Ownership transferred',
    "transferred the organization's ownership",
  ),
  'governance.organization.updated': entry('CONFIGURATION', 'Organization updated', 'updated the organization'),
  'governance.signup_profile.updated': entry(
    'ADMINISTRATION',
    'Sign-up profile updated',
    'updated their sign-up profile',
  ),

  // --- billing (branch billing appends here) -------------------------------------------------------
  'billing.budget.created': entry('BILLING', 'Budget created', 'created a budget'),
  'billing.budget.deleted': entry('BILLING', 'Budget deleted', 'deleted a budget'),
  'billing.budget.updated': entry('BILLING', 'Budget updated', 'updated a budget'),
  'billing.plan.changed': entry('BILLING', 'Plan changed', 'changed the billing plan'),
  'billing.subscription.canceled': entry(
    'BILLING',
    'Subscription cancellation scheduled',
    'canceled the subscription at the end of its period',
  ),
  'billing.subscription.resumed': entry(
    'BILLING',
    'Subscription resumed',
    'withdrew the pending cancellation of the subscription',
  ),

  // --- schema registry (registry/, docs/adr/014-schema-registry.md) --------------------------------
  'registry.documents.published': entry(
    'CONFIGURATION',
    'Trusted documents published',
    "published a client's trusted documents (persisted-query manifest) to the schema registry",
  ),
  'registry.subgraph.deleted': entry(
    'CONFIGURATION',
    'Subgraph deleted',
    'deleted a subgraph from the schema registry',
  ),
  'registry.subgraph.owner_set': entry(
    'CONFIGURATION',
    'Subgraph owner set',
    "named a subgraph's owner in the schema registry",
  ),
  'registry.subgraph.published': entry(
    'CONFIGURATION',
    'Subgraph published',
    'published a subgraph schema to the schema registry',
  ),
  'registry.supergraph.rolled_back': entry(
    'CONFIGURATION',
    'Supergraph rolled back',
    'rolled the supergraph back to an earlier version',
  ),

  // --- events / webhooks (branch events appends here) ----------------------------------------------
  'events.delivery.replayed': entry(
    'CONFIGURATION',
    'Event delivery replayed',
    'put a dead-lettered event delivery back on the queue',
  ),
  'events.subscription.changed': entry('CONFIGURATION', 'Event subscription changed', 'changed an event subscription'),
  'events.subscription.created': entry('CONFIGURATION', 'Event subscription created', 'created an event subscription'),
  'events.subscription.deleted': entry('CONFIGURATION', 'Event subscription deleted', 'deleted an event subscription'),
  'events.subscription.secret_revealed': entry(
    'DATA_ACCESS',
    'Webhook signing secret revealed',
    "revealed an event subscription's signing secret",
  ),
  'events.subscription.secret_rotated': entry(
    'CONFIGURATION',
    'Webhook signing secret rotated',
    "rotated an event subscription's signing secret",
  ),
  'events.subscription.test_sent': entry(
    'CONFIGURATION',
    'Test event sent',
    'sent a test event to an event subscription',
  ),
  'events.private_endpoint.registered': entry(
    'CONFIGURATION',
    'Private endpoint registered',
    'registered a private endpoint',
  ),
  'events.private_endpoint.approved': entry(
    'CONFIGURATION',
    'Private endpoint approved',
    'approved a private endpoint',
  ),
  'events.private_endpoint.preflighted': entry(
    'CONFIGURATION',
    'Private endpoint preflighted',
    'recorded a live preflight of a private endpoint',
  ),
  'events.private_endpoint.retired': entry('CONFIGURATION', 'Private endpoint retired', 'retired a private endpoint'),
} as const satisfies Record<string, AuditActionEntry>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(s: string): s is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, s);
}

export function isAuditCategory(s: string): s is AuditCategory {
  return (AUDIT_CATEGORIES as readonly string[]).includes(s);
}

export function isAuditOutcome(s: string): s is AuditOutcome {
  return (AUDIT_OUTCOMES as readonly string[]).includes(s);
}
