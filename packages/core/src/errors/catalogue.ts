/**
 * The one error catalogue. Every code the platform can emit is declared here once, with its
 * HTTP status, its GraphQL `extensions.code`, its gRPC status and whether its message may be
 * shown to a caller. Transports render these through the renderers in ./render.ts; nothing
 * else invents codes. `docs/errors.md` is generated from this file (npm run docs:errors) and
 * a test keeps the two in step.
 */

/** gRPC status codes (numeric values from grpc/status.proto), kept here so core needs no gRPC dependency. */
export const GrpcStatus = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;
export type GrpcStatusName = keyof typeof GrpcStatus;

export interface ErrorDef {
  /** HTTP status on REST, OAuth and GraphQL-over-HTTP transports. */
  http: number;
  /** `extensions.code` in GraphQL errors. For SVC codes this is the SVC code itself (the stable contract). */
  graphql: string;
  grpc: GrpcStatusName;
  /** Whether the message may be shown to the caller; when false a generic text replaces it. */
  expose: boolean;
  /** Whether retrying the same request later may succeed. */
  retryable?: boolean;
  /** Where the code comes from: the specification, or our own design where the spec says "not shown". */
  source: 'spec' | 'design';
  message: string;
}

const spec = (http: number, grpc: GrpcStatusName, message: string, extra: Partial<ErrorDef> = {}) => ({
  http,
  grpc,
  message,
  expose: true,
  source: 'spec' as const,
  ...extra,
});
const design = (http: number, grpc: GrpcStatusName, message: string, extra: Partial<ErrorDef> = {}) => ({
  http,
  grpc,
  message,
  expose: true,
  source: 'design' as const,
  ...extra,
});

