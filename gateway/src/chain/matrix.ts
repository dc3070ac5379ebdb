/**
 * The edge chain as one matrix, in the order the steps run: a row per step, a column per entry
 * point (entry-points.ts), X where that entry point runs that step. Every transport runs exactly
 * its column (index.ts), so a difference between two transports is visible here and nowhere else,
 * and a behaviour specific to one entry point is a row of its own. `timed` rows count in
 * svc_gateway_chain_duration_seconds (the latency the chain itself adds). README's table is
 * generated from this one (`npm run docs:chain`; a test keeps it current).
 *
 * Audit is not a row: every HTTP request the listener observes is recorded when its response
 * finishes (outcome from status and `ctx.denied`), and every WebSocket subscription when it is
 * refused or started (ws/subscription-gate.ts).
 */
import { ENTRY_POINTS, type EntryPoint } from './entry-points.ts';

export type StepName =
  | 'nativeRequest'
  | 'anonymousException'
  | 'wsInitToken'
  | 'httpCredential'
  | 'scimBearerOnly'
  | 'apiKeyExchange'
  | 'verifyToken'
  | 'connectionExpiry'
  | 'revocation'
  | 'trustedDocument'
  | 'persistedQuery'
  | 'parseAndValidate'
  | 'invalidAnonymousDocument'
  | 'documentErrors'
  | 'selectOperation'
  | 'httpOperationKind'
  | 'subscriptionRoute'
  | 'operationLimits'
  | 'variables'
  | 'readOnlyByOperation'
  | 'readOnlyByMethod'
  | 'documentScopes'
  | 'scimScopes'
  | 'modelScopes'
  | 'policy'
  | 'anonymousRateLimit'
  | 'rateLimit';

type Cells = readonly [boolean, boolean, boolean, boolean, boolean, boolean];

export interface MatrixRow {
  step: StepName;
  /** One cell per entry point, in ENTRY_POINTS order. */
  cells: Cells;
  timed: boolean;
  /** What the row does, for README's table. */
  doc: string;
}

const X = true;
const _ = false;
const row = (step: StepName, cells: Cells, timed: boolean, doc: string): MatrixRow => ({ step, cells, timed, doc });

