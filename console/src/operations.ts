/**
 * Every GraphQL operation the console sends, in one place: codegen types them and writes their
 * hashes into src/gql/persisted-documents.json (the console sends nothing else).
 */
import { graphql } from './gql';

export const MeQuery = graphql(`
  query ConsoleMe {
    me {
      id
      email
      givenName
      familyName
      status
      organization {
        id
        name
      }
    }
  }
`);

export const OrganizationQuery = graphql(`
  query ConsoleOrganization {
    organization {
      id
      name
      slug
      plan
      status
      description
      createdAt
      workspaces {
        id
        name
        status
        createdAt
      }
    }
  }
`);

export const ApiKeyFields = graphql(`
  fragment ConsoleApiKey on ApiKey {
    id
    name
    prefix
    keyHint
    scope
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
  }
`);

export const ApiKeysQuery = graphql(`
  query ConsoleApiKeys {
    apiKeys {
      ...ConsoleApiKey
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      plaintextKey
      apiKey {
        ...ConsoleApiKey
      }
    }
  }
`);

export const RotateApiKeyMutation = graphql(`
  mutation ConsoleRotateApiKey($id: ID!) {
    rotateApiKey(id: $id) {
      plaintextKey
      apiKey {
        ...ConsoleApiKey
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation ConsoleRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ConsoleApiKey
    }
  }
`);

export const AuditEventsQuery = graphql(`
  query ConsoleAuditEvents(
    $cursor: String
    $limit: Int
    $since: DateTime
    $until: DateTime
    $category: AuditCategory
    $outcome: AuditOutcome
  ) {
    auditEvents(cursor: $cursor, limit: $limit, since: $since, until: $until, category: $category, outcome: $outcome) {
      totalCount
      hasMore
      nextCursor
      nodes {
        id
        seq
        occurredAt
        category
        outcome
        action
        label
        actorPrincipal
        resourceOrn
        chainKey
      }
    }
  }
`);

export const LitigationHoldsQuery = graphql(`
  query ConsoleLitigationHolds {
    litigationHolds {
      holdId
      caseRef
      chainKey
      fromSeq
      toSeq
      status
      placedAt
      placedBy
    }
  }
`);

export const PlaceLitigationHoldMutation = graphql(`
  mutation ConsolePlaceLitigationHold($input: LitigationHoldInput!) {
    placeLitigationHold(input: $input) {
      holdId
      caseRef
      fromSeq
      toSeq
      status
    }
  }
`);

/**
 * Seven days of usage, one alias per day (the API reports a window; a day is a window), in two
 * documents: the edge allows at most five aliases of one root field per operation.
 */
export const UsageEarlyQuery = graphql(`
  query ConsoleUsageEarly(
    $s0: DateTime!
    $u0: DateTime!
    $s1: DateTime!
    $u1: DateTime!
    $s2: DateTime!
    $u2: DateTime!
    $s3: DateTime!
    $u3: DateTime!
  ) {
    d0: aiUsage(since: $s0, until: $u0) {
      ...ConsoleDayUsage
    }
    d1: aiUsage(since: $s1, until: $u1) {
      ...ConsoleDayUsage
    }
    d2: aiUsage(since: $s2, until: $u2) {
      ...ConsoleDayUsage
    }
    d3: aiUsage(since: $s3, until: $u3) {
      ...ConsoleDayUsage
    }
  }
`);

export const UsageLateQuery = graphql(`
  query ConsoleUsageLate(
    $s0: DateTime!
    $s4: DateTime!
    $u4: DateTime!
    $s5: DateTime!
    $u5: DateTime!
    $s6: DateTime!
    $u6: DateTime!
  ) {
    d4: aiUsage(since: $s4, until: $u4) {
      ...ConsoleDayUsage
    }
    d5: aiUsage(since: $s5, until: $u5) {
      ...ConsoleDayUsage
    }
    d6: aiUsage(since: $s6, until: $u6) {
      ...ConsoleDayUsage
    }
    week: aiUsage(since: $s0, until: $u6) {
      byModel {
        model
        requests
        tokens
        costMicrocentsExact
      }
    }
  }
`);

export const DayUsageFields = graphql(`
  fragment ConsoleDayUsage on AIUsage {
    totalRequests
    totalTokens
    totalCostMicrocentsExact
  }
`);

export const BudgetsQuery = graphql(`
  query ConsoleBudgets {
    budgets {
      id
      scopeType
      scopeId
      mode
      enabled
      usdCeilingCents
      alertThresholdPcts
      spend {
        committedCents
        reservedCents
        utilizationPct
        periodStart
        periodEnd
      }
    }
  }
`);