const svcDefs = {
  // --- authentication (spec table "Authentication and platform codes") ---
  'SVC-AUTH-1001': spec(401, 'UNAUTHENTICATED', 'Invalid login credentials.'),
  'SVC-AUTH-1002': spec(401, 'UNAUTHENTICATED', 'Invalid client credentials.'),
  'SVC-AUTH-1004': spec(401, 'UNAUTHENTICATED', 'API key is not valid.'),
  'SVC-AUTH-1005': spec(403, 'PERMISSION_DENIED', 'The credential belongs to another workspace.'),
  'SVC-AUTH-1010': spec(403, 'PERMISSION_DENIED', 'A required scope is missing.'),
  // our own codes for the edge chain (the spec's complete catalogue is "not shown")
  'SVC-AUTH-1000': design(401, 'UNAUTHENTICATED', 'Authentication is required.'),
  'SVC-AUTH-1003': design(401, 'UNAUTHENTICATED', 'Ambiguous credentials: send exactly one.'),
  'SVC-AUTH-1006': design(401, 'UNAUTHENTICATED', 'The access token is not valid.'),
  'SVC-AUTH-1007': design(401, 'UNAUTHENTICATED', 'The access token has been revoked.'),
  'SVC-AUTH-1008': design(403, 'PERMISSION_DENIED', 'Permission denied.'),
  'SVC-AUTH-1009': design(403, 'PERMISSION_DENIED', 'Denied by policy.'),
  'SVC-AUTH-1011': design(401, 'UNAUTHENTICATED', 'This credential type is not accepted here.'),
  'SVC-AUTH-1012': design(403, 'PERMISSION_DENIED', 'The account is suspended.'),
  'SVC-AUTH-1013': design(403, 'PERMISSION_DENIED', 'A valid step-up token is required.'),
  'SVC-AUTH-1014': design(501, 'UNIMPLEMENTED', 'This sign-in grant is not enabled in this deployment.'),
  'SVC-AUTH-1015': design(
    403,
    'PERMISSION_DENIED',
    'The sign-in form was not posted from its own page (cross-site, expired or without its form token).',
  ),
  // --- rate limits and quotas ---
  'SVC-RATE-2001': spec(429, 'RESOURCE_EXHAUSTED', 'Rate limit exceeded.', { retryable: true }),
  'SVC-RATE-2002': design(429, 'RESOURCE_EXHAUSTED', 'Quota exhausted.', { retryable: true }),
  // --- request validation ---
  'SVC-VALID-4000': design(400, 'INVALID_ARGUMENT', 'The request is not valid.'),
  'SVC-VALID-4001': design(413, 'INVALID_ARGUMENT', 'The request body is too large.'),
  'SVC-VALID-4002': design(415, 'INVALID_ARGUMENT', 'Unsupported content type.'),
  'SVC-VALID-4003': design(400, 'INVALID_ARGUMENT', 'The cursor is not valid.'),
  'SVC-VALID-4004': design(400, 'INVALID_ARGUMENT', 'The timestamp is not RFC 3339.'),
  'SVC-VALID-4005': design(400, 'INVALID_ARGUMENT', 'The identifier is malformed.'),
  'SVC-VALID-4006': design(409, 'ALREADY_EXISTS', 'The Idempotency-Key was used with a different request.'),
  'SVC-VALID-4007': design(
    400,
    'INVALID_ARGUMENT',
    'The input contains text that cannot be stored (a NUL character or an unpaired surrogate).',
  ),
  'SVC-VALID-4008': design(400, 'INVALID_ARGUMENT', 'The input is nested too deeply.'),
  'SVC-VALID-4015': spec(422, 'FAILED_PRECONDITION', 'Pricing row signature not verified under enforcement.'),
  'SVC-VALID-4040': design(404, 'NOT_FOUND', 'No such operation.'),
  'SVC-VALID-4041': design(404, 'NOT_FOUND', 'Not found.'),
  'SVC-VALID-4050': design(405, 'INVALID_ARGUMENT', 'Method not allowed.'),
  // --- tenant egress (webhooks, private endpoints; packages/core/src/egress) ---
  'SVC-EGRESS-4300': design(
    400,
    'INVALID_ARGUMENT',
    'The destination is not allowed: https only, and every address its name resolves to must be public.',
  ),
  'SVC-EVENT-4320': design(
    409,
    'FAILED_PRECONDITION',
    'The signing secret was already shown; rotate it to get a new one.',
  ),
  // --- private endpoints (issue 15) ---
  'SVC-ENDPOINT-4310': design(
    403,
    'PERMISSION_DENIED',
    'A private endpoint must be approved by someone other than its maker.',
  ),
  'SVC-ENDPOINT-4311': design(409, 'FAILED_PRECONDITION', 'The private endpoint is not in a state that allows this.'),
  'SVC-ENDPOINT-4312': design(
    409,
    'FAILED_PRECONDITION',
    "The private endpoint's credential reference cannot be resolved in the secret store.",
  ),
  'SVC-ENDPOINT-4313': design(
    501,
    'UNIMPLEMENTED',
    "The private endpoint's authentication kind is not supported for inference.",
  ),
  // --- impersonation (issue 14; identity/README.md "Impersonation") ---
  'SVC-IMPERSONATION-4330': design(403, 'PERMISSION_DENIED', 'The requester of an impersonation cannot approve it.'),
  'SVC-IMPERSONATION-4331': design(
    409,
    'ALREADY_EXISTS',
    'This approver has already approved the impersonation; an approval counts once.',
  ),
  'SVC-IMPERSONATION-4332': design(
    409,
    'FAILED_PRECONDITION',
    'The impersonation is not in a state that allows this (already active, revoked or expired).',
  ),
  'SVC-IMPERSONATION-4333': design(403, 'PERMISSION_DENIED', 'A read-only impersonation token cannot change anything.'),
  // --- GraphQL operation safety ---
  // extensions.code is the one Apollo's clients and routers use; extensions.svc.code is ours.
  'SVC-GQL-4100': design(400, 'INVALID_ARGUMENT', 'The GraphQL document could not be parsed.', {
    graphql: 'GRAPHQL_PARSE_FAILED',
  }),
  'SVC-GQL-4101': design(400, 'INVALID_ARGUMENT', 'The GraphQL document is not valid.', {
    graphql: 'GRAPHQL_VALIDATION_FAILED',
  }),
  'SVC-GQL-4102': design(400, 'INVALID_ARGUMENT', 'The operation exceeds the complexity budget.'),
  'SVC-GQL-4103': design(400, 'INVALID_ARGUMENT', 'Too many aliases.'),
  'SVC-GQL-4104': design(400, 'INVALID_ARGUMENT', 'The operation is nested too deeply.'),
  'SVC-GQL-4105': design(400, 'INVALID_ARGUMENT', 'Too many root fields.'),
  'SVC-GQL-4106': design(400, 'INVALID_ARGUMENT', 'Introspection is disabled.'),
  'SVC-GQL-4107': design(400, 'INVALID_ARGUMENT', 'Request blocked by CSRF prevention.'),
  'SVC-GQL-4108': design(400, 'INVALID_ARGUMENT', 'Provided sha does not match query.'),
  'SVC-GQL-4109': design(405, 'INVALID_ARGUMENT', 'Mutations are not allowed over GET.'),
  'SVC-GQL-4110': design(400, 'INVALID_ARGUMENT', 'Variable values are not valid.', { graphql: 'BAD_USER_INPUT' }),
  'SVC-GQL-4111': design(
    422,
    'OUT_OF_RANGE',
    "The value does not fit a 32-bit GraphQL Int; the field's `…Exact` decimal-string twin, where it has one, holds it exactly.",
  ),
  'SVC-GQL-4112': design(
    400,
    'INVALID_ARGUMENT',
    "The document is not one of the caller's trusted documents (Apollo calls this PERSISTED_QUERY_NOT_IN_LIST): publish the client's persisted-query manifest to the registry (`npx svc documents publish`) and send its operations by hash.",
  ),
  // --- server ---
  'SVC-SERVER-9000': design(500, 'INTERNAL', 'Internal error.', { expose: false }),
  'SVC-SERVER-9001': design(503, 'UNAVAILABLE', 'A dependency is unavailable.', { retryable: true }),
  'SVC-SERVER-9002': spec(503, 'UNAVAILABLE', 'The API key could not be exchanged; use OAuth meanwhile.', {
    retryable: true,
  }),
  'SVC-SERVER-9003': design(503, 'UNAVAILABLE', 'The shared store is unavailable.', { retryable: true }),
  'SVC-SERVER-9004': design(502, 'UNAVAILABLE', 'A backend returned an invalid response.', { retryable: true }),
  'SVC-SERVER-9005': design(504, 'DEADLINE_EXCEEDED', 'A backend timed out.', { retryable: true }),
  'SVC-SERVER-9050': spec(503, 'FAILED_PRECONDITION', 'API-key lifecycle is not activated in this deployment.'),
  // --- fail-closed unwired backends (all 17 named by the spec) ---
  'SVC-OME-NOT-WIRED': spec(503, 'UNAVAILABLE', 'The memory engine is not wired in this deployment.'),
  'SVC-AMGATE-NOT-WIRED': spec(503, 'UNAVAILABLE', 'The attested-memory gate is not wired in this deployment.'),
  'SVC-VERIFY-RETRIEVAL-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Verified retrieval is not wired in this deployment.'),
  'SVC-VERIFIED-MEMORY-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Verified memory is not wired in this deployment.'),
  'SVC-INGEST-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Ingestion is not wired in this deployment.'),
  'SVC-AGENTRT-NOT-WIRED': spec(503, 'UNAVAILABLE', 'The agent runtime is not wired in this deployment.'),
  'SVC-DRIFT-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Drift verification is not wired in this deployment.'),
  'SVC-GUARDRAIL-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Guardrails are not wired in this deployment.'),
  'SVC-VIR-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Verifiable inference receipts are not wired in this deployment.'),
  'SVC-OADR-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Admission receipts are not wired in this deployment.'),
  'SVC-OCAR-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Trust-mode verification is not wired in this deployment.'),
  'SVC-OCAR-CONFIG-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Trust-mode configuration is not wired in this deployment.'),
  'SVC-OCNP-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Lease revocation is not wired in this deployment.'),
  'SVC-OIR-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Inference-receipt projection is not wired in this deployment.'),
  'SVC-PROMPT-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Prompt templates are not wired in this deployment.'),
  'SVC-AUDIT-NOT-WIRED': spec(503, 'UNAVAILABLE', 'The audit backend is not wired in this deployment.'),
  'SVC-ROUTING-CONFIG-NOT-WIRED': spec(503, 'UNAVAILABLE', 'Routing configuration is not wired in this deployment.'),
  'SVC-INFERENCE-NOT-WIRED': design(503, 'UNAVAILABLE', 'No inference provider is configured.'),
  'SVC-BILLING-PAYMENT-NOT-WIRED': design(
    503,
    'UNAVAILABLE',
    'No payment provider is configured: checkout, the billing portal and payment methods are unavailable.',
  ),
  // --- billing (our design) ---
  'SVC-BILLING-SUBSCRIPTION-STATE': design(
    409,
    'FAILED_PRECONDITION',
    'The subscription does not allow this change in its current state.',
  ),
  'SVC-BILLING-BUDGET-EXCEEDED': design(
    402,
    'RESOURCE_EXHAUSTED',
    'A HARD budget would be exceeded by this call: it was refused before any provider was called.',
  ),
  'SVC-BILLING-BUDGET-UNPRICED': design(
    402,
    'FAILED_PRECONDITION',
    'A HARD budget applies and this model has no published USD price, so the call cannot be held against it: refused before any provider was called.',
  ),
  'SVC-BILLING-API-UNAUTHENTICATED': design(
    401,
    'UNAUTHENTICATED',
    "The calling service is not authenticated for billing's internal API: nothing was read or written.",
  ),
  'SVC-BILLING-BUDGET-UNAVAILABLE': design(
    503,
    'UNAVAILABLE',
    'Budgets apply to this call and the shared store or the budget records cannot be reached: refused before any provider was called.',
    { retryable: true },
  ),
  // --- domain codes named by the interface ---
  'SVC-MEM-5254': spec(409, 'FAILED_PRECONDITION', 'The import target is not empty.'),
  'SVC-OCAR-7707': spec(422, 'FAILED_PRECONDITION', 'Co-sign threshold unmet.'),
  'SVC-OCAR-7720': spec(400, 'INVALID_ARGUMENT', 'Trust-config change rejected.'),
  'SVC-OCAR-7721': spec(400, 'INVALID_ARGUMENT', 'Trust-config receiver not valid.'),
  'SVC-OCAR-7722': spec(400, 'INVALID_ARGUMENT', 'Trust-config threshold not valid.'),
  'SVC-OCAR-7723': spec(409, 'ABORTED', 'Trust-config version conflict.', { retryable: true }),
  'SVC-OCAR-7724': spec(403, 'PERMISSION_DENIED', 'Trust-config change needs step-up.'),
  'SVC-OCAR-7725': spec(409, 'FAILED_PRECONDITION', 'No pending trust-config change.'),
  'SVC-OCAR-7726': spec(403, 'PERMISSION_DENIED', 'Step-up session already used for this change.'),
  'SVC-OCAR-7727': spec(403, 'PERMISSION_DENIED', 'The approver is the maker.'),
  // audit retention (our design; identity/src/audit/README.md "Retention")
  'SVC-AUDIT-HOLD-RELEASED': design(409, 'FAILED_PRECONDITION', 'The litigation hold is already released.'),
  'SVC-AUDIT-HOLD-PURGED': design(
    409,
    'FAILED_PRECONDITION',
    'The range starts before the oldest retained event of the chain: earlier events were already purged.',
  ),
  'SVC-AUDIT-STORE-UNAVAILABLE': design(
    503,
    'UNAVAILABLE',
    'The audit export object store cannot be reached: nothing was stored or served.',
    { retryable: true },
  ),
  'SVC-AUDIT-CHAIN-BROKEN': design(
    500,
    'DATA_LOSS',
    'The audit chain does not verify from its last checkpoint to its head: no export was signed.',
  ),
  // service appends (our design; docs/adr/007-service-audit-appends.md)
  'SVC-AUDIT-APPEND-UNAUTHENTICATED': design(
    401,
    'UNAUTHENTICATED',
    'The calling service is not authenticated for audit appends: nothing was appended.',
  ),
  'SVC-AUDIT-APPEND-FORBIDDEN': design(
    403,
    'PERMISSION_DENIED',
    'The calling service may not append this action (outside its namespace or not in the audit catalogue): nothing was appended.',
  ),
  'SVC-AUDIT-APPEND-UNKNOWN-TENANT': design(
    422,
    'FAILED_PRECONDITION',
    'The organization or workspace of an event does not exist: nothing was appended.',
  ),
  // the events store's internal API (our design; docs/adr/011-events-are-published-to-their-owner.md)
  'SVC-EVENTS-API-UNAUTHENTICATED': design(
    401,
    'UNAUTHENTICATED',
    'The calling service is not authenticated for the events API: nothing was done.',
  ),
  'SVC-EVENTS-API-FORBIDDEN': design(
    403,
    'PERMISSION_DENIED',
    'The calling service may not do this (an event type outside its namespace, or a method it does not need): nothing was written.',
  ),
  // schema registry (our design; docs/adr/014-schema-registry.md)
  'SVC-REGISTRY-COMPOSITION': design(
    422,
    'FAILED_PRECONDITION',
    'The subgraph does not compose with the other subgraphs of the variant: nothing was published.',
  ),
  'SVC-REGISTRY-SCOPES': design(
    422,
    'FAILED_PRECONDITION',
    'A root field declares no @requiresScopes (or declares it where the gateway does not enforce it): nothing was published.',
  ),
  'SVC-REGISTRY-NOT-OWNER': design(
    403,
    'PERMISSION_DENIED',
    'The subgraph is owned by another client: only its owner may publish or delete it.',
  ),
  'SVC-REGISTRY-OPERATOR-ONLY': design(
    403,
    'PERMISSION_DENIED',
    "The registry serves the platform operator's organizations only (REGISTRY_OPERATOR_ORGS): a token of any other organization may neither read nor change it, whatever its scopes.",
  ),
  'SVC-REGISTRY-NOT-FOUND': design(404, 'NOT_FOUND', 'No such variant, subgraph or supergraph version.'),
  'SVC-REGISTRY-DOCUMENTS': design(
    422,
    'FAILED_PRECONDITION',
    "An operation of the manifest is not a trusted document the variant can serve (its id is not the SHA-256 of its body, or it does not parse or validate against the variant's current supergraph): nothing was stored.",
  ),
  'SVC-REGISTRY-CLIENT-NOT-OWNER': design(
    403,
    'PERMISSION_DENIED',
    "The client name's trusted documents are published by another OAuth client: only that client (or an organization admin) may add to them.",
  ),
  'SVC-REGISTRY-BREAKING': design(
    422,
    'FAILED_PRECONDITION',
    'A breaking change removes or changes what operations used in the usage window (or what cannot be looked up): nothing was published.',
  ),
  'SVC-REGISTRY-CONFLICT': design(
    409,
    'ABORTED',
    'Other publishes to the variant kept winning the race: nothing was published; try again.',
    { retryable: true },
  ),
  'SVC-AUDIT-7260': spec(403, 'PERMISSION_DENIED', 'Platform administrator required.'),
  'SVC-AUDIT-7271': spec(200, 'OK', 'Compliance collector run degraded.'),
  'SVC-CUA-7907': spec(409, 'FAILED_PRECONDITION', 'Replay re-decision drift on a computer-use receipt.'),
  'SVC-ORCR-10802': spec(503, 'UNAVAILABLE', 'Routing config dependency cold; boot defaults in force.'),
  'SVC-GUARDRAIL-DEGRADED': spec(503, 'UNAVAILABLE', 'Guardrail answer unverified; fail-static in force.'),
  'SVC-DSAR-4020': spec(422, 'FAILED_PRECONDITION', 'Data-subject export or erasure requires recorded proofing.'),
} satisfies Record<string, Omit<ErrorDef, 'graphql'> & { graphql?: string }>;

