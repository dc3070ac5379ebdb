/**
 * The actions of the platform's audit catalogue (identity/src/audit/catalogue.ts), each a wire
 * event type as `audit.<action>` that a subscription may name. A copy, because the agents subgraph
 * imports no identity code; test/audit/agents-audit.test.ts fails when it differs from identity's.
 */
export const AUDIT_WIRE_ACTION_NAMES = [
  'auth.sign_in.succeeded', 'auth.sign_in.failed', 'auth.sign_in.locked_out', 'auth.session.revoked',
  'auth.mfa.enrolled', 'auth.mfa.removed', 'auth.mfa.verified', 'auth.mfa.failed', 'auth.step_up.issued',
  'auth.step_up.used', 'auth.step_up.denied', 'token.issued', 'token.refreshed',
  'token.refresh.reuse_detected', 'token.grant.denied', 'token.revoked', 'token.revoked_presented',
  'access.cross_workspace.denied', 'access.scope.denied', 'client.created', 'client.updated',
  'client.secret.rotated', 'client.deleted', 'apikey.created', 'apikey.rotated', 'apikey.revoked',
  'virtual_key.issued', 'virtual_key.revoked', 'virtual_key.rotated', 'member.added', 'member.removed',
  'member.role.changed', 'invitation.created', 'invitation.accepted', 'invitation.revoked',
  'policy.bundle_published', 'policy.created', 'policy.updated', 'policy.deleted', 'scim.user.created',
  'scim.user.replaced', 'scim.user.patched', 'scim.user.deleted', 'sso.config.updated', 'sso.config.deleted',
  'audit.export.created', 'audit.export.refused', 'audit.hold.placed', 'audit.hold.released',
  'audit.retention.purged', 'dsar.request.created', 'dsar.request.rejected', 'dsar.verification.pending',
  'dsar.verification.recorded', 'dsar.access_bundle.exported', 'dsar.access_bundle.refused',
  'dsar.erasure.executed', 'dsar.erasure.refused', 'governance.workflow.step',
  'governance.content_bound.approved', 'governance.content_bound.requested', 'governance.domain.expired',
  'governance.domain.failed', 'governance.domain.requested', 'governance.domain.verified',
  'governance.email.change_cancelled', 'governance.email.change_confirmed',
  'governance.email.change_initiated', 'governance.email.verification_sent', 'governance.email.verified',
  'governance.impersonation.activated', 'governance.impersonation.approved',
  'governance.impersonation.expired', 'governance.impersonation.requested',
  'governance.impersonation.revoked', 'governance.impersonation.token_issued',
  'governance.ocar_trust_config.applied', 'governance.ocar_trust_config.change_pending',
  'governance.ocar_trust_config.promoted', 'governance.organization.ownership_transferred',
  'governance.organization.updated', 'governance.signup_profile.updated', 'billing.budget.created',
  'billing.budget.deleted', 'billing.budget.updated', 'billing.plan.changed',
  'billing.subscription.canceled', 'billing.subscription.resumed', 'events.delivery.replayed',
  'events.subscription.changed', 'events.subscription.created', 'events.subscription.deleted',
  'events.subscription.secret_revealed', 'events.subscription.secret_rotated',
  'events.subscription.test_sent', 'events.private_endpoint.registered', 'events.private_endpoint.approved',
  'events.private_endpoint.preflighted', 'events.private_endpoint.retired',
] as const;
export type AuditWireAction = (typeof AUDIT_WIRE_ACTION_NAMES)[number];

export const AUDIT_WIRE_ACTIONS: ReadonlySet<string> = new Set(AUDIT_WIRE_ACTION_NAMES);
