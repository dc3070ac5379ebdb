/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Our design (not shown in the specification): which keys a bulk revocation covers. */
export type ApiKeyBulkRevokeScope =
  /** The caller's own keys. */
  | 'SELF'
  /** Every key of the caller's workspace (needs `api_keys:manage`). */
  | 'WORKSPACE';

/** Our design (not shown in the specification): the API-key class, as in the key prefix `svc_(sandbox|test|live)_`. */
export type ApiKeyScope = 'LIVE' | 'SANDBOX' | 'TEST';

/** Our design (not shown in the specification): the family an audit event belongs to. */
export type AuditCategory =
  | 'ADMINISTRATION'
  | 'AUTHENTICATION'
  | 'AUTHORIZATION'
  | 'BILLING'
  | 'COMPLIANCE'
  | 'CONFIGURATION'
  | 'DATA_ACCESS'
  | 'INFERENCE'
  | 'SYSTEM';

/** Our design (not shown in the specification). `isSystem` is always false for FAILURE, ERROR and DENIED. */
export type AuditOutcome = 'DENIED' | 'ERROR' | 'FAILURE' | 'SUCCESS';

/** Our design (not shown in the specification): SOFT alerts and may overrun the ceiling; HARD refuses spend beyond it. */
export type BudgetMode = 'HARD' | 'SOFT';

/** Our design (not shown in the specification): the kind of subject a budget caps; `scopeId` names the subject. */
export type BudgetScope = 'API_KEY' | 'ORGANIZATION' | 'PROVIDER' | 'WORKSPACE';

/** Our design (not shown in the specification). */
export type BulkRevokeApiKeysInput = {
  /** Must equal `ApiKeyBulkRevocationPreview.confirmationText`. */
  confirmationText: string;
  /** Must equal `ApiKeyBulkRevocationPreview.operationBinding`. */
  operationBinding: string;
  scope: ApiKeyBulkRevokeScope;
};

/** Our design (not shown in the specification): a chat completion request. */
export type ChatCompletionInput = {
  /** Ask for a JSON object response. */
  jsonMode?: boolean | null | undefined;
  maxTokens?: number | null | undefined;
  messages: Array<ChatMessageInput>;
  model: string;
  stop?: Array<string> | null | undefined;
  temperature?: number | null | undefined;
  /** `auto`, `none` or a tool name. */
  toolChoice?: string | null | undefined;
  tools?: Array<ToolDefinitionInput> | null | undefined;
  topP?: number | null | undefined;
};

/** Our design (not shown in the specification): one chat message of a request. */
export type ChatMessageInput = {
  content: string;
  name?: string | null | undefined;
  role: ChatRole;
  /** For a TOOL message: the id of the tool call it answers. */
  toolCallId?: string | number | null | undefined;
};

/** Our design (not shown in the specification): the author of a chat message. */
export type ChatRole = 'ASSISTANT' | 'SYSTEM' | 'TOOL' | 'USER';

/** Our design (the specification says only that ACTIVE needs all six gates clear and a checker distinct from the maker). */
export type ContentBoundEnablementStatus = 'ACTIVE' | 'PENDING' | 'REJECTED' | 'REVOKED';

/** Our design (not shown in the specification). The key is bound to the caller, its organization and its workspace. */
export type CreateApiKeyInput = {
  /** Optional expiry for TEST and LIVE keys; SANDBOX keys always live 24 hours. */
  expiresAt?: string | null | undefined;
  name: string;
  scope: ApiKeyScope;
};

/** Our design (not shown in the specification). */
export type CreateBudgetInput = {
  /** Utilization percentages 1 to 100. */
  alertThresholdPcts: Array<number>;
  enabled?: boolean | null | undefined;
  mode: BudgetMode;
  /** Organization id, workspace uuid, provider slug or API-key id; an organization or workspace must be the credential's own. */
  scopeId: string;
  scopeType: BudgetScope;
  /** Exact integer cents. */
  usdCeilingCents: string;
};

/** Our design. */
export type EventDeliveryStatus =
  /** Attempts exhausted: in the dead-letter list, replayable. */
  | 'DEAD'
  | 'DELIVERED'
  /** SLACK or EMAIL transport: accepted, held by the dispatcher. */
  | 'HELD'
  /** In the queue or being retried. */
  | 'PENDING'
  /** The subscription was disabled or deleted before delivery. */
  | 'SKIPPED';

/** Our design (not shown in the specification). Destinations are checked against server-side request forgery at registration. */
export type EventSubscriptionInput = {
  /** https only. */
  destinationUrl: string;
  enabled?: boolean | null | undefined;
  /** Wire event-type strings. */
  eventTypes: Array<string>;
  transport: EventTransport;
};

/** Delivery transport of an event subscription. SLACK and EMAIL are the specification's (accepted, held by the dispatcher); WEBHOOK is our name for https delivery. */
export type EventTransport = 'EMAIL' | 'SLACK' | 'WEBHOOK';

/** Our design (not shown in the specification): why a completion ended. */
export type FinishReason = 'CONTENT_FILTER' | 'ERROR' | 'LENGTH' | 'STOP' | 'TOOL_CALLS';

/** Access mode of an impersonation; members as the specification names them. */
export type ImpersonationAccessMode = 'READ_ONLY' | 'READ_WRITE';

/** Status of an impersonation operation. `ACTIVE` and `REVOKED` are the specification's; the others are our design. */
export type ImpersonationOpStatus = 'ACTIVE' | 'EXPIRED' | 'REQUESTED' | 'REVOKED';

/** Our design (the specification names invitation statuses without their members). */
export type InvitationStatus = 'ACCEPTED' | 'EXPIRED' | 'PENDING' | 'REVOKED';

/** Our design (not shown in the specification). */
export type InviteMemberInput = {
  email: string;
  role: MemberRole;
};

/** Our design (the specification names invoice statuses without their members). */
export type InvoiceStatus = 'DRAFT' | 'OPEN' | 'PAID' | 'UNCOLLECTIBLE' | 'VOID';

/** Our design (not shown in the specification). */
export type IssueVirtualKeyInput = {
  /** Models the key may call; empty means every model the workspace may call. */
  allowedModels?: Array<string> | null | undefined;
  /** RFC 3339 UTC expiry. */
  notAfter: string;
  scope: ApiKeyScope;
};

/** Our design (not shown in the specification): a hold over a range of the tenant chain. */
export type LitigationHoldInput = {
  caseRef: string;
  /** Decimal int64, inclusive. */
  fromSeq: string;
  /** Decimal int64, inclusive. */
  toSeq: string;
};

/** Our design (not shown in the specification). */
export type LitigationHoldStatus = 'ACTIVE' | 'RELEASED';

/**
 * Our design (not shown in the specification): a member's role in the organization. Owner and
 * admin identities collapse to ADMIN.
 */
export type MemberRole = 'ADMIN' | 'BILLING' | 'DEVELOPER' | 'VIEWER';

