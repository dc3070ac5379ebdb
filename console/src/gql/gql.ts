/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query ConsoleMe {\n    me {\n      id\n      email\n      givenName\n      familyName\n      status\n      organization {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ConsoleMeDocument;
  '\n  query ConsoleOrganization {\n    organization {\n      id\n      name\n      slug\n      plan\n      status\n      description\n      createdAt\n      workspaces {\n        id\n        name\n        status\n        createdAt\n      }\n    }\n  }\n': typeof types.ConsoleOrganizationDocument;
  '\n  fragment ConsoleApiKey on ApiKey {\n    id\n    name\n    prefix\n    keyHint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n': typeof types.ConsoleApiKeyFragmentDoc;
  '\n  query ConsoleApiKeys {\n    apiKeys {\n      ...ConsoleApiKey\n    }\n  }\n': typeof types.ConsoleApiKeysDocument;
  '\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n': typeof types.ConsoleCreateApiKeyDocument;
  '\n  mutation ConsoleRotateApiKey($id: ID!) {\n    rotateApiKey(id: $id) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n': typeof types.ConsoleRotateApiKeyDocument;
  '\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ConsoleApiKey\n    }\n  }\n': typeof types.ConsoleRevokeApiKeyDocument;
  '\n  query ConsoleAuditEvents(\n    $cursor: String\n    $limit: Int\n    $since: DateTime\n    $until: DateTime\n    $category: AuditCategory\n    $outcome: AuditOutcome\n  ) {\n    auditEvents(cursor: $cursor, limit: $limit, since: $since, until: $until, category: $category, outcome: $outcome) {\n      totalCount\n      hasMore\n      nextCursor\n      nodes {\n        id\n        seq\n        occurredAt\n        category\n        outcome\n        action\n        label\n        actorPrincipal\n        resourceOrn\n        chainKey\n      }\n    }\n  }\n': typeof types.ConsoleAuditEventsDocument;
  '\n  query ConsoleLitigationHolds {\n    litigationHolds {\n      holdId\n      caseRef\n      chainKey\n      fromSeq\n      toSeq\n      status\n      placedAt\n      placedBy\n    }\n  }\n': typeof types.ConsoleLitigationHoldsDocument;
  '\n  mutation ConsolePlaceLitigationHold($input: LitigationHoldInput!) {\n    placeLitigationHold(input: $input) {\n      holdId\n      caseRef\n      fromSeq\n      toSeq\n      status\n    }\n  }\n': typeof types.ConsolePlaceLitigationHoldDocument;
  '\n  query ConsoleUsageEarly(\n    $s0: DateTime!\n    $u0: DateTime!\n    $s1: DateTime!\n    $u1: DateTime!\n    $s2: DateTime!\n    $u2: DateTime!\n    $s3: DateTime!\n    $u3: DateTime!\n  ) {\n    d0: aiUsage(since: $s0, until: $u0) {\n      ...ConsoleDayUsage\n    }\n    d1: aiUsage(since: $s1, until: $u1) {\n      ...ConsoleDayUsage\n    }\n    d2: aiUsage(since: $s2, until: $u2) {\n      ...ConsoleDayUsage\n    }\n    d3: aiUsage(since: $s3, until: $u3) {\n      ...ConsoleDayUsage\n    }\n  }\n': typeof types.ConsoleUsageEarlyDocument;
  '\n  query ConsoleUsageLate(\n    $s0: DateTime!\n    $s4: DateTime!\n    $u4: DateTime!\n    $s5: DateTime!\n    $u5: DateTime!\n    $s6: DateTime!\n    $u6: DateTime!\n  ) {\n    d4: aiUsage(since: $s4, until: $u4) {\n      ...ConsoleDayUsage\n    }\n    d5: aiUsage(since: $s5, until: $u5) {\n      ...ConsoleDayUsage\n    }\n    d6: aiUsage(since: $s6, until: $u6) {\n      ...ConsoleDayUsage\n    }\n    week: aiUsage(since: $s0, until: $u6) {\n      byModel {\n        model\n        requests\n        tokens\n        costMicrocentsExact\n      }\n    }\n  }\n': typeof types.ConsoleUsageLateDocument;
  '\n  fragment ConsoleDayUsage on AIUsage {\n    totalRequests\n    totalTokens\n    totalCostMicrocentsExact\n  }\n': typeof types.ConsoleDayUsageFragmentDoc;
  '\n  query ConsoleBudgets {\n    budgets {\n      id\n      scopeType\n      scopeId\n      mode\n      enabled\n      usdCeilingCents\n      alertThresholdPcts\n      spend {\n        committedCents\n        reservedCents\n        utilizationPct\n        periodStart\n        periodEnd\n      }\n    }\n  }\n': typeof types.ConsoleBudgetsDocument;
  '\n  mutation ConsoleCreateBudget($input: CreateBudgetInput!) {\n    createBudget(input: $input) {\n      id\n      usdCeilingCents\n    }\n  }\n': typeof types.ConsoleCreateBudgetDocument;
  '\n  query ConsoleModels {\n    models {\n      id\n      name\n      available\n      type\n    }\n  }\n': typeof types.ConsoleModelsDocument;
  '\n  subscription ConsoleChatStream($input: ChatCompletionInput!) {\n    chatCompletionStream(input: $input) {\n      id\n      model\n      provider\n      finishReason\n      delta {\n        content\n      }\n      usage {\n        promptTokens\n        completionTokens\n        totalTokens\n      }\n    }\n  }\n': typeof types.ConsoleChatStreamDocument;
  '\n  query ConsoleMembers {\n    members {\n      id\n      role\n      joinedAt\n      user {\n        id\n        email\n        givenName\n        familyName\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      status\n      createdAt\n      expiresAt\n    }\n  }\n': typeof types.ConsoleMembersDocument;
  '\n  mutation ConsoleInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      status\n      expiresAt\n    }\n  }\n': typeof types.ConsoleInviteMemberDocument;
  '\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.ConsoleRevokeInvitationDocument;
  '\n  mutation ConsoleRemoveMember($memberId: ID!) {\n    removeMember(memberId: $memberId)\n  }\n': typeof types.ConsoleRemoveMemberDocument;
  '\n  query ConsoleVirtualKeys {\n    virtualKeys {\n      vkid\n      scope\n      aliasHint\n      allowedModels\n      grantSerial\n      status\n      notAfter\n      revokedAt\n    }\n  }\n': typeof types.ConsoleVirtualKeysDocument;
  '\n  mutation ConsoleIssueVirtualKey($input: IssueVirtualKeyInput!) {\n    issueVirtualKey(input: $input) {\n      vkid\n      alias\n      aliasHint\n      notAfter\n    }\n  }\n': typeof types.ConsoleIssueVirtualKeyDocument;
  '\n  mutation ConsoleRotateVirtualKey($vkid: String!, $rotateAlias: Boolean) {\n    rotateVirtualKey(vkid: $vkid, rotateAlias: $rotateAlias) {\n      vkid\n      grantSerial\n      alias\n    }\n  }\n': typeof types.ConsoleRotateVirtualKeyDocument;
  '\n  mutation ConsoleRevokeVirtualKey($vkid: String!) {\n    revokeVirtualKey(vkid: $vkid) {\n      vkid\n      revokedAt\n    }\n  }\n': typeof types.ConsoleRevokeVirtualKeyDocument;
  '\n  query ConsoleBulkRevocationPreview($scope: ApiKeyBulkRevokeScope!) {\n    apiKeyBulkRevocationPreview(scope: $scope) {\n      scope\n      affectedCount\n      confirmationText\n      operationBinding\n    }\n  }\n': typeof types.ConsoleBulkRevocationPreviewDocument;
  '\n  mutation ConsoleBulkRevokeApiKeys($input: BulkRevokeApiKeysInput!) {\n    bulkRevokeApiKeys(input: $input) {\n      operationId\n      affectedCount\n      idempotentReplay\n    }\n  }\n': typeof types.ConsoleBulkRevokeApiKeysDocument;
  '\n  mutation ConsoleRequestStepUp($scope: StepUpScope!, $code: String!, $operationBinding: String) {\n    requestStepUp(scope: $scope, code: $code, operationBinding: $operationBinding) {\n      jti\n      scope\n      expiresAt\n    }\n  }\n': typeof types.ConsoleRequestStepUpDocument;
  '\n  mutation ConsoleUpdateMemberRole($memberId: ID!, $role: MemberRole!) {\n    updateMemberRole(memberId: $memberId, role: $role) {\n      id\n      role\n    }\n  }\n': typeof types.ConsoleUpdateMemberRoleDocument;
  '\n  query ConsoleSso {\n    ssoConfig {\n      entityId\n      ssoUrl\n      certificatePem\n      defaultRole\n      status\n      lastLoginAt\n      updatedAt\n      groupMappings {\n        idpGroup\n        role\n      }\n    }\n    domainVerifications {\n      ...ConsoleDomainVerification\n    }\n  }\n': typeof types.ConsoleSsoDocument;
  '\n  fragment ConsoleDomainVerification on DomainVerification {\n    verificationId\n    domain\n    registrableDomain\n    method\n    status\n    dnsRecordName\n    dnsRecordValue\n    roleEmail\n    expiresAt\n    verifiedAt\n  }\n': typeof types.ConsoleDomainVerificationFragmentDoc;
  '\n  mutation ConsoleUpsertSsoConfig($input: SsoConfigInput!) {\n    upsertSsoConfig(input: $input) {\n      entityId\n      ssoUrl\n      defaultRole\n      status\n      updatedAt\n    }\n  }\n': typeof types.ConsoleUpsertSsoConfigDocument;
  '\n  mutation ConsoleRequestDomainVerification($domain: String!, $method: String!) {\n    requestDomainVerification(domain: $domain, method: $method) {\n      ...ConsoleDomainVerification\n    }\n  }\n': typeof types.ConsoleRequestDomainVerificationDocument;
  '\n  query ConsoleCheckDomainVerification($verificationId: ID!) {\n    checkDomainVerification(verificationId: $verificationId) {\n      ...ConsoleDomainVerification\n    }\n  }\n': typeof types.ConsoleCheckDomainVerificationDocument;
  '\n  query ConsolePlan {\n    orgQuotaStatus {\n      plan\n      planName\n      periodStart\n      periodEnd\n      requests {\n        ...ConsoleQuotaUsage\n      }\n      users {\n        ...ConsoleQuotaUsage\n      }\n      workspaces {\n        ...ConsoleQuotaUsage\n      }\n    }\n  }\n': typeof types.ConsolePlanDocument;
  '\n  fragment ConsoleQuotaUsage on QuotaUsage {\n    used\n    limit\n    percentage\n    warning\n    exceeded\n  }\n': typeof types.ConsoleQuotaUsageFragmentDoc;
  '\n  query ConsoleInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      totalAmountExact\n      pageInfo {\n        hasNextPage\n        endCursor\n        totalCount\n      }\n      edges {\n        cursor\n        node {\n          id\n          invoiceNumber\n          status\n          currency\n          periodStart\n          periodEnd\n          dueDate\n          paidAt\n          totalMicrocentsExact\n        }\n      }\n    }\n  }\n': typeof types.ConsoleInvoicesDocument;
  '\n  mutation ConsoleEnrollMfa {\n    enrollMfa {\n      secret\n      qrCodeUrl\n      backupCodes\n    }\n  }\n': typeof types.ConsoleEnrollMfaDocument;
  '\n  mutation ConsoleConfirmMfa($code: String!) {\n    confirmMfaEnrollment(code: $code)\n  }\n': typeof types.ConsoleConfirmMfaDocument;
  '\n  query ConsolePaymentMethods {\n    paymentMethods {\n      id\n      type\n      isDefault\n      cardBrand\n      cardLast4\n      cardExpMonth\n      cardExpYear\n      bankName\n      bankLast4\n    }\n  }\n': typeof types.ConsolePaymentMethodsDocument;
  '\n  fragment ConsoleEventSubscription on EventSubscription {\n    id\n    destinationUrl\n    eventTypes\n    transport\n    enabled\n    createdAt\n    updatedAt\n  }\n': typeof types.ConsoleEventSubscriptionFragmentDoc;
  '\n  fragment ConsoleEventDelivery on EventDelivery {\n    id\n    eventId\n    subscriptionId\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    updatedAt\n    deliveredAt\n  }\n': typeof types.ConsoleEventDeliveryFragmentDoc;
  '\n  query ConsoleWebhooks {\n    eventSubscriptions {\n      ...ConsoleEventSubscription\n    }\n    deadLetteredEventDeliveries(limit: 100) {\n      ...ConsoleEventDelivery\n    }\n  }\n': typeof types.ConsoleWebhooksDocument;
  '\n  query ConsoleEventDeliveries($subscriptionId: ID!) {\n    eventDeliveries(subscriptionId: $subscriptionId, limit: 50) {\n      ...ConsoleEventDelivery\n    }\n  }\n': typeof types.ConsoleEventDeliveriesDocument;
  '\n  mutation ConsoleCreateEventSubscription($input: EventSubscriptionInput!) {\n    createEventSubscription(input: $input) {\n      ...ConsoleEventSubscription\n    }\n  }\n': typeof types.ConsoleCreateEventSubscriptionDocument;
  '\n  mutation ConsoleDeleteEventSubscription($id: ID!) {\n    deleteEventSubscription(id: $id)\n  }\n': typeof types.ConsoleDeleteEventSubscriptionDocument;
  '\n  fragment ConsoleEventSubscriptionSecret on EventSubscriptionSecret {\n    subscriptionId\n    signingSecret\n    previousSecretExpiresAt\n  }\n': typeof types.ConsoleEventSubscriptionSecretFragmentDoc;
  '\n  mutation ConsoleRevealEventSubscriptionSecret($id: ID!) {\n    revealEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n': typeof types.ConsoleRevealEventSubscriptionSecretDocument;
  '\n  mutation ConsoleRotateEventSubscriptionSecret($id: ID!) {\n    rotateEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n': typeof types.ConsoleRotateEventSubscriptionSecretDocument;
  '\n  mutation ConsoleSendTestEvent($subscriptionId: ID!) {\n    sendTestEvent(subscriptionId: $subscriptionId) {\n      accepted\n      eventId\n    }\n  }\n': typeof types.ConsoleSendTestEventDocument;
  '\n  mutation ConsoleReplayEventDelivery($id: ID!) {\n    replayEventDelivery(id: $id) {\n      ...ConsoleEventDelivery\n    }\n  }\n': typeof types.ConsoleReplayEventDeliveryDocument;
  '\n  fragment ConsolePrivateEndpoint on PrivateEndpoint {\n    id\n    displayName\n    baseUrl\n    kind\n    protocol\n    modelIds\n    residencyRegion\n    status\n    createdBy\n    approvedBy\n    createdAt\n    lastPreflightResult\n  }\n': typeof types.ConsolePrivateEndpointFragmentDoc;
  '\n  query ConsolePrivateEndpoints {\n    privateEndpoints {\n      ...ConsolePrivateEndpoint\n    }\n  }\n': typeof types.ConsolePrivateEndpointsDocument;
  '\n  query ConsoleImpersonationOps {\n    impersonationOps {\n      opId\n      accessMode\n      justification\n      quorumCollected\n      quorumRequired\n      requestedAt\n      requestedByOrn\n      status\n      targetOrgId\n      targetWorkspaceId\n    }\n  }\n': typeof types.ConsoleImpersonationOpsDocument;
  '\n  query ConsoleContentBoundEnablement {\n    contentBoundEnablement {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n      dlpProfileId\n      dpaReference\n      legalSignoffRef\n      residencyRegion\n      workspaceId\n    }\n  }\n': typeof types.ConsoleContentBoundEnablementDocument;
  '\n  query ConsoleOcarTrustConfig {\n    ocarTrustConfig {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n': typeof types.ConsoleOcarTrustConfigDocument;
  '\n  mutation ConsoleApprovePrivateEndpoint($id: ID!) {\n    approvePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n': typeof types.ConsoleApprovePrivateEndpointDocument;
  '\n  mutation ConsoleRetirePrivateEndpoint($id: ID!) {\n    retirePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n': typeof types.ConsoleRetirePrivateEndpointDocument;
  '\n  mutation ConsoleApproveImpersonation($opId: String!) {\n    approveImpersonation(opId: $opId) {\n      opId\n      status\n      quorumCollected\n      quorumRequired\n    }\n  }\n': typeof types.ConsoleApproveImpersonationDocument;
  '\n  mutation ConsoleRevokeImpersonation($opId: String!) {\n    revokeImpersonation(opId: $opId) {\n      opId\n      status\n      revokedAt\n    }\n  }\n': typeof types.ConsoleRevokeImpersonationDocument;
  '\n  mutation ConsoleRejectContentBoundEnablement($enablementId: String!) {\n    rejectContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n': typeof types.ConsoleRejectContentBoundEnablementDocument;
  '\n  mutation ConsoleRevokeContentBoundEnablement($enablementId: String!) {\n    revokeContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n': typeof types.ConsoleRevokeContentBoundEnablementDocument;
  '\n  mutation ConsoleApproveContentBoundEnablement($enablementId: String!) {\n    approveContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n': typeof types.ConsoleApproveContentBoundEnablementDocument;
  '\n  mutation ConsolePromoteOcarTrustConfig($expectedVersion: String!) {\n    promoteOcarTrustConfig(expectedVersion: $expectedVersion) {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n': typeof types.ConsolePromoteOcarTrustConfigDocument;
  '\n  mutation ConsoleExportAuditEvents($since: DateTime!, $until: DateTime!) {\n    exportAuditEvents(since: $since, until: $until) {\n      exportId\n      manifestSha256\n      nEvents\n      presignedUrl\n      signedBy\n      urlExpiresAt\n    }\n  }\n': typeof types.ConsoleExportAuditEventsDocument;
};
const documents: Documents = {
  '\n  query ConsoleMe {\n    me {\n      id\n      email\n      givenName\n      familyName\n      status\n      organization {\n        id\n        name\n      }\n    }\n  }\n':
    types.ConsoleMeDocument,
  '\n  query ConsoleOrganization {\n    organization {\n      id\n      name\n      slug\n      plan\n      status\n      description\n      createdAt\n      workspaces {\n        id\n        name\n        status\n        createdAt\n      }\n    }\n  }\n':
    types.ConsoleOrganizationDocument,
  '\n  fragment ConsoleApiKey on ApiKey {\n    id\n    name\n    prefix\n    keyHint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n':
    types.ConsoleApiKeyFragmentDoc,
  '\n  query ConsoleApiKeys {\n    apiKeys {\n      ...ConsoleApiKey\n    }\n  }\n': types.ConsoleApiKeysDocument,
  '\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n':
    types.ConsoleCreateApiKeyDocument,
  '\n  mutation ConsoleRotateApiKey($id: ID!) {\n    rotateApiKey(id: $id) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n':
    types.ConsoleRotateApiKeyDocument,
  '\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ConsoleApiKey\n    }\n  }\n':
    types.ConsoleRevokeApiKeyDocument,
  '\n  query ConsoleAuditEvents(\n    $cursor: String\n    $limit: Int\n    $since: DateTime\n    $until: DateTime\n    $category: AuditCategory\n    $outcome: AuditOutcome\n  ) {\n    auditEvents(cursor: $cursor, limit: $limit, since: $since, until: $until, category: $category, outcome: $outcome) {\n      totalCount\n      hasMore\n      nextCursor\n      nodes {\n        id\n        seq\n        occurredAt\n        category\n        outcome\n        action\n        label\n        actorPrincipal\n        resourceOrn\n        chainKey\n      }\n    }\n  }\n':
    types.ConsoleAuditEventsDocument,
  '\n  query ConsoleLitigationHolds {\n    litigationHolds {\n      holdId\n      caseRef\n      chainKey\n      fromSeq\n      toSeq\n      status\n      placedAt\n      placedBy\n    }\n  }\n':
    types.ConsoleLitigationHoldsDocument,
  '\n  mutation ConsolePlaceLitigationHold($input: LitigationHoldInput!) {\n    placeLitigationHold(input: $input) {\n      holdId\n      caseRef\n      fromSeq\n      toSeq\n      status\n    }\n  }\n':
    types.ConsolePlaceLitigationHoldDocument,
  '\n  query ConsoleUsageEarly(\n    $s0: DateTime!\n    $u0: DateTime!\n    $s1: DateTime!\n    $u1: DateTime!\n    $s2: DateTime!\n    $u2: DateTime!\n    $s3: DateTime!\n    $u3: DateTime!\n  ) {\n    d0: aiUsage(since: $s0, until: $u0) {\n      ...ConsoleDayUsage\n    }\n    d1: aiUsage(since: $s1, until: $u1) {\n      ...ConsoleDayUsage\n    }\n    d2: aiUsage(since: $s2, until: $u2) {\n      ...ConsoleDayUsage\n    }\n    d3: aiUsage(since: $s3, until: $u3) {\n      ...ConsoleDayUsage\n    }\n  }\n':
    types.ConsoleUsageEarlyDocument,
  '\n  query ConsoleUsageLate(\n    $s0: DateTime!\n    $s4: DateTime!\n    $u4: DateTime!\n    $s5: DateTime!\n    $u5: DateTime!\n    $s6: DateTime!\n    $u6: DateTime!\n  ) {\n    d4: aiUsage(since: $s4, until: $u4) {\n      ...ConsoleDayUsage\n    }\n    d5: aiUsage(since: $s5, until: $u5) {\n      ...ConsoleDayUsage\n    }\n    d6: aiUsage(since: $s6, until: $u6) {\n      ...ConsoleDayUsage\n    }\n    week: aiUsage(since: $s0, until: $u6) {\n      byModel {\n        model\n        requests\n        tokens\n        costMicrocentsExact\n      }\n    }\n  }\n':
    types.ConsoleUsageLateDocument,
  '\n  fragment ConsoleDayUsage on AIUsage {\n    totalRequests\n    totalTokens\n    totalCostMicrocentsExact\n  }\n':
    types.ConsoleDayUsageFragmentDoc,
  '\n  query ConsoleBudgets {\n    budgets {\n      id\n      scopeType\n      scopeId\n      mode\n      enabled\n      usdCeilingCents\n      alertThresholdPcts\n      spend {\n        committedCents\n        reservedCents\n        utilizationPct\n        periodStart\n        periodEnd\n      }\n    }\n  }\n':
    types.ConsoleBudgetsDocument,
  '\n  mutation ConsoleCreateBudget($input: CreateBudgetInput!) {\n    createBudget(input: $input) {\n      id\n      usdCeilingCents\n    }\n  }\n':
    types.ConsoleCreateBudgetDocument,
  '\n  query ConsoleModels {\n    models {\n      id\n      name\n      available\n      type\n    }\n  }\n':
    types.ConsoleModelsDocument,
  '\n  subscription ConsoleChatStream($input: ChatCompletionInput!) {\n    chatCompletionStream(input: $input) {\n      id\n      model\n      provider\n      finishReason\n      delta {\n        content\n      }\n      usage {\n        promptTokens\n        completionTokens\n        totalTokens\n      }\n    }\n  }\n':
    types.ConsoleChatStreamDocument,
  '\n  query ConsoleMembers {\n    members {\n      id\n      role\n      joinedAt\n      user {\n        id\n        email\n        givenName\n        familyName\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      status\n      createdAt\n      expiresAt\n    }\n  }\n':
    types.ConsoleMembersDocument,
  '\n  mutation ConsoleInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      status\n      expiresAt\n    }\n  }\n':
    types.ConsoleInviteMemberDocument,
  '\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.ConsoleRevokeInvitationDocument,
  '\n  mutation ConsoleRemoveMember($memberId: ID!) {\n    removeMember(memberId: $memberId)\n  }\n':
    types.ConsoleRemoveMemberDocument,
  '\n  query ConsoleVirtualKeys {\n    virtualKeys {\n      vkid\n      scope\n      aliasHint\n      allowedModels\n      grantSerial\n      status\n      notAfter\n      revokedAt\n    }\n  }\n':
    types.ConsoleVirtualKeysDocument,
  '\n  mutation ConsoleIssueVirtualKey($input: IssueVirtualKeyInput!) {\n    issueVirtualKey(input: $input) {\n      vkid\n      alias\n      aliasHint\n      notAfter\n    }\n  }\n':
    types.ConsoleIssueVirtualKeyDocument,
  '\n  mutation ConsoleRotateVirtualKey($vkid: String!, $rotateAlias: Boolean) {\n    rotateVirtualKey(vkid: $vkid, rotateAlias: $rotateAlias) {\n      vkid\n      grantSerial\n      alias\n    }\n  }\n':
    types.ConsoleRotateVirtualKeyDocument,
  '\n  mutation ConsoleRevokeVirtualKey($vkid: String!) {\n    revokeVirtualKey(vkid: $vkid) {\n      vkid\n      revokedAt\n    }\n  }\n':
    types.ConsoleRevokeVirtualKeyDocument,
  '\n  query ConsoleBulkRevocationPreview($scope: ApiKeyBulkRevokeScope!) {\n    apiKeyBulkRevocationPreview(scope: $scope) {\n      scope\n      affectedCount\n      confirmationText\n      operationBinding\n    }\n  }\n':
    types.ConsoleBulkRevocationPreviewDocument,
  '\n  mutation ConsoleBulkRevokeApiKeys($input: BulkRevokeApiKeysInput!) {\n    bulkRevokeApiKeys(input: $input) {\n      operationId\n      affectedCount\n      idempotentReplay\n    }\n  }\n':
    types.ConsoleBulkRevokeApiKeysDocument,
  '\n  mutation ConsoleRequestStepUp($scope: StepUpScope!, $code: String!, $operationBinding: String) {\n    requestStepUp(scope: $scope, code: $code, operationBinding: $operationBinding) {\n      jti\n      scope\n      expiresAt\n    }\n  }\n':
    types.ConsoleRequestStepUpDocument,
  '\n  mutation ConsoleUpdateMemberRole($memberId: ID!, $role: MemberRole!) {\n    updateMemberRole(memberId: $memberId, role: $role) {\n      id\n      role\n    }\n  }\n':
    types.ConsoleUpdateMemberRoleDocument,
  '\n  query ConsoleSso {\n    ssoConfig {\n      entityId\n      ssoUrl\n      certificatePem\n      defaultRole\n      status\n      lastLoginAt\n      updatedAt\n      groupMappings {\n        idpGroup\n        role\n      }\n    }\n    domainVerifications {\n      ...ConsoleDomainVerification\n    }\n  }\n':
    types.ConsoleSsoDocument,
  '\n  fragment ConsoleDomainVerification on DomainVerification {\n    verificationId\n    domain\n    registrableDomain\n    method\n    status\n    dnsRecordName\n    dnsRecordValue\n    roleEmail\n    expiresAt\n    verifiedAt\n  }\n':
    types.ConsoleDomainVerificationFragmentDoc,
  '\n  mutation ConsoleUpsertSsoConfig($input: SsoConfigInput!) {\n    upsertSsoConfig(input: $input) {\n      entityId\n      ssoUrl\n      defaultRole\n      status\n      updatedAt\n    }\n  }\n':
    types.ConsoleUpsertSsoConfigDocument,
  '\n  mutation ConsoleRequestDomainVerification($domain: String!, $method: String!) {\n    requestDomainVerification(domain: $domain, method: $method) {\n      ...ConsoleDomainVerification\n    }\n  }\n':
    types.ConsoleRequestDomainVerificationDocument,
  '\n  query ConsoleCheckDomainVerification($verificationId: ID!) {\n    checkDomainVerification(verificationId: $verificationId) {\n      ...ConsoleDomainVerification\n    }\n  }\n':
    types.ConsoleCheckDomainVerificationDocument,
  '\n  query ConsolePlan {\n    orgQuotaStatus {\n      plan\n      planName\n      periodStart\n      periodEnd\n      requests {\n        ...ConsoleQuotaUsage\n      }\n      users {\n        ...ConsoleQuotaUsage\n      }\n      workspaces {\n        ...ConsoleQuotaUsage\n      }\n    }\n  }\n':
    types.ConsolePlanDocument,
  '\n  fragment ConsoleQuotaUsage on QuotaUsage {\n    used\n    limit\n    percentage\n    warning\n    exceeded\n  }\n':
    types.ConsoleQuotaUsageFragmentDoc,
  '\n  query ConsoleInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      totalAmountExact\n      pageInfo {\n        hasNextPage\n        endCursor\n        totalCount\n      }\n      edges {\n        cursor\n        node {\n          id\n          invoiceNumber\n          status\n          currency\n          periodStart\n          periodEnd\n          dueDate\n          paidAt\n          totalMicrocentsExact\n        }\n      }\n    }\n  }\n':
    types.ConsoleInvoicesDocument,
  '\n  mutation ConsoleEnrollMfa {\n    enrollMfa {\n      secret\n      qrCodeUrl\n      backupCodes\n    }\n  }\n':
    types.ConsoleEnrollMfaDocument,
  '\n  mutation ConsoleConfirmMfa($code: String!) {\n    confirmMfaEnrollment(code: $code)\n  }\n':
    types.ConsoleConfirmMfaDocument,
  '\n  query ConsolePaymentMethods {\n    paymentMethods {\n      id\n      type\n      isDefault\n      cardBrand\n      cardLast4\n      cardExpMonth\n      cardExpYear\n      bankName\n      bankLast4\n    }\n  }\n':
    types.ConsolePaymentMethodsDocument,
  '\n  fragment ConsoleEventSubscription on EventSubscription {\n    id\n    destinationUrl\n    eventTypes\n    transport\n    enabled\n    createdAt\n    updatedAt\n  }\n':
    types.ConsoleEventSubscriptionFragmentDoc,
  '\n  fragment ConsoleEventDelivery on EventDelivery {\n    id\n    eventId\n    subscriptionId\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    updatedAt\n    deliveredAt\n  }\n':
    types.ConsoleEventDeliveryFragmentDoc,
  '\n  query ConsoleWebhooks {\n    eventSubscriptions {\n      ...ConsoleEventSubscription\n    }\n    deadLetteredEventDeliveries(limit: 100) {\n      ...ConsoleEventDelivery\n    }\n  }\n':
    types.ConsoleWebhooksDocument,
  '\n  query ConsoleEventDeliveries($subscriptionId: ID!) {\n    eventDeliveries(subscriptionId: $subscriptionId, limit: 50) {\n      ...ConsoleEventDelivery\n    }\n  }\n':
    types.ConsoleEventDeliveriesDocument,
  '\n  mutation ConsoleCreateEventSubscription($input: EventSubscriptionInput!) {\n    createEventSubscription(input: $input) {\n      ...ConsoleEventSubscription\n    }\n  }\n':
    types.ConsoleCreateEventSubscriptionDocument,
  '\n  mutation ConsoleDeleteEventSubscription($id: ID!) {\n    deleteEventSubscription(id: $id)\n  }\n':
    types.ConsoleDeleteEventSubscriptionDocument,
  '\n  fragment ConsoleEventSubscriptionSecret on EventSubscriptionSecret {\n    subscriptionId\n    signingSecret\n    previousSecretExpiresAt\n  }\n':
    types.ConsoleEventSubscriptionSecretFragmentDoc,
  '\n  mutation ConsoleRevealEventSubscriptionSecret($id: ID!) {\n    revealEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n':
    types.ConsoleRevealEventSubscriptionSecretDocument,
  '\n  mutation ConsoleRotateEventSubscriptionSecret($id: ID!) {\n    rotateEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n':
    types.ConsoleRotateEventSubscriptionSecretDocument,
  '\n  mutation ConsoleSendTestEvent($subscriptionId: ID!) {\n    sendTestEvent(subscriptionId: $subscriptionId) {\n      accepted\n      eventId\n    }\n  }\n':
    types.ConsoleSendTestEventDocument,
  '\n  mutation ConsoleReplayEventDelivery($id: ID!) {\n    replayEventDelivery(id: $id) {\n      ...ConsoleEventDelivery\n    }\n  }\n':
    types.ConsoleReplayEventDeliveryDocument,
  '\n  fragment ConsolePrivateEndpoint on PrivateEndpoint {\n    id\n    displayName\n    baseUrl\n    kind\n    protocol\n    modelIds\n    residencyRegion\n    status\n    createdBy\n    approvedBy\n    createdAt\n    lastPreflightResult\n  }\n':
    types.ConsolePrivateEndpointFragmentDoc,
  '\n  query ConsolePrivateEndpoints {\n    privateEndpoints {\n      ...ConsolePrivateEndpoint\n    }\n  }\n':
    types.ConsolePrivateEndpointsDocument,
  '\n  query ConsoleImpersonationOps {\n    impersonationOps {\n      opId\n      accessMode\n      justification\n      quorumCollected\n      quorumRequired\n      requestedAt\n      requestedByOrn\n      status\n      targetOrgId\n      targetWorkspaceId\n    }\n  }\n':
    types.ConsoleImpersonationOpsDocument,
  '\n  query ConsoleContentBoundEnablement {\n    contentBoundEnablement {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n      dlpProfileId\n      dpaReference\n      legalSignoffRef\n      residencyRegion\n      workspaceId\n    }\n  }\n':
    types.ConsoleContentBoundEnablementDocument,
  '\n  query ConsoleOcarTrustConfig {\n    ocarTrustConfig {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n':
    types.ConsoleOcarTrustConfigDocument,
  '\n  mutation ConsoleApprovePrivateEndpoint($id: ID!) {\n    approvePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n':
    types.ConsoleApprovePrivateEndpointDocument,
  '\n  mutation ConsoleRetirePrivateEndpoint($id: ID!) {\n    retirePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n':
    types.ConsoleRetirePrivateEndpointDocument,
  '\n  mutation ConsoleApproveImpersonation($opId: String!) {\n    approveImpersonation(opId: $opId) {\n      opId\n      status\n      quorumCollected\n      quorumRequired\n    }\n  }\n':
    types.ConsoleApproveImpersonationDocument,
  '\n  mutation ConsoleRevokeImpersonation($opId: String!) {\n    revokeImpersonation(opId: $opId) {\n      opId\n      status\n      revokedAt\n    }\n  }\n':
    types.ConsoleRevokeImpersonationDocument,
  '\n  mutation ConsoleRejectContentBoundEnablement($enablementId: String!) {\n    rejectContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n':
    types.ConsoleRejectContentBoundEnablementDocument,
  '\n  mutation ConsoleRevokeContentBoundEnablement($enablementId: String!) {\n    revokeContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n':
    types.ConsoleRevokeContentBoundEnablementDocument,
  '\n  mutation ConsoleApproveContentBoundEnablement($enablementId: String!) {\n    approveContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n':
    types.ConsoleApproveContentBoundEnablementDocument,
  '\n  mutation ConsolePromoteOcarTrustConfig($expectedVersion: String!) {\n    promoteOcarTrustConfig(expectedVersion: $expectedVersion) {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n':
    types.ConsolePromoteOcarTrustConfigDocument,
  '\n  mutation ConsoleExportAuditEvents($since: DateTime!, $until: DateTime!) {\n    exportAuditEvents(since: $since, until: $until) {\n      exportId\n      manifestSha256\n      nEvents\n      presignedUrl\n      signedBy\n      urlExpiresAt\n    }\n  }\n':
    types.ConsoleExportAuditEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleMe {\n    me {\n      id\n      email\n      givenName\n      familyName\n      status\n      organization {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleMe {\n    me {\n      id\n      email\n      givenName\n      familyName\n      status\n      organization {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleOrganization {\n    organization {\n      id\n      name\n      slug\n      plan\n      status\n      description\n      createdAt\n      workspaces {\n        id\n        name\n        status\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleOrganization {\n    organization {\n      id\n      name\n      slug\n      plan\n      status\n      description\n      createdAt\n      workspaces {\n        id\n        name\n        status\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleApiKey on ApiKey {\n    id\n    name\n    prefix\n    keyHint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n',
): (typeof documents)['\n  fragment ConsoleApiKey on ApiKey {\n    id\n    name\n    prefix\n    keyHint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleApiKeys {\n    apiKeys {\n      ...ConsoleApiKey\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleApiKeys {\n    apiKeys {\n      ...ConsoleApiKey\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRotateApiKey($id: ID!) {\n    rotateApiKey(id: $id) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRotateApiKey($id: ID!) {\n    rotateApiKey(id: $id) {\n      plaintextKey\n      apiKey {\n        ...ConsoleApiKey\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ConsoleApiKey\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ConsoleApiKey\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleAuditEvents(\n    $cursor: String\n    $limit: Int\n    $since: DateTime\n    $until: DateTime\n    $category: AuditCategory\n    $outcome: AuditOutcome\n  ) {\n    auditEvents(cursor: $cursor, limit: $limit, since: $since, until: $until, category: $category, outcome: $outcome) {\n      totalCount\n      hasMore\n      nextCursor\n      nodes {\n        id\n        seq\n        occurredAt\n        category\n        outcome\n        action\n        label\n        actorPrincipal\n        resourceOrn\n        chainKey\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleAuditEvents(\n    $cursor: String\n    $limit: Int\n    $since: DateTime\n    $until: DateTime\n    $category: AuditCategory\n    $outcome: AuditOutcome\n  ) {\n    auditEvents(cursor: $cursor, limit: $limit, since: $since, until: $until, category: $category, outcome: $outcome) {\n      totalCount\n      hasMore\n      nextCursor\n      nodes {\n        id\n        seq\n        occurredAt\n        category\n        outcome\n        action\n        label\n        actorPrincipal\n        resourceOrn\n        chainKey\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleLitigationHolds {\n    litigationHolds {\n      holdId\n      caseRef\n      chainKey\n      fromSeq\n      toSeq\n      status\n      placedAt\n      placedBy\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleLitigationHolds {\n    litigationHolds {\n      holdId\n      caseRef\n      chainKey\n      fromSeq\n      toSeq\n      status\n      placedAt\n      placedBy\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsolePlaceLitigationHold($input: LitigationHoldInput!) {\n    placeLitigationHold(input: $input) {\n      holdId\n      caseRef\n      fromSeq\n      toSeq\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsolePlaceLitigationHold($input: LitigationHoldInput!) {\n    placeLitigationHold(input: $input) {\n      holdId\n      caseRef\n      fromSeq\n      toSeq\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleUsageEarly(\n    $s0: DateTime!\n    $u0: DateTime!\n    $s1: DateTime!\n    $u1: DateTime!\n    $s2: DateTime!\n    $u2: DateTime!\n    $s3: DateTime!\n    $u3: DateTime!\n  ) {\n    d0: aiUsage(since: $s0, until: $u0) {\n      ...ConsoleDayUsage\n    }\n    d1: aiUsage(since: $s1, until: $u1) {\n      ...ConsoleDayUsage\n    }\n    d2: aiUsage(since: $s2, until: $u2) {\n      ...ConsoleDayUsage\n    }\n    d3: aiUsage(since: $s3, until: $u3) {\n      ...ConsoleDayUsage\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleUsageEarly(\n    $s0: DateTime!\n    $u0: DateTime!\n    $s1: DateTime!\n    $u1: DateTime!\n    $s2: DateTime!\n    $u2: DateTime!\n    $s3: DateTime!\n    $u3: DateTime!\n  ) {\n    d0: aiUsage(since: $s0, until: $u0) {\n      ...ConsoleDayUsage\n    }\n    d1: aiUsage(since: $s1, until: $u1) {\n      ...ConsoleDayUsage\n    }\n    d2: aiUsage(since: $s2, until: $u2) {\n      ...ConsoleDayUsage\n    }\n    d3: aiUsage(since: $s3, until: $u3) {\n      ...ConsoleDayUsage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleUsageLate(\n    $s0: DateTime!\n    $s4: DateTime!\n    $u4: DateTime!\n    $s5: DateTime!\n    $u5: DateTime!\n    $s6: DateTime!\n    $u6: DateTime!\n  ) {\n    d4: aiUsage(since: $s4, until: $u4) {\n      ...ConsoleDayUsage\n    }\n    d5: aiUsage(since: $s5, until: $u5) {\n      ...ConsoleDayUsage\n    }\n    d6: aiUsage(since: $s6, until: $u6) {\n      ...ConsoleDayUsage\n    }\n    week: aiUsage(since: $s0, until: $u6) {\n      byModel {\n        model\n        requests\n        tokens\n        costMicrocentsExact\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleUsageLate(\n    $s0: DateTime!\n    $s4: DateTime!\n    $u4: DateTime!\n    $s5: DateTime!\n    $u5: DateTime!\n    $s6: DateTime!\n    $u6: DateTime!\n  ) {\n    d4: aiUsage(since: $s4, until: $u4) {\n      ...ConsoleDayUsage\n    }\n    d5: aiUsage(since: $s5, until: $u5) {\n      ...ConsoleDayUsage\n    }\n    d6: aiUsage(since: $s6, until: $u6) {\n      ...ConsoleDayUsage\n    }\n    week: aiUsage(since: $s0, until: $u6) {\n      byModel {\n        model\n        requests\n        tokens\n        costMicrocentsExact\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleDayUsage on AIUsage {\n    totalRequests\n    totalTokens\n    totalCostMicrocentsExact\n  }\n',
): (typeof documents)['\n  fragment ConsoleDayUsage on AIUsage {\n    totalRequests\n    totalTokens\n    totalCostMicrocentsExact\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleBudgets {\n    budgets {\n      id\n      scopeType\n      scopeId\n      mode\n      enabled\n      usdCeilingCents\n      alertThresholdPcts\n      spend {\n        committedCents\n        reservedCents\n        utilizationPct\n        periodStart\n        periodEnd\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleBudgets {\n    budgets {\n      id\n      scopeType\n      scopeId\n      mode\n      enabled\n      usdCeilingCents\n      alertThresholdPcts\n      spend {\n        committedCents\n        reservedCents\n        utilizationPct\n        periodStart\n        periodEnd\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleCreateBudget($input: CreateBudgetInput!) {\n    createBudget(input: $input) {\n      id\n      usdCeilingCents\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleCreateBudget($input: CreateBudgetInput!) {\n    createBudget(input: $input) {\n      id\n      usdCeilingCents\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleModels {\n    models {\n      id\n      name\n      available\n      type\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleModels {\n    models {\n      id\n      name\n      available\n      type\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ConsoleChatStream($input: ChatCompletionInput!) {\n    chatCompletionStream(input: $input) {\n      id\n      model\n      provider\n      finishReason\n      delta {\n        content\n      }\n      usage {\n        promptTokens\n        completionTokens\n        totalTokens\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription ConsoleChatStream($input: ChatCompletionInput!) {\n    chatCompletionStream(input: $input) {\n      id\n      model\n      provider\n      finishReason\n      delta {\n        content\n      }\n      usage {\n        promptTokens\n        completionTokens\n        totalTokens\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleMembers {\n    members {\n      id\n      role\n      joinedAt\n      user {\n        id\n        email\n        givenName\n        familyName\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      status\n      createdAt\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleMembers {\n    members {\n      id\n      role\n      joinedAt\n      user {\n        id\n        email\n        givenName\n        familyName\n      }\n    }\n    invitations {\n      id\n      email\n      role\n      status\n      createdAt\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      status\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      status\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRemoveMember($memberId: ID!) {\n    removeMember(memberId: $memberId)\n  }\n',
): (typeof documents)['\n  mutation ConsoleRemoveMember($memberId: ID!) {\n    removeMember(memberId: $memberId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleVirtualKeys {\n    virtualKeys {\n      vkid\n      scope\n      aliasHint\n      allowedModels\n      grantSerial\n      status\n      notAfter\n      revokedAt\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleVirtualKeys {\n    virtualKeys {\n      vkid\n      scope\n      aliasHint\n      allowedModels\n      grantSerial\n      status\n      notAfter\n      revokedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleIssueVirtualKey($input: IssueVirtualKeyInput!) {\n    issueVirtualKey(input: $input) {\n      vkid\n      alias\n      aliasHint\n      notAfter\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleIssueVirtualKey($input: IssueVirtualKeyInput!) {\n    issueVirtualKey(input: $input) {\n      vkid\n      alias\n      aliasHint\n      notAfter\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRotateVirtualKey($vkid: String!, $rotateAlias: Boolean) {\n    rotateVirtualKey(vkid: $vkid, rotateAlias: $rotateAlias) {\n      vkid\n      grantSerial\n      alias\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRotateVirtualKey($vkid: String!, $rotateAlias: Boolean) {\n    rotateVirtualKey(vkid: $vkid, rotateAlias: $rotateAlias) {\n      vkid\n      grantSerial\n      alias\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevokeVirtualKey($vkid: String!) {\n    revokeVirtualKey(vkid: $vkid) {\n      vkid\n      revokedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevokeVirtualKey($vkid: String!) {\n    revokeVirtualKey(vkid: $vkid) {\n      vkid\n      revokedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleBulkRevocationPreview($scope: ApiKeyBulkRevokeScope!) {\n    apiKeyBulkRevocationPreview(scope: $scope) {\n      scope\n      affectedCount\n      confirmationText\n      operationBinding\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleBulkRevocationPreview($scope: ApiKeyBulkRevokeScope!) {\n    apiKeyBulkRevocationPreview(scope: $scope) {\n      scope\n      affectedCount\n      confirmationText\n      operationBinding\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleBulkRevokeApiKeys($input: BulkRevokeApiKeysInput!) {\n    bulkRevokeApiKeys(input: $input) {\n      operationId\n      affectedCount\n      idempotentReplay\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleBulkRevokeApiKeys($input: BulkRevokeApiKeysInput!) {\n    bulkRevokeApiKeys(input: $input) {\n      operationId\n      affectedCount\n      idempotentReplay\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRequestStepUp($scope: StepUpScope!, $code: String!, $operationBinding: String) {\n    requestStepUp(scope: $scope, code: $code, operationBinding: $operationBinding) {\n      jti\n      scope\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRequestStepUp($scope: StepUpScope!, $code: String!, $operationBinding: String) {\n    requestStepUp(scope: $scope, code: $code, operationBinding: $operationBinding) {\n      jti\n      scope\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleUpdateMemberRole($memberId: ID!, $role: MemberRole!) {\n    updateMemberRole(memberId: $memberId, role: $role) {\n      id\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleUpdateMemberRole($memberId: ID!, $role: MemberRole!) {\n    updateMemberRole(memberId: $memberId, role: $role) {\n      id\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleSso {\n    ssoConfig {\n      entityId\n      ssoUrl\n      certificatePem\n      defaultRole\n      status\n      lastLoginAt\n      updatedAt\n      groupMappings {\n        idpGroup\n        role\n      }\n    }\n    domainVerifications {\n      ...ConsoleDomainVerification\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleSso {\n    ssoConfig {\n      entityId\n      ssoUrl\n      certificatePem\n      defaultRole\n      status\n      lastLoginAt\n      updatedAt\n      groupMappings {\n        idpGroup\n        role\n      }\n    }\n    domainVerifications {\n      ...ConsoleDomainVerification\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleDomainVerification on DomainVerification {\n    verificationId\n    domain\n    registrableDomain\n    method\n    status\n    dnsRecordName\n    dnsRecordValue\n    roleEmail\n    expiresAt\n    verifiedAt\n  }\n',
): (typeof documents)['\n  fragment ConsoleDomainVerification on DomainVerification {\n    verificationId\n    domain\n    registrableDomain\n    method\n    status\n    dnsRecordName\n    dnsRecordValue\n    roleEmail\n    expiresAt\n    verifiedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleUpsertSsoConfig($input: SsoConfigInput!) {\n    upsertSsoConfig(input: $input) {\n      entityId\n      ssoUrl\n      defaultRole\n      status\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleUpsertSsoConfig($input: SsoConfigInput!) {\n    upsertSsoConfig(input: $input) {\n      entityId\n      ssoUrl\n      defaultRole\n      status\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRequestDomainVerification($domain: String!, $method: String!) {\n    requestDomainVerification(domain: $domain, method: $method) {\n      ...ConsoleDomainVerification\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRequestDomainVerification($domain: String!, $method: String!) {\n    requestDomainVerification(domain: $domain, method: $method) {\n      ...ConsoleDomainVerification\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleCheckDomainVerification($verificationId: ID!) {\n    checkDomainVerification(verificationId: $verificationId) {\n      ...ConsoleDomainVerification\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleCheckDomainVerification($verificationId: ID!) {\n    checkDomainVerification(verificationId: $verificationId) {\n      ...ConsoleDomainVerification\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsolePlan {\n    orgQuotaStatus {\n      plan\n      planName\n      periodStart\n      periodEnd\n      requests {\n        ...ConsoleQuotaUsage\n      }\n      users {\n        ...ConsoleQuotaUsage\n      }\n      workspaces {\n        ...ConsoleQuotaUsage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsolePlan {\n    orgQuotaStatus {\n      plan\n      planName\n      periodStart\n      periodEnd\n      requests {\n        ...ConsoleQuotaUsage\n      }\n      users {\n        ...ConsoleQuotaUsage\n      }\n      workspaces {\n        ...ConsoleQuotaUsage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleQuotaUsage on QuotaUsage {\n    used\n    limit\n    percentage\n    warning\n    exceeded\n  }\n',
): (typeof documents)['\n  fragment ConsoleQuotaUsage on QuotaUsage {\n    used\n    limit\n    percentage\n    warning\n    exceeded\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      totalAmountExact\n      pageInfo {\n        hasNextPage\n        endCursor\n        totalCount\n      }\n      edges {\n        cursor\n        node {\n          id\n          invoiceNumber\n          status\n          currency\n          periodStart\n          periodEnd\n          dueDate\n          paidAt\n          totalMicrocentsExact\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      totalAmountExact\n      pageInfo {\n        hasNextPage\n        endCursor\n        totalCount\n      }\n      edges {\n        cursor\n        node {\n          id\n          invoiceNumber\n          status\n          currency\n          periodStart\n          periodEnd\n          dueDate\n          paidAt\n          totalMicrocentsExact\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleEnrollMfa {\n    enrollMfa {\n      secret\n      qrCodeUrl\n      backupCodes\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleEnrollMfa {\n    enrollMfa {\n      secret\n      qrCodeUrl\n      backupCodes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleConfirmMfa($code: String!) {\n    confirmMfaEnrollment(code: $code)\n  }\n',
): (typeof documents)['\n  mutation ConsoleConfirmMfa($code: String!) {\n    confirmMfaEnrollment(code: $code)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsolePaymentMethods {\n    paymentMethods {\n      id\n      type\n      isDefault\n      cardBrand\n      cardLast4\n      cardExpMonth\n      cardExpYear\n      bankName\n      bankLast4\n    }\n  }\n',
): (typeof documents)['\n  query ConsolePaymentMethods {\n    paymentMethods {\n      id\n      type\n      isDefault\n      cardBrand\n      cardLast4\n      cardExpMonth\n      cardExpYear\n      bankName\n      bankLast4\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleEventSubscription on EventSubscription {\n    id\n    destinationUrl\n    eventTypes\n    transport\n    enabled\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ConsoleEventSubscription on EventSubscription {\n    id\n    destinationUrl\n    eventTypes\n    transport\n    enabled\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleEventDelivery on EventDelivery {\n    id\n    eventId\n    subscriptionId\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    updatedAt\n    deliveredAt\n  }\n',
): (typeof documents)['\n  fragment ConsoleEventDelivery on EventDelivery {\n    id\n    eventId\n    subscriptionId\n    status\n    attempts\n    lastStatusCode\n    lastError\n    createdAt\n    updatedAt\n    deliveredAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleWebhooks {\n    eventSubscriptions {\n      ...ConsoleEventSubscription\n    }\n    deadLetteredEventDeliveries(limit: 100) {\n      ...ConsoleEventDelivery\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleWebhooks {\n    eventSubscriptions {\n      ...ConsoleEventSubscription\n    }\n    deadLetteredEventDeliveries(limit: 100) {\n      ...ConsoleEventDelivery\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleEventDeliveries($subscriptionId: ID!) {\n    eventDeliveries(subscriptionId: $subscriptionId, limit: 50) {\n      ...ConsoleEventDelivery\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleEventDeliveries($subscriptionId: ID!) {\n    eventDeliveries(subscriptionId: $subscriptionId, limit: 50) {\n      ...ConsoleEventDelivery\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleCreateEventSubscription($input: EventSubscriptionInput!) {\n    createEventSubscription(input: $input) {\n      ...ConsoleEventSubscription\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleCreateEventSubscription($input: EventSubscriptionInput!) {\n    createEventSubscription(input: $input) {\n      ...ConsoleEventSubscription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleDeleteEventSubscription($id: ID!) {\n    deleteEventSubscription(id: $id)\n  }\n',
): (typeof documents)['\n  mutation ConsoleDeleteEventSubscription($id: ID!) {\n    deleteEventSubscription(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsoleEventSubscriptionSecret on EventSubscriptionSecret {\n    subscriptionId\n    signingSecret\n    previousSecretExpiresAt\n  }\n',
): (typeof documents)['\n  fragment ConsoleEventSubscriptionSecret on EventSubscriptionSecret {\n    subscriptionId\n    signingSecret\n    previousSecretExpiresAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevealEventSubscriptionSecret($id: ID!) {\n    revealEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevealEventSubscriptionSecret($id: ID!) {\n    revealEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRotateEventSubscriptionSecret($id: ID!) {\n    rotateEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRotateEventSubscriptionSecret($id: ID!) {\n    rotateEventSubscriptionSecret(id: $id) {\n      ...ConsoleEventSubscriptionSecret\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleSendTestEvent($subscriptionId: ID!) {\n    sendTestEvent(subscriptionId: $subscriptionId) {\n      accepted\n      eventId\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleSendTestEvent($subscriptionId: ID!) {\n    sendTestEvent(subscriptionId: $subscriptionId) {\n      accepted\n      eventId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleReplayEventDelivery($id: ID!) {\n    replayEventDelivery(id: $id) {\n      ...ConsoleEventDelivery\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleReplayEventDelivery($id: ID!) {\n    replayEventDelivery(id: $id) {\n      ...ConsoleEventDelivery\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ConsolePrivateEndpoint on PrivateEndpoint {\n    id\n    displayName\n    baseUrl\n    kind\n    protocol\n    modelIds\n    residencyRegion\n    status\n    createdBy\n    approvedBy\n    createdAt\n    lastPreflightResult\n  }\n',
): (typeof documents)['\n  fragment ConsolePrivateEndpoint on PrivateEndpoint {\n    id\n    displayName\n    baseUrl\n    kind\n    protocol\n    modelIds\n    residencyRegion\n    status\n    createdBy\n    approvedBy\n    createdAt\n    lastPreflightResult\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsolePrivateEndpoints {\n    privateEndpoints {\n      ...ConsolePrivateEndpoint\n    }\n  }\n',
): (typeof documents)['\n  query ConsolePrivateEndpoints {\n    privateEndpoints {\n      ...ConsolePrivateEndpoint\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleImpersonationOps {\n    impersonationOps {\n      opId\n      accessMode\n      justification\n      quorumCollected\n      quorumRequired\n      requestedAt\n      requestedByOrn\n      status\n      targetOrgId\n      targetWorkspaceId\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleImpersonationOps {\n    impersonationOps {\n      opId\n      accessMode\n      justification\n      quorumCollected\n      quorumRequired\n      requestedAt\n      requestedByOrn\n      status\n      targetOrgId\n      targetWorkspaceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleContentBoundEnablement {\n    contentBoundEnablement {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n      dlpProfileId\n      dpaReference\n      legalSignoffRef\n      residencyRegion\n      workspaceId\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleContentBoundEnablement {\n    contentBoundEnablement {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n      dlpProfileId\n      dpaReference\n      legalSignoffRef\n      residencyRegion\n      workspaceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConsoleOcarTrustConfig {\n    ocarTrustConfig {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n',
): (typeof documents)['\n  query ConsoleOcarTrustConfig {\n    ocarTrustConfig {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleApprovePrivateEndpoint($id: ID!) {\n    approvePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleApprovePrivateEndpoint($id: ID!) {\n    approvePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRetirePrivateEndpoint($id: ID!) {\n    retirePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRetirePrivateEndpoint($id: ID!) {\n    retirePrivateEndpoint(id: $id) {\n      ...ConsolePrivateEndpoint\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleApproveImpersonation($opId: String!) {\n    approveImpersonation(opId: $opId) {\n      opId\n      status\n      quorumCollected\n      quorumRequired\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleApproveImpersonation($opId: String!) {\n    approveImpersonation(opId: $opId) {\n      opId\n      status\n      quorumCollected\n      quorumRequired\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevokeImpersonation($opId: String!) {\n    revokeImpersonation(opId: $opId) {\n      opId\n      status\n      revokedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevokeImpersonation($opId: String!) {\n    revokeImpersonation(opId: $opId) {\n      opId\n      status\n      revokedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRejectContentBoundEnablement($enablementId: String!) {\n    rejectContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRejectContentBoundEnablement($enablementId: String!) {\n    rejectContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleRevokeContentBoundEnablement($enablementId: String!) {\n    revokeContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleRevokeContentBoundEnablement($enablementId: String!) {\n    revokeContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleApproveContentBoundEnablement($enablementId: String!) {\n    approveContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleApproveContentBoundEnablement($enablementId: String!) {\n    approveContentBoundEnablement(enablementId: $enablementId) {\n      enablementId\n      status\n      approverMaker\n      approverChecker\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsolePromoteOcarTrustConfig($expectedVersion: String!) {\n    promoteOcarTrustConfig(expectedVersion: $expectedVersion) {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsolePromoteOcarTrustConfig($expectedVersion: String!) {\n    promoteOcarTrustConfig(expectedVersion: $expectedVersion) {\n      configCid\n      pending\n      threshold\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConsoleExportAuditEvents($since: DateTime!, $until: DateTime!) {\n    exportAuditEvents(since: $since, until: $until) {\n      exportId\n      manifestSha256\n      nEvents\n      presignedUrl\n      signedBy\n      urlExpiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ConsoleExportAuditEvents($since: DateTime!, $until: DateTime!) {\n    exportAuditEvents(since: $since, until: $until) {\n      exportId\n      manifestSha256\n      nEvents\n      presignedUrl\n      signedBy\n      urlExpiresAt\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