export type SvcCode = keyof typeof svcDefs;

/** Members of the bands the spec names (`SVC-AMGATE-85xx`, `SVC-POLICY-*`, …), see svcFamilies. */
export type SvcFamilyCode =
  | `SVC-AMGATE-85${string}`
  | `SVC-OMP-65${string}`
  | `SVC-VIR-56${string}`
  | `SVC-EAT-57${string}`
  | `SVC-OTCC-89${string}`
  | `SVC-DRIFT-${string}`
  | `SVC-POLICY-${string}`;

/** Every code an AppError may carry: a typo is a compile error, not a 500. */
export type AppErrorCode = SvcCode | SvcFamilyCode;

/**
 * Code families the spec names as bands (`SVC-AMGATE-85xx`, …): the concrete member codes come
 * from backends, so they are matched by pattern and rendered with the family's defaults.
 */
export const svcFamilies: { pattern: RegExp; name: string; http: number; grpc: GrpcStatusName; message: string }[] = [
  {
    pattern: /^SVC-AMGATE-85\d\d$/,
    name: 'SVC-AMGATE-85xx',
    http: 200,
    grpc: 'OK',
    message: 'Outcome code of a memory gate decision.',
  },
  {
    pattern: /^SVC-OMP-65\d\d$/,
    name: 'SVC-OMP-65xx',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Archive verification failure.',
  },
  {
    pattern: /^SVC-VIR-56\d\d$/,
    name: 'SVC-VIR-56xx',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Receipt verification failure reason.',
  },
  {
    pattern: /^SVC-EAT-57\d\d$/,
    name: 'SVC-EAT-57xx',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Receipt verification failure reason.',
  },
  {
    pattern: /^SVC-OTCC-89\d\d$/,
    name: 'SVC-OTCC-89xx',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Token-capital verification failure.',
  },
  {
    pattern: /^SVC-DRIFT-[A-Z0-9-]+$/,
    name: 'SVC-DRIFT-*',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Drift verification failure reason.',
  },
  {
    pattern: /^SVC-POLICY-[A-Z0-9-]+$/,
    name: 'SVC-POLICY-*',
    http: 422,
    grpc: 'FAILED_PRECONDITION',
    message: 'Policy finding.',
  },
];