export const CreateBudgetMutation = graphql(`
  mutation ConsoleCreateBudget($input: CreateBudgetInput!) {
    createBudget(input: $input) {
      id
      usdCeilingCents
    }
  }
`);

export const ModelsQuery = graphql(`
  query ConsoleModels {
    models {
      id
      name
      available
      type
    }
  }
`);

export const ChatStreamSubscription = graphql(`
  subscription ConsoleChatStream($input: ChatCompletionInput!) {
    chatCompletionStream(input: $input) {
      id
      model
      provider
      finishReason
      delta {
        content
      }
      usage {
        promptTokens
        completionTokens
        totalTokens
      }
    }
  }
`);

export const MembersQuery = graphql(`
  query ConsoleMembers {
    members {
      id
      role
      joinedAt
      user {
        id
        email
        givenName
        familyName
      }
    }
    invitations {
      id
      email
      role
      status
      createdAt
      expiresAt
    }
  }
`);

export const InviteMemberMutation = graphql(`
  mutation ConsoleInviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      id
      email
      role
      status
      expiresAt
    }
  }
`);

export const RevokeInvitationMutation = graphql(`
  mutation ConsoleRevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      id
      status
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation ConsoleRemoveMember($memberId: ID!) {
    removeMember(memberId: $memberId)
  }
`);

export const VirtualKeysQuery = graphql(`
  query ConsoleVirtualKeys {
    virtualKeys {
      vkid
      scope
      aliasHint
      allowedModels
      grantSerial
      status
      notAfter
      revokedAt
    }
  }
`);

export const IssueVirtualKeyMutation = graphql(`
  mutation ConsoleIssueVirtualKey($input: IssueVirtualKeyInput!) {
    issueVirtualKey(input: $input) {
      vkid
      alias
      aliasHint
      notAfter
    }
  }
`);

export const RotateVirtualKeyMutation = graphql(`
  mutation ConsoleRotateVirtualKey($vkid: String!, $rotateAlias: Boolean) {
    rotateVirtualKey(vkid: $vkid, rotateAlias: $rotateAlias) {
      vkid
      grantSerial
      alias
    }
  }
`);

export const RevokeVirtualKeyMutation = graphql(`
  mutation ConsoleRevokeVirtualKey($vkid: String!) {
    revokeVirtualKey(vkid: $vkid) {
      vkid
      revokedAt
    }
  }
`);

export const BulkRevocationPreviewQuery = graphql(`
  query ConsoleBulkRevocationPreview($scope: ApiKeyBulkRevokeScope!) {
    apiKeyBulkRevocationPreview(scope: $scope) {
      scope
      affectedCount
      confirmationText
      operationBinding
    }
  }
`);

export const BulkRevokeApiKeysMutation = graphql(`
  mutation ConsoleBulkRevokeApiKeys($input: BulkRevokeApiKeysInput!) {
    bulkRevokeApiKeys(input: $input) {
      operationId
      affectedCount
      idempotentReplay
    }
  }
`);

export const RequestStepUpMutation = graphql(`
  mutation ConsoleRequestStepUp($scope: StepUpScope!, $code: String!, $operationBinding: String) {
    requestStepUp(scope: $scope, code: $code, operationBinding: $operationBinding) {
      jti
      scope
      expiresAt
    }
  }
`);

export const UpdateMemberRoleMutation = graphql(`
  mutation ConsoleUpdateMemberRole($memberId: ID!, $role: MemberRole!) {
    updateMemberRole(memberId: $memberId, role: $role) {
      id
      role
    }
  }
`);

export const SsoQuery = graphql(`
  query ConsoleSso {
    ssoConfig {
      entityId
      ssoUrl
      certificatePem
      defaultRole
      status
      lastLoginAt
      updatedAt
      groupMappings {
        idpGroup
        role
      }
    }
    domainVerifications {
      ...ConsoleDomainVerification
    }
  }
`);

export const DomainVerificationFields = graphql(`
  fragment ConsoleDomainVerification on DomainVerification {
    verificationId
    domain
    registrableDomain
    method
    status
    dnsRecordName
    dnsRecordValue
    roleEmail
    expiresAt
    verifiedAt
  }
`);

export const UpsertSsoConfigMutation = graphql(`
  mutation ConsoleUpsertSsoConfig($input: SsoConfigInput!) {
    upsertSsoConfig(input: $input) {
      entityId
      ssoUrl
      defaultRole
      status
      updatedAt
    }
  }
`);

