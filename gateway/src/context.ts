import type { IncomingMessage } from 'node:http';
import type { GraphQLError } from 'graphql';
import type { AccessClaims } from './auth/jwt-validator.ts';
import type { Credential } from './auth/credential.ts';
import type { DeferredRevocation } from './auth/revocation.ts';
import type { ValidDocument } from './graphql/document-cache.ts';
import type { PreparedOperation } from './graphql/prepared-operation.ts';
import type { EntryPoint } from './chain/entry-points.ts';
import type { ScopeRequirement } from './policy/authorizer.ts';

/** A GraphQL request as the chain's document steps see it (HTTP, native /api/v1, WebSocket). */
export interface GraphQLState {
  /** GET and POST over HTTP; SUBSCRIBE for a WebSocket subscribe message. */
  method: 'GET' | 'POST' | 'SUBSCRIBE';
  /** The JSON body as received, for the anonymous exception (POST /graphql only). */
  rawBody: Buffer | null;
  /** The envelope: query, variables, operationName, extensions. */
  payload: Record<string, unknown>;
  query?: string;
  /** The text came from a registered trusted document the request named by hash (no APQ lookup). */
  fromTrustedDocument?: boolean;
  variables?: Record<string, unknown>;
  operationName?: string;
  document?: ValidDocument;
  prepared?: PreparedOperation;
  /** WebSocket: the subgraph that owns the subscription's root field. */
  subgraph?: string;
  /** A document that did not parse or validate: its errors, answered by the documentErrors row. */
  documentError?: { code: 'SVC-GQL-4100' | 'SVC-GQL-4101'; errors: readonly GraphQLError[] };
}

/** An answer a step gives instead of failing (GraphQL documents that do not parse, APQ misses). */
export interface EarlyAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Legacy `application/json` clients get document errors with status 200. */
  documentError?: boolean;
}

/** Per-request state, created by the listener and passed down; never module-level. */
export interface EdgeContext {
  requestId: string;
  /** Which column of the chain this request runs (chain/matrix.ts). */
  entry: EntryPoint;
  /** The HTTP request (null on WebSocket messages). */
  http: IncomingMessage | null;
  /** `METHOD /path`, for the credential rules that depend on the route. */
  routeKey: string;
  /** WebSocket: the connection_init payload that carries the token. */
  initPayload: unknown;
  /** Where the request came from (routes/client-address.ts): the key for anonymous rate limits. */
  clientAddress: string;
  /** The anonymous GraphQL exception applies: no credential steps, no policy. */
  anonymous: boolean;
  credential: Credential | null;
  claims: AccessClaims | null;
  /** The validated access JWT; forwarded to identity only (SCIM verifies it itself). */
  token: string | null;
  /** Set when the credential was an API key. */
  apiKey: { id: string; keyClass: string } | null;
  /** Client headers the subgraphs act on: `Idempotency-Key` (createApiKey) and `X-Step-Up-Token`. */
  forwarded: { idempotencyKey: string | null; stepUpToken: string | null };
  /** GraphQL entry points: the request and what the document steps derived from it. */
  gql: GraphQLState | null;
  /** Response headers the chain's steps set (quota headers, `allow`). */
  responseHeaders: Record<string, string>;
  /** Set by a step that answers the request itself; the chain stops there. */
  answer: EarlyAnswer | null;
  /** What the audit record calls this request (e.g. `graphql.query`). */
  action: string;
  /** Set when the chain denied the request (audit outcome `denied`). */
  denied: boolean;
  /** Whether the revocation row has run for `claims` (made, or deferred into pendingRevocation). */
  revocationChecked: boolean;
  /** A revocation check still owed for `claims` (see DeferredRevocation); null once made. */
  pendingRevocation: DeferredRevocation | null;
  /** What the operation requires, set by the entry point's requirement row; policy checks it. */
  requiredScopes: readonly ScopeRequirement[] | null;
  /** Wall time spent in the chain's timed steps so far (see createChain). */
  chainMs: number;
}

export function newContext(
  entry: EntryPoint,
  requestId: string,
  clientAddress: string,
  http: IncomingMessage | null = null,
  routeKey = '',
): EdgeContext {
  return {
    requestId,
    entry,
    http,
    routeKey,
    initPayload: undefined,
    clientAddress,
    anonymous: false,
    credential: null,
    claims: null,
    token: null,
    apiKey: null,
    forwarded: { idempotencyKey: null, stepUpToken: null },
    gql: null,
    responseHeaders: {},
    answer: null,
    action: 'request',
    denied: false,
    revocationChecked: false,
    pendingRevocation: null,
    requiredScopes: null,
    chainMs: 0,
  };
}