export const svcCatalogue: Record<SvcCode, ErrorDef> = Object.fromEntries(
  Object.entries(svcDefs).map(([code, d]) => [code, { graphql: code, ...d }]),
) as Record<SvcCode, ErrorDef>;

/** OAuth 2.0 error codes (RFC 6749 §5.2, RFC 7009, RFC 8628, RFC 8693) with the status we answer. */
export const oauthCatalogue = {
  invalid_request: { http: 400, message: 'The request is missing a parameter or is malformed.' },
  invalid_client: { http: 401, message: 'Client authentication failed.' },
  invalid_grant: { http: 400, message: 'The grant is invalid, expired or already used.' },
  unauthorized_client: { http: 400, message: 'The client may not use this grant type.' },
  unsupported_grant_type: { http: 400, message: 'The grant type is not supported.' },
  invalid_scope: { http: 400, message: 'The requested scope exceeds what was granted.' },
  invalid_target: { http: 400, message: 'The requested audience or resource is not valid.' },
  unsupported_token_type: { http: 400, message: 'The token type is not supported.' },
  unsupported_response_type: { http: 400, message: 'The response type is not supported.' },
  access_denied: { http: 403, message: 'The resource owner denied the request.' },
  authorization_pending: { http: 400, message: 'The authorization request is still pending.' },
  slow_down: { http: 400, message: 'Polling too fast; slow down.' },
  expired_token: { http: 400, message: 'The device code has expired.' },
  server_error: { http: 500, message: 'The server encountered an error.' },
  temporarily_unavailable: { http: 503, message: 'The identity service is temporarily unavailable.' },
} as const;
export type OAuthCode = keyof typeof oauthCatalogue;