// Columns:                            graphql native scim openai wsInit wsSubscribe
export const CHAIN_MATRIX: readonly MatrixRow[] = [
  row(
    'nativeRequest',
    [_, X, _, _, _, _],
    false,
    'a known operation (`SVC-VALID-4040`), POST only, its JSON object body (bounded) as the variables of its GraphQL document',
  ),
  row(
    'anonymousException',
    [X, _, _, _, _, _],
    true,
    '`publicPlans` or `resendVerificationEmail` alone in a POST body of at most 64 KiB skips the credential rows and policy',
  ),
  row(
    'wsInitToken',
    [_, _, _, _, X, _],
    true,
    'the access JWT from `connection_init` (`authorization`, `token` or `headers.authorization`); API keys refused in every form (`SVC-AUTH-1011`)',
  ),
  row(
    'httpCredential',
    [X, X, X, X, _, _],
    true,
    'exactly one credential: `X-Api-Key` or `Authorization: Bearer` (both, repeats or comma-joined values are `SVC-AUTH-1003`)',
  ),
  row(
    'scimBearerOnly',
    [_, _, X, _, _, _],
    true,
    'SCIM takes only an OAuth bearer JWT, never an API key (`SVC-AUTH-1011`)',
  ),
  row(
    'apiKeyExchange',
    [X, X, _, X, _, _],
    true,
    "API-key exchange through identity's gRPC (a minted 5-minute JWT, cached by a hash of the key; its token family is the key's, so revoking or rotating the key revokes it at once)",
  ),
  row(
    'verifyToken',
    [X, X, X, X, X, _],
    true,
    "ES256 verification against the cached JWKS (`packages/core/src/auth/access-jwt.ts`: `typ`, `crit`, canonical base64url, iss, aud, exp and nbf with `JWT_CLOCK_SKEW_SECONDS` leeway, none on an impersonation token's exp)",
  ),
  row(
    'connectionExpiry',
    [_, _, _, _, _, X],
    true,
    "the connection's token has not expired since `connection_init` (`SVC-AUTH-1006`)",
  ),
  row(
    'revocation',
    [X, X, X, X, X, X],
    true,
    "revocation by `jti` and token family (deferred into the rate limiter's atomic step when the store can take it)",
  ),
  row(
    'trustedDocument',
    [X, _, _, _, _, X],
    false,
    "trusted documents (`TRUSTED_DOCUMENTS`): a registered document by hash alone; `enforce` refuses one not in the caller's client's list (`SVC-GQL-4112`) before parsing",
  ),
  row(
    'persistedQuery',
    [X, _, _, _, _, _],
    false,
    'automatic persisted queries (a registration is settled against revocation first)',
  ),
  row(
    'parseAndValidate',
    [X, X, _, _, _, X],
    false,
    'the envelope, then the document parsed (token limit) and validated once per distinct document (document cache)',
  ),
  row(
    'invalidAnonymousDocument',
    [X, _, _, _, _, _],
    false,
    'a body that claimed the anonymous exception but is not a valid document loses it: the credential rows below run',
  ),
  row(
    'httpCredential',
    [X, _, _, _, _, _],
    true,
    '… exactly one credential (only when the anonymous exception was lost)',
  ),
  row('apiKeyExchange', [X, _, _, _, _, _], true, '… API-key exchange (same)'),
  row('verifyToken', [X, _, _, _, _, _], true, '… ES256 verification (same)'),
  row('revocation', [X, _, _, _, _, _], true, '… revocation (same)'),
  row(
    'documentErrors',
    [X, X, _, _, _, X],
    false,
    "a document that does not parse or validate is answered with its errors (400, coded as Apollo's clients expect)",
  ),
  row('selectOperation', [X, X, _, _, _, X], false, 'the operation `operationName` selects'),
  row(
    'httpOperationKind',
    [X, X, _, _, _, _],
    false,
    'over HTTP: queries and mutations, GET only queries (`SVC-GQL-4109`); subscriptions go over WebSocket',
  ),
  row(
    'subscriptionRoute',
    [_, _, _, _, _, X],
    false,
    'over WebSocket: one subscription root field, owned by a subgraph that serves subscriptions',
  ),
  row('operationLimits', [X, X, _, _, _, X], false, 'depth, root fields, aliases, introspection, weighted complexity'),
  row(
    'variables',
    [X, X, _, _, _, X],
    false,
    'variable values coerced against their definitions (`BAD_USER_INPUT`, 400)',
  ),
  row(
    'readOnlyByOperation',
    [X, X, _, _, _, _],
    false,
    'a READ_ONLY impersonation token sends no mutation (`SVC-IMPERSONATION-4333`)',
  ),
  row(
    'readOnlyByMethod',
    [_, _, X, X, _, _],
    false,
    'a READ_ONLY impersonation token sends only GET (`SVC-IMPERSONATION-4333`)',
  ),
  row('documentScopes', [X, X, _, _, _, X], true, "required scopes: each selected root field's `@requiresScopes`"),
  row('scimScopes', [_, _, X, _, _, _], true, "required scopes: the specification's SCIM scope per method"),
  row('modelScopes', [_, _, _, X, _, _], true, 'required scopes: model read (GET) or invoke'),
  row(
    'policy',
    [X, X, X, X, _, X],
    true,
    "the token's scopes cover the requirement (`SVC-AUTH-1010`), then identity's RBAC (`SVC-AUTH-1008`)",
  ),
  row('anonymousRateLimit', [X, _, _, _, _, _], true, 'anonymous operations: rate limit per client address per minute'),
  row(
    'rateLimit',
    [X, X, X, X, _, X],
    true,
    'rate limit per user per plan tier per minute, SANDBOX 100/24 h, in all windows or none',
  ),
];

/** Whether `entry` runs `r`. */
export const runsOn = (r: MatrixRow, entry: EntryPoint) => r.cells[ENTRY_POINTS.indexOf(entry)];