/** Our design (not shown in the specification): what a model is for. */
export type ModelType = 'CHAT' | 'COMPLETION' | 'EMBEDDING';

/** Our design (the specification names the type without its members). */
export type OrganizationStatus = 'ACTIVE' | 'DELETED' | 'SUSPENDED';

/** Our design (not shown in the specification). */
export type PaymentMethodType = 'BANK_ACCOUNT' | 'CARD';

/** Our design (not shown in the specification). */
export type PrivateEndpointKind = 'CLOUD_MANAGED' | 'SELF_HOSTED';

/** Our design (not shown in the specification); MANAGED_MODEL endpoints are addressed by name instead of an https URL. */
export type PrivateEndpointProtocol = 'MANAGED_MODEL' | 'OPENAI_COMPATIBLE';

/** Private endpoint status. RETIRED is the specification's (set with `retiredAt`); the others are our design. */
export type PrivateEndpointStatus = 'ACTIVE' | 'PENDING_APPROVAL' | 'RETIRED' | 'SUSPENDED';

/** Our design (not shown in the specification). */
export type SsoConfigInput = {
  certificatePem: string;
  defaultRole: SsoRole;
  entityId: string;
  groupMappings?: Array<SsoGroupMappingInput> | null | undefined;
  ssoUrl: string;
};

/** Our design (not shown in the specification). */
export type SsoConfigStatus = 'ACTIVE' | 'DISABLED' | 'DRAFT';

/** Our design (not shown in the specification). */
export type SsoGroupMappingInput = {
  idpGroup: string;
  role: SsoRole;
};

/** Our design (not shown in the specification): the role an SSO login or group maps to. */
export type SsoRole = 'ADMIN' | 'BILLING' | 'DEVELOPER' | 'VIEWER';

/**
 * The operation a step-up token authorizes. `CONFIGURE_OCAR_TRUST_MODE` is the specification's;
 * the others are our design.
 */
export type StepUpScope =
  | 'APPROVE_CONTENT_BOUND_ENABLEMENT'
  | 'APPROVE_IMPERSONATION'
  | 'BULK_REVOKE_API_KEYS'
  | 'CONFIGURE_OCAR_TRUST_MODE'
  | 'CONFIGURE_SSO'
  | 'MANAGE_API_KEYS'
  | 'TRANSFER_OWNERSHIP';

/** Our design (not shown in the specification): a tool the model may call. */
export type ToolDefinitionInput = {
  description?: string | null | undefined;
  name: string;
  /** JSON Schema of the arguments. */
  parameters?: unknown;
};

/** Our design: the account status a user is in. */
export type UserStatus = 'ACTIVE' | 'SUSPENDED';

/** Our design: EXPIRED once `notAfter` has passed. */
export type VirtualKeyStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleMeQuery = {
  me: {
    id: string;
    email: string;
    givenName: string;
    familyName: string;
    status: UserStatus;
    organization: { id: string; name: string } | null;
  };
};

export type ConsoleOrganizationQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleOrganizationQuery = {
  organization: {
    id: string;
    name: string;
    slug: string;
    plan: string;
    status: OrganizationStatus;
    description: string | null;
    createdAt: string;
    workspaces: Array<{ id: string; name: string; status: string; createdAt: string }> | null;
  } | null;
};