/** SCIM `scimType`s (RFC 7644 §3.12) and their statuses. */
export const scimCatalogue = {
  invalidFilter: { http: 400, message: 'The filter syntax is invalid or unsupported.' },
  tooMany: { http: 400, message: 'Too many results.' },
  uniqueness: { http: 409, message: 'A unique attribute value is already in use.' },
  mutability: { http: 400, message: 'The attribute is immutable.' },
  invalidSyntax: { http: 400, message: 'The request body is not valid.' },
  invalidPath: { http: 400, message: 'The path attribute is invalid or unsupported.' },
  noTarget: { http: 400, message: 'The path did not yield a target.' },
  invalidValue: { http: 400, message: 'A required value is missing or not valid.' },
  invalidVers: { http: 400, message: 'The protocol version is not supported.' },
  sensitive: { http: 403, message: 'The request cannot be completed as sent.' },
} as const;
export type ScimType = keyof typeof scimCatalogue;

/**
 * The SVC code behind a GraphQL `extensions.code` (the same string, except for the Apollo codes
 * the catalogue renders some SVC codes as), for transports that speak SVC codes (native REST).
 */
export function svcCodeForGraphQL(code: string): string {
  for (const [svc, def] of Object.entries(svcCatalogue)) if (def.graphql === code) return svc;
  return code;
}

/** For codes that arrive as data (gRPC metadata, a backend's reply): whether the catalogue knows it. */
export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === 'string' && lookupSvc(code) !== undefined;
}

export function lookupSvc(code: string): ErrorDef | undefined {
  const def = (svcCatalogue as Record<string, ErrorDef>)[code];
  if (def) return def;
  const fam = svcFamilies.find((f) => f.pattern.test(code));
  return fam && { http: fam.http, graphql: code, grpc: fam.grpc, expose: true, source: 'spec', message: fam.message };
}
