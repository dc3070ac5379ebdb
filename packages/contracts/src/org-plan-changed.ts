/**
 * An organization's plan changed. Publisher: identity, once the change is committed
 * (SetOrganizationPlan). Subscriber: every gateway, which drops that organization's cached
 * rate-limit tier. The message is the JSON of OrgPlanChangedMessage.
 */
export const ORG_PLAN_CHANGED_CHANNEL = 'identity:org-plan-changed';

export interface OrgPlanChangedMessage {
  orgId: string;
  /** The organization's plan after the change (FREE, PRO, ENTERPRISE). */
  plan: string;
}