export const RequestDomainVerificationMutation = graphql(`
  mutation ConsoleRequestDomainVerification($domain: String!, $method: String!) {
    requestDomainVerification(domain: $domain, method: $method) {
      ...ConsoleDomainVerification
    }
  }
`);

export const CheckDomainVerificationQuery = graphql(`
  query ConsoleCheckDomainVerification($verificationId: ID!) {
    checkDomainVerification(verificationId: $verificationId) {
      ...ConsoleDomainVerification
    }
  }
`);

export const PlanQuery = graphql(`
  query ConsolePlan {
    orgQuotaStatus {
      plan
      planName
      periodStart
      periodEnd
      requests {
        ...ConsoleQuotaUsage
      }
      users {
        ...ConsoleQuotaUsage
      }
      workspaces {
        ...ConsoleQuotaUsage
      }
    }
  }
`);

export const QuotaUsageFields = graphql(`
  fragment ConsoleQuotaUsage on QuotaUsage {
    used
    limit
    percentage
    warning
    exceeded
  }
`);

export const InvoicesQuery = graphql(`
  query ConsoleInvoices($first: Int, $after: String) {
    invoices(first: $first, after: $after) {
      totalAmountExact
      pageInfo {
        hasNextPage
        endCursor
        totalCount
      }
      edges {
        cursor
        node {
          id
          invoiceNumber
          status
          currency
          periodStart
          periodEnd
          dueDate
          paidAt
          totalMicrocentsExact
        }
      }
    }
  }
`);

export const EnrollMfaMutation = graphql(`
  mutation ConsoleEnrollMfa {
    enrollMfa {
      secret
      qrCodeUrl
      backupCodes
    }
  }
`);

export const ConfirmMfaMutation = graphql(`
  mutation ConsoleConfirmMfa($code: String!) {
    confirmMfaEnrollment(code: $code)
  }
`);

export const PaymentMethodsQuery = graphql(`
  query ConsolePaymentMethods {
    paymentMethods {
      id
      type
      isDefault
      cardBrand
      cardLast4
      cardExpMonth
      cardExpYear
      bankName
      bankLast4
    }
  }
`);

export const EventSubscriptionFields = graphql(`
  fragment ConsoleEventSubscription on EventSubscription {
    id
    destinationUrl
    eventTypes
    transport
    enabled
    createdAt
    updatedAt
  }
`);

export const EventDeliveryFields = graphql(`
  fragment ConsoleEventDelivery on EventDelivery {
    id
    eventId
    subscriptionId
    status
    attempts
    lastStatusCode
    lastError
    createdAt
    updatedAt
    deliveredAt
  }
`);

export const WebhooksQuery = graphql(`
  query ConsoleWebhooks {
    eventSubscriptions {
      ...ConsoleEventSubscription
    }
    deadLetteredEventDeliveries(limit: 100) {
      ...ConsoleEventDelivery
    }
  }
`);

export const EventDeliveriesQuery = graphql(`
  query ConsoleEventDeliveries($subscriptionId: ID!) {
    eventDeliveries(subscriptionId: $subscriptionId, limit: 50) {
      ...ConsoleEventDelivery
    }
  }
`);

export const CreateEventSubscriptionMutation = graphql(`
  mutation ConsoleCreateEventSubscription($input: EventSubscriptionInput!) {
    createEventSubscription(input: $input) {
      ...ConsoleEventSubscription
    }
  }
`);

export const DeleteEventSubscriptionMutation = graphql(`
  mutation ConsoleDeleteEventSubscription($id: ID!) {
    deleteEventSubscription(id: $id)
  }
`);

export const EventSubscriptionSecretFields = graphql(`
  fragment ConsoleEventSubscriptionSecret on EventSubscriptionSecret {
    subscriptionId
    signingSecret
    previousSecretExpiresAt
  }
`);

export const RevealEventSubscriptionSecretMutation = graphql(`
  mutation ConsoleRevealEventSubscriptionSecret($id: ID!) {
    revealEventSubscriptionSecret(id: $id) {
      ...ConsoleEventSubscriptionSecret
    }
  }
`);

export const RotateEventSubscriptionSecretMutation = graphql(`
  mutation ConsoleRotateEventSubscriptionSecret($id: ID!) {
    rotateEventSubscriptionSecret(id: $id) {
      ...ConsoleEventSubscriptionSecret
    }
  }
`);