export type ConsoleApiKeyFragment = {
  id: string;
  name: string;
  prefix: string;
  keyHint: string;
  scope: ApiKeyScope;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type ConsoleApiKeysQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleApiKeysQuery = {
  apiKeys: Array<{
    id: string;
    name: string;
    prefix: string;
    keyHint: string;
    scope: ApiKeyScope;
    createdAt: string;
    expiresAt: string | null;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }>;
};

export type ConsoleCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;

export type ConsoleCreateApiKeyMutation = {
  createApiKey: {
    plaintextKey: string;
    apiKey: {
      id: string;
      name: string;
      prefix: string;
      keyHint: string;
      scope: ApiKeyScope;
      createdAt: string;
      expiresAt: string | null;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
  };
};

export type ConsoleRotateApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRotateApiKeyMutation = {
  rotateApiKey: {
    plaintextKey: string;
    apiKey: {
      id: string;
      name: string;
      prefix: string;
      keyHint: string;
      scope: ApiKeyScope;
      createdAt: string;
      expiresAt: string | null;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
  };
};

export type ConsoleRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRevokeApiKeyMutation = {
  revokeApiKey: {
    id: string;
    name: string;
    prefix: string;
    keyHint: string;
    scope: ApiKeyScope;
    createdAt: string;
    expiresAt: string | null;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
};

export type ConsoleAuditEventsQueryVariables = Exact<{
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
  since?: string | null | undefined;
  until?: string | null | undefined;
  category?: AuditCategory | null | undefined;
  outcome?: AuditOutcome | null | undefined;
}>;

export type ConsoleAuditEventsQuery = {
  auditEvents: {
    totalCount: string;
    hasMore: boolean;
    nextCursor: string | null;
    nodes: Array<{
      id: string;
      seq: string;
      occurredAt: string;
      category: AuditCategory;
      outcome: AuditOutcome;
      action: string;
      label: string;
      actorPrincipal: string;
      resourceOrn: string;
      chainKey: string;
    }>;
  };
};

export type ConsoleLitigationHoldsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleLitigationHoldsQuery = {
  litigationHolds: Array<{
    holdId: string;
    caseRef: string;
    chainKey: string;
    fromSeq: string;
    toSeq: string;
    status: LitigationHoldStatus;
    placedAt: string;
    placedBy: string;
  }>;
};

export type ConsolePlaceLitigationHoldMutationVariables = Exact<{
  input: LitigationHoldInput;
}>;

export type ConsolePlaceLitigationHoldMutation = {
  placeLitigationHold: {
    holdId: string;
    caseRef: string;
    fromSeq: string;
    toSeq: string;
    status: LitigationHoldStatus;
  };
};

export type ConsoleUsageEarlyQueryVariables = Exact<{
  s0: string;
  u0: string;
  s1: string;
  u1: string;
  s2: string;
  u2: string;
  s3: string;
  u3: string;
}>;

export type ConsoleUsageEarlyQuery = {
  d0: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  d1: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  d2: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  d3: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
};

export type ConsoleUsageLateQueryVariables = Exact<{
  s0: string;
  s4: string;
  u4: string;
  s5: string;
  u5: string;
  s6: string;
  u6: string;
}>;

export type ConsoleUsageLateQuery = {
  d4: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  d5: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  d6: { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };
  week: { byModel: Array<{ model: string; requests: string; tokens: string; costMicrocentsExact: string }> };
};

export type ConsoleDayUsageFragment = { totalRequests: string; totalTokens: string; totalCostMicrocentsExact: string };

export type ConsoleBudgetsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleBudgetsQuery = {
  budgets: Array<{
    id: string;
    scopeType: BudgetScope;
    scopeId: string;
    mode: BudgetMode;
    enabled: boolean;
    usdCeilingCents: string;
    alertThresholdPcts: Array<number>;
    spend: {
      committedCents: string;
      reservedCents: string;
      utilizationPct: number;
      periodStart: string;
      periodEnd: string;
    };
  }>;
};

export type ConsoleCreateBudgetMutationVariables = Exact<{
  input: CreateBudgetInput;
}>;

export type ConsoleCreateBudgetMutation = { createBudget: { id: string; usdCeilingCents: string } };

export type ConsoleModelsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleModelsQuery = {
  models: Array<{ id: string; name: string; available: boolean; type: ModelType | null }>;
};

export type ConsoleChatStreamSubscriptionVariables = Exact<{
  input: ChatCompletionInput;
}>;

export type ConsoleChatStreamSubscription = {
  chatCompletionStream: {
    id: string;
    model: string;
    provider: string | null;
    finishReason: FinishReason | null;
    delta: { content: string | null };
    usage: { promptTokens: number; completionTokens: number; totalTokens: number } | null;
  };
};

export type ConsoleMembersQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleMembersQuery = {
  members: Array<{
    id: string;
    role: MemberRole;
    joinedAt: string;
    user: { id: string; email: string; givenName: string; familyName: string };
  }>;
  invitations: Array<{
    id: string;
    email: string;
    role: MemberRole;
    status: InvitationStatus;
    createdAt: string;
    expiresAt: string;
  }>;
};

export type ConsoleInviteMemberMutationVariables = Exact<{
  input: InviteMemberInput;
}>;

export type ConsoleInviteMemberMutation = {
  inviteMember: { id: string; email: string; role: MemberRole; status: InvitationStatus; expiresAt: string };
};

export type ConsoleRevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRevokeInvitationMutation = { revokeInvitation: { id: string; status: InvitationStatus } };

export type ConsoleRemoveMemberMutationVariables = Exact<{
  memberId: string | number;
}>;

export type ConsoleRemoveMemberMutation = { removeMember: boolean };

export type ConsoleVirtualKeysQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleVirtualKeysQuery = {
  virtualKeys: Array<{
    vkid: string;
    scope: ApiKeyScope;
    aliasHint: string;
    allowedModels: Array<string>;
    grantSerial: string;
    status: VirtualKeyStatus;
    notAfter: string;
    revokedAt: string | null;
  }>;
};

export type ConsoleIssueVirtualKeyMutationVariables = Exact<{
  input: IssueVirtualKeyInput;
}>;

export type ConsoleIssueVirtualKeyMutation = {
  issueVirtualKey: { vkid: string; alias: string; aliasHint: string; notAfter: string };
};

export type ConsoleRotateVirtualKeyMutationVariables = Exact<{
  vkid: string;
  rotateAlias?: boolean | null | undefined;
}>;

export type ConsoleRotateVirtualKeyMutation = {
  rotateVirtualKey: { vkid: string; grantSerial: string; alias: string | null };
};

export type ConsoleRevokeVirtualKeyMutationVariables = Exact<{
  vkid: string;
}>;

export type ConsoleRevokeVirtualKeyMutation = { revokeVirtualKey: { vkid: string; revokedAt: string } };

export type ConsoleBulkRevocationPreviewQueryVariables = Exact<{
  scope: ApiKeyBulkRevokeScope;
}>;

export type ConsoleBulkRevocationPreviewQuery = {
  apiKeyBulkRevocationPreview: {
    scope: ApiKeyBulkRevokeScope;
    affectedCount: number;
    confirmationText: string;
    operationBinding: string;
  };
};

export type ConsoleBulkRevokeApiKeysMutationVariables = Exact<{
  input: BulkRevokeApiKeysInput;
}>;

export type ConsoleBulkRevokeApiKeysMutation = {
  bulkRevokeApiKeys: { operationId: string; affectedCount: number; idempotentReplay: boolean };
};

export type ConsoleRequestStepUpMutationVariables = Exact<{
  scope: StepUpScope;
  code: string;
  operationBinding?: string | null | undefined;
}>;

export type ConsoleRequestStepUpMutation = { requestStepUp: { jti: string; scope: StepUpScope; expiresAt: string } };

export type ConsoleUpdateMemberRoleMutationVariables = Exact<{
  memberId: string | number;
  role: MemberRole;
}>;

export type ConsoleUpdateMemberRoleMutation = { updateMemberRole: { id: string; role: MemberRole } };

export type ConsoleSsoQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleSsoQuery = {
  ssoConfig: {
    entityId: string;
    ssoUrl: string;
    certificatePem: string;
    defaultRole: SsoRole;
    status: SsoConfigStatus;
    lastLoginAt: string | null;
    updatedAt: string;
    groupMappings: Array<{ idpGroup: string; role: SsoRole }>;
  } | null;
  domainVerifications: Array<{
    verificationId: string;
    domain: string;
    registrableDomain: string;
    method: string;
    status: string;
    dnsRecordName: string | null;
    dnsRecordValue: string | null;
    roleEmail: string | null;
    expiresAt: string | null;
    verifiedAt: string | null;
  }>;
};

export type ConsoleDomainVerificationFragment = {
  verificationId: string;
  domain: string;
  registrableDomain: string;
  method: string;
  status: string;
  dnsRecordName: string | null;
  dnsRecordValue: string | null;
  roleEmail: string | null;
  expiresAt: string | null;
  verifiedAt: string | null;
};

export type ConsoleUpsertSsoConfigMutationVariables = Exact<{
  input: SsoConfigInput;
}>;

export type ConsoleUpsertSsoConfigMutation = {
  upsertSsoConfig: {
    entityId: string;
    ssoUrl: string;
    defaultRole: SsoRole;
    status: SsoConfigStatus;
    updatedAt: string;
  };
};

export type ConsoleRequestDomainVerificationMutationVariables = Exact<{
  domain: string;
  method: string;
}>;

export type ConsoleRequestDomainVerificationMutation = {
  requestDomainVerification: {
    verificationId: string;
    domain: string;
    registrableDomain: string;
    method: string;
    status: string;
    dnsRecordName: string | null;
    dnsRecordValue: string | null;
    roleEmail: string | null;
    expiresAt: string | null;
    verifiedAt: string | null;
  };
};

export type ConsoleCheckDomainVerificationQueryVariables = Exact<{
  verificationId: string | number;
}>;

export type ConsoleCheckDomainVerificationQuery = {
  checkDomainVerification: {
    verificationId: string;
    domain: string;
    registrableDomain: string;
    method: string;
    status: string;
    dnsRecordName: string | null;
    dnsRecordValue: string | null;
    roleEmail: string | null;
    expiresAt: string | null;
    verifiedAt: string | null;
  };
};

export type ConsolePlanQueryVariables = Exact<{ [key: string]: never }>;

export type ConsolePlanQuery = {
  orgQuotaStatus: {
    plan: string;
    planName: string;
    periodStart: string;
    periodEnd: string;
    requests: { used: number; limit: number; percentage: number; warning: boolean; exceeded: boolean };
    users: { used: number; limit: number; percentage: number; warning: boolean; exceeded: boolean };
    workspaces: { used: number; limit: number; percentage: number; warning: boolean; exceeded: boolean };
  };
};

export type ConsoleQuotaUsageFragment = {
  used: number;
  limit: number;
  percentage: number;
  warning: boolean;
  exceeded: boolean;
};

export type ConsoleInvoicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ConsoleInvoicesQuery = {
  invoices: {
    totalAmountExact: string;
    pageInfo: { hasNextPage: boolean; endCursor: string | null; totalCount: number };
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        invoiceNumber: string;
        status: InvoiceStatus;
        currency: string;
        periodStart: string;
        periodEnd: string;
        dueDate: string;
        paidAt: string | null;
        totalMicrocentsExact: string;
      };
    }>;
  };
};

export type ConsoleEnrollMfaMutationVariables = Exact<{ [key: string]: never }>;

export type ConsoleEnrollMfaMutation = { enrollMfa: { secret: string; qrCodeUrl: string; backupCodes: Array<string> } };

export type ConsoleConfirmMfaMutationVariables = Exact<{
  code: string;
}>;

export type ConsoleConfirmMfaMutation = { confirmMfaEnrollment: boolean };

export type ConsolePaymentMethodsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsolePaymentMethodsQuery = {
  paymentMethods: Array<{
    id: string;
    type: PaymentMethodType;
    isDefault: boolean;
    cardBrand: string | null;
    cardLast4: string | null;
    cardExpMonth: number | null;
    cardExpYear: number | null;
    bankName: string | null;
    bankLast4: string | null;
  }>;
};

export type ConsoleEventSubscriptionFragment = {
  id: string;
  destinationUrl: string;
  eventTypes: Array<string>;
  transport: EventTransport;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
};

export type ConsoleEventDeliveryFragment = {
  id: string;
  eventId: string;
  subscriptionId: string;
  status: EventDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
};

export type ConsoleWebhooksQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleWebhooksQuery = {
  eventSubscriptions: Array<{
    id: string;
    destinationUrl: string;
    eventTypes: Array<string>;
    transport: EventTransport;
    enabled: boolean;
    createdAt: string;
    updatedAt: string;
  }>;
  deadLetteredEventDeliveries: Array<{
    id: string;
    eventId: string;
    subscriptionId: string;
    status: EventDeliveryStatus;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    createdAt: string;
    updatedAt: string;
    deliveredAt: string | null;
  }>;
};

export type ConsoleEventDeliveriesQueryVariables = Exact<{
  subscriptionId: string | number;
}>;

export type ConsoleEventDeliveriesQuery = {
  eventDeliveries: Array<{
    id: string;
    eventId: string;
    subscriptionId: string;
    status: EventDeliveryStatus;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    createdAt: string;
    updatedAt: string;
    deliveredAt: string | null;
  }>;
};

export type ConsoleCreateEventSubscriptionMutationVariables = Exact<{
  input: EventSubscriptionInput;
}>;

export type ConsoleCreateEventSubscriptionMutation = {
  createEventSubscription: {
    id: string;
    destinationUrl: string;
    eventTypes: Array<string>;
    transport: EventTransport;
    enabled: boolean;
    createdAt: string;
    updatedAt: string;
  };
};

export type ConsoleDeleteEventSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleDeleteEventSubscriptionMutation = { deleteEventSubscription: boolean };

export type ConsoleEventSubscriptionSecretFragment = {
  subscriptionId: string;
  signingSecret: string;
  previousSecretExpiresAt: string | null;
};

export type ConsoleRevealEventSubscriptionSecretMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRevealEventSubscriptionSecretMutation = {
  revealEventSubscriptionSecret: {
    subscriptionId: string;
    signingSecret: string;
    previousSecretExpiresAt: string | null;
  };
};

export type ConsoleRotateEventSubscriptionSecretMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRotateEventSubscriptionSecretMutation = {
  rotateEventSubscriptionSecret: {
    subscriptionId: string;
    signingSecret: string;
    previousSecretExpiresAt: string | null;
  };
};

export type ConsoleSendTestEventMutationVariables = Exact<{
  subscriptionId: string | number;
}>;

export type ConsoleSendTestEventMutation = { sendTestEvent: { accepted: boolean; eventId: string } };

export type ConsoleReplayEventDeliveryMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleReplayEventDeliveryMutation = {
  replayEventDelivery: {
    id: string;
    eventId: string;
    subscriptionId: string;
    status: EventDeliveryStatus;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    createdAt: string;
    updatedAt: string;
    deliveredAt: string | null;
  };
};

export type ConsolePrivateEndpointFragment = {
  id: string;
  displayName: string;
  baseUrl: string;
  kind: PrivateEndpointKind;
  protocol: PrivateEndpointProtocol;
  modelIds: Array<string>;
  residencyRegion: string;
  status: PrivateEndpointStatus;
  createdBy: string;
  approvedBy: string | null;
  createdAt: string;
  lastPreflightResult: string | null;
};

export type ConsolePrivateEndpointsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsolePrivateEndpointsQuery = {
  privateEndpoints: Array<{
    id: string;
    displayName: string;
    baseUrl: string;
    kind: PrivateEndpointKind;
    protocol: PrivateEndpointProtocol;
    modelIds: Array<string>;
    residencyRegion: string;
    status: PrivateEndpointStatus;
    createdBy: string;
    approvedBy: string | null;
    createdAt: string;
    lastPreflightResult: string | null;
  }>;
};

export type ConsoleImpersonationOpsQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleImpersonationOpsQuery = {
  impersonationOps: Array<{
    opId: string;
    accessMode: ImpersonationAccessMode;
    justification: string;
    quorumCollected: number;
    quorumRequired: number;
    requestedAt: string;
    requestedByOrn: string;
    status: ImpersonationOpStatus;
    targetOrgId: string;
    targetWorkspaceId: string | null;
  }>;
};

export type ConsoleContentBoundEnablementQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleContentBoundEnablementQuery = {
  contentBoundEnablement: {
    enablementId: string;
    status: ContentBoundEnablementStatus;
    approverMaker: string;
    approverChecker: string;
    dlpProfileId: string;
    dpaReference: string;
    legalSignoffRef: string;
    residencyRegion: string;
    workspaceId: string;
  } | null;
};

export type ConsoleOcarTrustConfigQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleOcarTrustConfigQuery = {
  ocarTrustConfig: {
    configCid: string;
    pending: boolean;
    threshold: number;
    updatedAt: string;
    updatedBy: string;
    version: string;
  } | null;
};

export type ConsoleApprovePrivateEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleApprovePrivateEndpointMutation = {
  approvePrivateEndpoint: {
    id: string;
    displayName: string;
    baseUrl: string;
    kind: PrivateEndpointKind;
    protocol: PrivateEndpointProtocol;
    modelIds: Array<string>;
    residencyRegion: string;
    status: PrivateEndpointStatus;
    createdBy: string;
    approvedBy: string | null;
    createdAt: string;
    lastPreflightResult: string | null;
  };
};

export type ConsoleRetirePrivateEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type ConsoleRetirePrivateEndpointMutation = {
  retirePrivateEndpoint: {
    id: string;
    displayName: string;
    baseUrl: string;
    kind: PrivateEndpointKind;
    protocol: PrivateEndpointProtocol;
    modelIds: Array<string>;
    residencyRegion: string;
    status: PrivateEndpointStatus;
    createdBy: string;
    approvedBy: string | null;
    createdAt: string;
    lastPreflightResult: string | null;
  };
};

export type ConsoleApproveImpersonationMutationVariables = Exact<{
  opId: string;
}>;

export type ConsoleApproveImpersonationMutation = {
  approveImpersonation: {
    opId: string;
    status: ImpersonationOpStatus;
    quorumCollected: number;
    quorumRequired: number;
  };
};

export type ConsoleRevokeImpersonationMutationVariables = Exact<{
  opId: string;
}>;

export type ConsoleRevokeImpersonationMutation = {
  revokeImpersonation: { opId: string; status: ImpersonationOpStatus; revokedAt: string };
};

export type ConsoleRejectContentBoundEnablementMutationVariables = Exact<{
  enablementId: string;
}>;

export type ConsoleRejectContentBoundEnablementMutation = {
  rejectContentBoundEnablement: {
    enablementId: string;
    status: ContentBoundEnablementStatus;
    approverMaker: string;
    approverChecker: string;
  };
};

export type ConsoleRevokeContentBoundEnablementMutationVariables = Exact<{
  enablementId: string;
}>;

export type ConsoleRevokeContentBoundEnablementMutation = {
  revokeContentBoundEnablement: {
    enablementId: string;
    status: ContentBoundEnablementStatus;
    approverMaker: string;
    approverChecker: string;
  };
};

export type ConsoleApproveContentBoundEnablementMutationVariables = Exact<{
  enablementId: string;
}>;

export type ConsoleApproveContentBoundEnablementMutation = {
  approveContentBoundEnablement: {
    enablementId: string;
    status: ContentBoundEnablementStatus;
    approverMaker: string;
    approverChecker: string;
  };
};

export type ConsolePromoteOcarTrustConfigMutationVariables = Exact<{
  expectedVersion: string;
}>;

export type ConsolePromoteOcarTrustConfigMutation = {
  promoteOcarTrustConfig: {
    configCid: string;
    pending: boolean;
    threshold: number;
    updatedAt: string;
    updatedBy: string;
    version: string;
  };
};

export type ConsoleExportAuditEventsMutationVariables = Exact<{
  since: string;
  until: string;
}>;

export type ConsoleExportAuditEventsMutation = {
  exportAuditEvents: {
    exportId: string;
    manifestSha256: string;
    nEvents: string;
    presignedUrl: string;
    signedBy: string;
    urlExpiresAt: string;
  };
};

export const ConsoleApiKeyFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleApiKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyHint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleApiKeyFragment, unknown>;
export const ConsoleDayUsageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDayUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AIUsage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalRequests' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCostMicrocentsExact' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleDayUsageFragment, unknown>;
export const ConsoleDomainVerificationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDomainVerification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DomainVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'verificationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrableDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleDomainVerificationFragment, unknown>;
export const ConsoleQuotaUsageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleQuotaUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotaUsage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exceeded' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleQuotaUsageFragment, unknown>;
export const ConsoleEventSubscriptionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscription' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'destinationUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventTypes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleEventSubscriptionFragment, unknown>;
export const ConsoleEventDeliveryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastStatusCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleEventDeliveryFragment, unknown>;
export const ConsoleEventSubscriptionSecretFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscriptionSecret' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscriptionSecret' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signingSecret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleEventSubscriptionSecretFragment, unknown>;
export const ConsolePrivateEndpointFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsolePrivateEndpoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrivateEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'residencyRegion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPreflightResult' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePrivateEndpointFragment, unknown>;
export const ConsoleMeDocument = {
  __meta__: { hash: 'sha256:f04bc5f6223a8f239da9ffdf8a8834248ae468483c7598695b347669c99feaa7' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'givenName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'familyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organization' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleMeQuery, ConsoleMeQueryVariables>;
export const ConsoleOrganizationDocument = {
  __meta__: { hash: 'sha256:8645ca27fef8a2f37555fbcc4538a044474aefe92060138d8c60b9bbaf5cab32' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleOrganization' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workspaces' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleOrganizationQuery, ConsoleOrganizationQueryVariables>;
export const ConsoleApiKeysDocument = {
  __meta__: { hash: 'sha256:0ca418be65a62ce517cf12751130602ba8bf24d68206159a422dd230727ee98e' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleApiKeys' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleApiKey' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleApiKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyHint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleApiKeysQuery, ConsoleApiKeysQueryVariables>;
export const ConsoleCreateApiKeyDocument = {
  __meta__: { hash: 'sha256:88caf431c56f0cecf6d46459cd3b81a73b94ec7e97832b0987d56b8a2aeeb081' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleCreateApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiKeyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiKey' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleApiKey' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleApiKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyHint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleCreateApiKeyMutation, ConsoleCreateApiKeyMutationVariables>;
export const ConsoleRotateApiKeyDocument = {
  __meta__: { hash: 'sha256:717a6f86cd6db262c7897a47af5f38c362f3071c992e13c3e4dce67096f0437f' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRotateApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiKey' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleApiKey' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleApiKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyHint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRotateApiKeyMutation, ConsoleRotateApiKeyMutationVariables>;
export const ConsoleRevokeApiKeyDocument = {
  __meta__: { hash: 'sha256:850cbf8a313544499c6ad628f4fddbb3a919eb15e1a472c7a2f3a7407abc067c' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevokeApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleApiKey' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleApiKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyHint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRevokeApiKeyMutation, ConsoleRevokeApiKeyMutationVariables>;
export const ConsoleAuditEventsDocument = {
  __meta__: { hash: 'sha256:1366fa8dd5ddacf56ff7c9e9f4b9691c87d23dca644872602ad03817091a9aa2' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleAuditEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditCategory' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'outcome' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AuditOutcome' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cursor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'outcome' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'outcome' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'seq' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'occurredAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorPrincipal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resourceOrn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleAuditEventsQuery, ConsoleAuditEventsQueryVariables>;
export const ConsoleLitigationHoldsDocument = {
  __meta__: { hash: 'sha256:1e5b71b7e566406765b03f36aee0c1ef8322016e5fa918740be896d5724e0627' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleLitigationHolds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'litigationHolds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'holdId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'caseRef' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromSeq' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toSeq' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placedBy' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleLitigationHoldsQuery, ConsoleLitigationHoldsQueryVariables>;
export const ConsolePlaceLitigationHoldDocument = {
  __meta__: { hash: 'sha256:88caec552250c41c7f07974a900e4ff98033618496b4c14ad2a7860bfc256010' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsolePlaceLitigationHold' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LitigationHoldInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeLitigationHold' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'holdId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'caseRef' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromSeq' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toSeq' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePlaceLitigationHoldMutation, ConsolePlaceLitigationHoldMutationVariables>;
export const ConsoleUsageEarlyDocument = {
  __meta__: { hash: 'sha256:dcdc547fe95b31013c6177f65d5f41f948468c9785b7d7bd73c9dbc44fe13dd6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleUsageEarly' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's0' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u0' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's1' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u1' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's2' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u2' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's3' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u3' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd0' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's0' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u0' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd1' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's1' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u1' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd2' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's2' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u2' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd3' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's3' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u3' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDayUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AIUsage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalRequests' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCostMicrocentsExact' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleUsageEarlyQuery, ConsoleUsageEarlyQueryVariables>;
export const ConsoleUsageLateDocument = {
  __meta__: { hash: 'sha256:a74d62eec0098a85908bf8c388cb7c83d628891fef04ccfa2e04f23700db7976' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleUsageLate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's0' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's4' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u4' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's5' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u5' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 's6' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'u6' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd4' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's4' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u4' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd5' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's5' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u5' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'd6' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's6' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u6' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDayUsage' } }],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'week' },
            name: { kind: 'Name', value: 'aiUsage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 's0' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'u6' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byModel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requests' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tokens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'costMicrocentsExact' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDayUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AIUsage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalRequests' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalTokens' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCostMicrocentsExact' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleUsageLateQuery, ConsoleUsageLateQueryVariables>;
export const ConsoleBudgetsDocument = {
  __meta__: { hash: 'sha256:69ced7028711bcedbce2dad14819ae4f847f17e51545ca7ecbfd4da19720e92d' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleBudgets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'budgets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usdCeilingCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alertThresholdPcts' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'spend' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'committedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reservedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'utilizationPct' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodEnd' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleBudgetsQuery, ConsoleBudgetsQueryVariables>;
export const ConsoleCreateBudgetDocument = {
  __meta__: { hash: 'sha256:b8a9de83ccdc129e5a9febe0ca05869dd53fd2954a0be2f37d0a6c63c1aca83d' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleCreateBudget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateBudgetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createBudget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usdCeilingCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleCreateBudgetMutation, ConsoleCreateBudgetMutationVariables>;
export const ConsoleModelsDocument = {
  __meta__: { hash: 'sha256:cc90460833d32b30463b3863fe4aa3f565729771787a6ed04b8f9ddf367341aa' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleModels' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'models' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleModelsQuery, ConsoleModelsQueryVariables>;
export const ConsoleChatStreamDocument = {
  __meta__: { hash: 'sha256:2d94106260d86849575d704f5079246b50433047382401d664c1881b11c760b7' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ConsoleChatStream' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatCompletionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatCompletionStream' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finishReason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'delta' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'content' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'usage' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'promptTokens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completionTokens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalTokens' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleChatStreamSubscription, ConsoleChatStreamSubscriptionVariables>;
export const ConsoleMembersDocument = {
  __meta__: { hash: 'sha256:21437c65bdf272c8d46f00b70918fc750a0ebf681cdeb7da5ef4d9fee20276c8' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleMembers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'givenName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'familyName' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleMembersQuery, ConsoleMembersQueryVariables>;
export const ConsoleInviteMemberDocument = {
  __meta__: { hash: 'sha256:fcab7bfa3fcc8b490b7d884bac6af4e4190dbd677d11036afc373497f6df65f7' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleInviteMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteMemberInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleInviteMemberMutation, ConsoleInviteMemberMutationVariables>;
export const ConsoleRevokeInvitationDocument = {
  __meta__: { hash: 'sha256:115deacdae8818d88ceab8226794da666f7f27410f2819719fe40ee7d2956a35' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevokeInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRevokeInvitationMutation, ConsoleRevokeInvitationMutationVariables>;
export const ConsoleRemoveMemberDocument = {
  __meta__: { hash: 'sha256:66df89383db4c205efc5140fa4206a6a473b04031df19e58adadf3ee483bd118' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRemoveMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRemoveMemberMutation, ConsoleRemoveMemberMutationVariables>;
export const ConsoleVirtualKeysDocument = {
  __meta__: { hash: 'sha256:536d499684b76aba78490ad0308794f63747f9159665ddd3c38aaab8d29d97bf' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleVirtualKeys' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'virtualKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'vkid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                { kind: 'Field', name: { kind: 'Name', value: 'aliasHint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedModels' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantSerial' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleVirtualKeysQuery, ConsoleVirtualKeysQueryVariables>;
export const ConsoleIssueVirtualKeyDocument = {
  __meta__: { hash: 'sha256:6577a9face9a0b49463f677139177879066ff97f31196f3b5723164bae13345d' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleIssueVirtualKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'IssueVirtualKeyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'issueVirtualKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'vkid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alias' } },
                { kind: 'Field', name: { kind: 'Name', value: 'aliasHint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notAfter' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleIssueVirtualKeyMutation, ConsoleIssueVirtualKeyMutationVariables>;
export const ConsoleRotateVirtualKeyDocument = {
  __meta__: { hash: 'sha256:933a5de1e916b830836e41e114a18c93c7675111cbf590f8540635d19b32aca9' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRotateVirtualKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'vkid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rotateAlias' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateVirtualKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'vkid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'vkid' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rotateAlias' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rotateAlias' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'vkid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grantSerial' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alias' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRotateVirtualKeyMutation, ConsoleRotateVirtualKeyMutationVariables>;
export const ConsoleRevokeVirtualKeyDocument = {
  __meta__: { hash: 'sha256:1b1795b140b48bfe80380b183d336ddbc466e4b7a3e6dca6bb8b2abec1ee5d3a' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevokeVirtualKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'vkid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeVirtualKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'vkid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'vkid' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'vkid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRevokeVirtualKeyMutation, ConsoleRevokeVirtualKeyMutationVariables>;
export const ConsoleBulkRevocationPreviewDocument = {
  __meta__: { hash: 'sha256:dbc2112009a97e8c3e5b220f850bb653f5a73b45308515cf636c707a18cf80ef' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleBulkRevocationPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKeyBulkRevokeScope' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiKeyBulkRevocationPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affectedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmationText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'operationBinding' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleBulkRevocationPreviewQuery, ConsoleBulkRevocationPreviewQueryVariables>;
export const ConsoleBulkRevokeApiKeysDocument = {
  __meta__: { hash: 'sha256:77d159fbf64f41c74a3fdac89b125afe6269ffb65bf492b36d30dc073cd84bf6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleBulkRevokeApiKeys' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkRevokeApiKeysInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkRevokeApiKeys' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'affectedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idempotentReplay' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleBulkRevokeApiKeysMutation, ConsoleBulkRevokeApiKeysMutationVariables>;
export const ConsoleRequestStepUpDocument = {
  __meta__: { hash: 'sha256:0dff46353f61fcaaf7f1aebdf051d7e34b84398b82d7adf025bb3be313f85e06' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRequestStepUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'StepUpScope' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'operationBinding' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestStepUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scope' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scope' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'operationBinding' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'operationBinding' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'jti' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRequestStepUpMutation, ConsoleRequestStepUpMutationVariables>;
export const ConsoleUpdateMemberRoleDocument = {
  __meta__: { hash: 'sha256:d70b7938238308562e3e124717653c047f4b0fd45dcbaefc6ed80f9f07603fa6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleUpdateMemberRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memberId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MemberRole' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMemberRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memberId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memberId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleUpdateMemberRoleMutation, ConsoleUpdateMemberRoleMutationVariables>;
export const ConsoleSsoDocument = {
  __meta__: { hash: 'sha256:3e592d54ee7a6cf77b2d1534ebc9279f579607a61d13c77159574be37844c564' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleSso' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ssoConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ssoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'certificatePem' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastLoginAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groupMappings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'idpGroup' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'domainVerifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDomainVerification' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDomainVerification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DomainVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'verificationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrableDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleSsoQuery, ConsoleSsoQueryVariables>;
export const ConsoleUpsertSsoConfigDocument = {
  __meta__: { hash: 'sha256:3f80082882fe1e3ae6d6c0be0e3e30fe5d6a17f64d8114edb271abaa69fc4a91' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleUpsertSsoConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SsoConfigInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsertSsoConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ssoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultRole' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleUpsertSsoConfigMutation, ConsoleUpsertSsoConfigMutationVariables>;
export const ConsoleRequestDomainVerificationDocument = {
  __meta__: { hash: 'sha256:50ca628fef86d1338d5c8ec43ee0fd7d5ed5f10e41a412474b778d5cd37244d2' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRequestDomainVerification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'domain' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestDomainVerification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'domain' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'domain' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'method' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDomainVerification' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDomainVerification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DomainVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'verificationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrableDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleRequestDomainVerificationMutation,
  ConsoleRequestDomainVerificationMutationVariables
>;
export const ConsoleCheckDomainVerificationDocument = {
  __meta__: { hash: 'sha256:a4c44f165e92da565b2d35af733e8c4d78de87587ef96b969c53d0ecb400234e' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleCheckDomainVerification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'verificationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkDomainVerification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'verificationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'verificationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleDomainVerification' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleDomainVerification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DomainVerification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'verificationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrableDomain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dnsRecordValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verifiedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleCheckDomainVerificationQuery, ConsoleCheckDomainVerificationQueryVariables>;
export const ConsolePlanDocument = {
  __meta__: { hash: 'sha256:b6612b8cc4a669d71b4c99fbef49ea0374232e3792cfcce7af7d0750e7508642' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsolePlan' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orgQuotaStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodEnd' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'requests' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleQuotaUsage' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'users' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleQuotaUsage' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workspaces' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleQuotaUsage' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleQuotaUsage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotaUsage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exceeded' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePlanQuery, ConsolePlanQueryVariables>;
export const ConsoleInvoicesDocument = {
  __meta__: { hash: 'sha256:eb384c59a141be3575a17a1b4dcf6011f9b0da8831b489145f58d6d79616b545' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleInvoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalAmountExact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'invoiceNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'periodEnd' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalMicrocentsExact' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleInvoicesQuery, ConsoleInvoicesQueryVariables>;
export const ConsoleEnrollMfaDocument = {
  __meta__: { hash: 'sha256:06778b27c861efeb5935c428acac5d88314af14b85dfb48b24d3b2a541299cc6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleEnrollMfa' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrollMfa' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qrCodeUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'backupCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleEnrollMfaMutation, ConsoleEnrollMfaMutationVariables>;
export const ConsoleConfirmMfaDocument = {
  __meta__: { hash: 'sha256:4be11c5ece4502cb474ce386d76ea087b61a53203725fb12f21647d598ba2b0c' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleConfirmMfa' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmMfaEnrollment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleConfirmMfaMutation, ConsoleConfirmMfaMutationVariables>;
export const ConsolePaymentMethodsDocument = {
  __meta__: { hash: 'sha256:e5b92f888c7d05057d5744a22f49b7c1aabef152db57cba3b64cc43e33fa775a' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsolePaymentMethods' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentMethods' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardBrand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardLast4' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardExpMonth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cardExpYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bankName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bankLast4' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePaymentMethodsQuery, ConsolePaymentMethodsQueryVariables>;
export const ConsoleWebhooksDocument = {
  __meta__: { hash: 'sha256:a2f4eb18142933b4ea449e72a13631273b07e816ff6b6eba50e325a5cb616911' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleWebhooks' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'eventSubscriptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventSubscription' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deadLetteredEventDeliveries' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventDelivery' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscription' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'destinationUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventTypes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastStatusCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleWebhooksQuery, ConsoleWebhooksQueryVariables>;
export const ConsoleEventDeliveriesDocument = {
  __meta__: { hash: 'sha256:1ebd057427ceb43a74950c16c84db41ee77286016a93e1b418049f0b4cabe5e2' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleEventDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'eventDeliveries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '50' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventDelivery' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastStatusCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleEventDeliveriesQuery, ConsoleEventDeliveriesQueryVariables>;
export const ConsoleCreateEventSubscriptionDocument = {
  __meta__: { hash: 'sha256:254658182c31861ce763bf53e0cb17f0e67cf4d9f2a9456d6ee2c6899ea27ccf' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleCreateEventSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscriptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEventSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventSubscription' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscription' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'destinationUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventTypes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleCreateEventSubscriptionMutation, ConsoleCreateEventSubscriptionMutationVariables>;
export const ConsoleDeleteEventSubscriptionDocument = {
  __meta__: { hash: 'sha256:43a509eb1f08a6ce25bbf8f43b33f0b26846c019e40916b17f2e2eba3d69b569' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleDeleteEventSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEventSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleDeleteEventSubscriptionMutation, ConsoleDeleteEventSubscriptionMutationVariables>;
export const ConsoleRevealEventSubscriptionSecretDocument = {
  __meta__: { hash: 'sha256:9f8029167a625dd75c44d456e3129b0e8330b452020b39d7cbc330fef307bcf0' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevealEventSubscriptionSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revealEventSubscriptionSecret' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventSubscriptionSecret' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscriptionSecret' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscriptionSecret' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signingSecret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleRevealEventSubscriptionSecretMutation,
  ConsoleRevealEventSubscriptionSecretMutationVariables
>;
export const ConsoleRotateEventSubscriptionSecretDocument = {
  __meta__: { hash: 'sha256:175219a5b7c3fc9cedb180fc48149b5942175d042eb72feb4cfc85be932941ed' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRotateEventSubscriptionSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateEventSubscriptionSecret' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventSubscriptionSecret' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventSubscriptionSecret' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSubscriptionSecret' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signingSecret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleRotateEventSubscriptionSecretMutation,
  ConsoleRotateEventSubscriptionSecretMutationVariables
>;
export const ConsoleSendTestEventDocument = {
  __meta__: { hash: 'sha256:434a980f04d184741427b5c29f11f6f6239e0a97350482318f6452a193381eeb' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleSendTestEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendTestEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accepted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleSendTestEventMutation, ConsoleSendTestEventMutationVariables>;
export const ConsoleReplayEventDeliveryDocument = {
  __meta__: { hash: 'sha256:1a243e9d46440eeef1b12fd09c222c9d9d5df451fa38987a8621d51412ac30a9' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleReplayEventDelivery' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replayEventDelivery' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsoleEventDelivery' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsoleEventDelivery' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastStatusCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastError' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deliveredAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleReplayEventDeliveryMutation, ConsoleReplayEventDeliveryMutationVariables>;
export const ConsolePrivateEndpointsDocument = {
  __meta__: { hash: 'sha256:536bddd3e5dc6c1329ab16417dc940a01b4697b637fd05e8925c6d055b3d7ac9' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsolePrivateEndpoints' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'privateEndpoints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsolePrivateEndpoint' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsolePrivateEndpoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrivateEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'residencyRegion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPreflightResult' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePrivateEndpointsQuery, ConsolePrivateEndpointsQueryVariables>;
export const ConsoleImpersonationOpsDocument = {
  __meta__: { hash: 'sha256:af73345d46ac0085eee888437a8afd2a93656fe998bb05e0b966d1f3be9386b9' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleImpersonationOps' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'impersonationOps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'opId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'justification' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quorumCollected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quorumRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedByOrn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetOrgId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'targetWorkspaceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleImpersonationOpsQuery, ConsoleImpersonationOpsQueryVariables>;
export const ConsoleContentBoundEnablementDocument = {
  __meta__: { hash: 'sha256:a092c40cd383b4933e93b92cb5288af7c931fecf9780c7c0d714b8d837d85de6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleContentBoundEnablement' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contentBoundEnablement' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enablementId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverMaker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverChecker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dlpProfileId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dpaReference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'legalSignoffRef' } },
                { kind: 'Field', name: { kind: 'Name', value: 'residencyRegion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'workspaceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleContentBoundEnablementQuery, ConsoleContentBoundEnablementQueryVariables>;
export const ConsoleOcarTrustConfigDocument = {
  __meta__: { hash: 'sha256:2ccb66b2d75bd70917996391ffde3a7f4d2cdc49f3cc50d917a824cd3e85666e' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConsoleOcarTrustConfig' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ocarTrustConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'configCid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'threshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleOcarTrustConfigQuery, ConsoleOcarTrustConfigQueryVariables>;
export const ConsoleApprovePrivateEndpointDocument = {
  __meta__: { hash: 'sha256:be57405dbd72af31ff224814d3fe7f766bd1ca21f0f6ad37ac53ec2a32c215be' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleApprovePrivateEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approvePrivateEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsolePrivateEndpoint' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsolePrivateEndpoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrivateEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'residencyRegion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPreflightResult' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleApprovePrivateEndpointMutation, ConsoleApprovePrivateEndpointMutationVariables>;
export const ConsoleRetirePrivateEndpointDocument = {
  __meta__: { hash: 'sha256:0e9b6af11cbc46e70b0d0ce873f055ae4cba9b285bafa33a3a3bce68dedae155' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRetirePrivateEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retirePrivateEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConsolePrivateEndpoint' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConsolePrivateEndpoint' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PrivateEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
          { kind: 'Field', name: { kind: 'Name', value: 'modelIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'residencyRegion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPreflightResult' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRetirePrivateEndpointMutation, ConsoleRetirePrivateEndpointMutationVariables>;
export const ConsoleApproveImpersonationDocument = {
  __meta__: { hash: 'sha256:5ae9b2da4afcc7dc19ffb6c16fd503eaffafd5867a8ce0a5756897deb8c51012' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleApproveImpersonation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'opId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveImpersonation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'opId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'opId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'opId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quorumCollected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quorumRequired' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleApproveImpersonationMutation, ConsoleApproveImpersonationMutationVariables>;
export const ConsoleRevokeImpersonationDocument = {
  __meta__: { hash: 'sha256:0aaca8621dc5d4d27dd1a55644c0e7bf3cd0af57a678a017b5d10f64c91b03d8' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevokeImpersonation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'opId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeImpersonation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'opId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'opId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'opId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleRevokeImpersonationMutation, ConsoleRevokeImpersonationMutationVariables>;
export const ConsoleRejectContentBoundEnablementDocument = {
  __meta__: { hash: 'sha256:8a1d0b64c8e271be948eec8709eacb488be360e52091dd23fb59271f45d35672' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRejectContentBoundEnablement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectContentBoundEnablement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enablementId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enablementId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverMaker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverChecker' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleRejectContentBoundEnablementMutation,
  ConsoleRejectContentBoundEnablementMutationVariables
>;
export const ConsoleRevokeContentBoundEnablementDocument = {
  __meta__: { hash: 'sha256:d2f7aff58ce092d2bf658b7e93c10a912f07167f27ab7d9765cf4514c52edc4d' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleRevokeContentBoundEnablement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeContentBoundEnablement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enablementId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enablementId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverMaker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverChecker' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleRevokeContentBoundEnablementMutation,
  ConsoleRevokeContentBoundEnablementMutationVariables
>;
export const ConsoleApproveContentBoundEnablementDocument = {
  __meta__: { hash: 'sha256:e458c910d9103eb062c65559b3e2954ec500ca9b267ee5f2902b1a687d57200a' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleApproveContentBoundEnablement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveContentBoundEnablement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enablementId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enablementId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enablementId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverMaker' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approverChecker' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ConsoleApproveContentBoundEnablementMutation,
  ConsoleApproveContentBoundEnablementMutationVariables
>;
export const ConsolePromoteOcarTrustConfigDocument = {
  __meta__: { hash: 'sha256:836082d20cd921770d5f3d36a134839a5bc86330947a9db4050271caf07bdbf6' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsolePromoteOcarTrustConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'promoteOcarTrustConfig' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'configCid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'threshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsolePromoteOcarTrustConfigMutation, ConsolePromoteOcarTrustConfigMutationVariables>;
export const ConsoleExportAuditEventsDocument = {
  __meta__: { hash: 'sha256:7df32030adc7a0df7522653b7d9078387e754e087154de9521e403d2d3834008' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConsoleExportAuditEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportAuditEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'since' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'since' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'until' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'until' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'exportId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manifestSha256' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nEvents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'presignedUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signedBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'urlExpiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConsoleExportAuditEventsMutation, ConsoleExportAuditEventsMutationVariables>;