export const SendTestEventMutation = graphql(`
  mutation ConsoleSendTestEvent($subscriptionId: ID!) {
    sendTestEvent(subscriptionId: $subscriptionId) {
      accepted
      eventId
    }
  }
`);

export const ReplayEventDeliveryMutation = graphql(`
  mutation ConsoleReplayEventDelivery($id: ID!) {
    replayEventDelivery(id: $id) {
      ...ConsoleEventDelivery
    }
  }
`);

export const PrivateEndpointFields = graphql(`
  fragment ConsolePrivateEndpoint on PrivateEndpoint {
    id
    displayName
    baseUrl
    kind
    protocol
    modelIds
    residencyRegion
    status
    createdBy
    approvedBy
    createdAt
    lastPreflightResult
  }
`);

/**
 * Everything that waits for a second admin, one list per kind: each field is its own subgraph, so
 * one that is not configured fails on its own and the others still show.
 */
export const PrivateEndpointsQuery = graphql(`
  query ConsolePrivateEndpoints {
    privateEndpoints {
      ...ConsolePrivateEndpoint
    }
  }
`);

export const ImpersonationOpsQuery = graphql(`
  query ConsoleImpersonationOps {
    impersonationOps {
      opId
      accessMode
      justification
      quorumCollected
      quorumRequired
      requestedAt
      requestedByOrn
      status
      targetOrgId
      targetWorkspaceId
    }
  }
`);

export const ContentBoundEnablementQuery = graphql(`
  query ConsoleContentBoundEnablement {
    contentBoundEnablement {
      enablementId
      status
      approverMaker
      approverChecker
      dlpProfileId
      dpaReference
      legalSignoffRef
      residencyRegion
      workspaceId
    }
  }
`);

export const OcarTrustConfigQuery = graphql(`
  query ConsoleOcarTrustConfig {
    ocarTrustConfig {
      configCid
      pending
      threshold
      updatedAt
      updatedBy
      version
    }
  }
`);

export const ApprovePrivateEndpointMutation = graphql(`
  mutation ConsoleApprovePrivateEndpoint($id: ID!) {
    approvePrivateEndpoint(id: $id) {
      ...ConsolePrivateEndpoint
    }
  }
`);

export const RetirePrivateEndpointMutation = graphql(`
  mutation ConsoleRetirePrivateEndpoint($id: ID!) {
    retirePrivateEndpoint(id: $id) {
      ...ConsolePrivateEndpoint
    }
  }
`);

export const ApproveImpersonationMutation = graphql(`
  mutation ConsoleApproveImpersonation($opId: String!) {
    approveImpersonation(opId: $opId) {
      opId
      status
      quorumCollected
      quorumRequired
    }
  }
`);

export const RevokeImpersonationMutation = graphql(`
  mutation ConsoleRevokeImpersonation($opId: String!) {
    revokeImpersonation(opId: $opId) {
      opId
      status
      revokedAt
    }
  }
`);

export const RejectContentBoundEnablementMutation = graphql(`
  mutation ConsoleRejectContentBoundEnablement($enablementId: String!) {
    rejectContentBoundEnablement(enablementId: $enablementId) {
      enablementId
      status
      approverMaker
      approverChecker
    }
  }
`);

export const RevokeContentBoundEnablementMutation = graphql(`
  mutation ConsoleRevokeContentBoundEnablement($enablementId: String!) {
    revokeContentBoundEnablement(enablementId: $enablementId) {
      enablementId
      status
      approverMaker
      approverChecker
    }
  }
`);

export const ApproveContentBoundEnablementMutation = graphql(`
  mutation ConsoleApproveContentBoundEnablement($enablementId: String!) {
    approveContentBoundEnablement(enablementId: $enablementId) {
      enablementId
      status
      approverMaker
      approverChecker
    }
  }
`);

export const PromoteOcarTrustConfigMutation = graphql(`
  mutation ConsolePromoteOcarTrustConfig($expectedVersion: String!) {
    promoteOcarTrustConfig(expectedVersion: $expectedVersion) {
      configCid
      pending
      threshold
      updatedAt
      updatedBy
      version
    }
  }
`);

export const ExportAuditEventsMutation = graphql(`
  mutation ConsoleExportAuditEvents($since: DateTime!, $until: DateTime!) {
    exportAuditEvents(since: $since, until: $until) {
      exportId
      manifestSha256
      nEvents
      presignedUrl
      signedBy
      urlExpiresAt
    }
  }
`);
