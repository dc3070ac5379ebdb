/**
 * What the chain's steps are built from (createChain in index.ts), once, by the composition root
 * (app.ts): the credential machinery, policy, the rate limiter, and the GraphQL document machinery
 * (persisted queries, the document cache, operation limits). A supergraph reload replaces
 * `schema`, `documents` and `subscriptionOwners` in place; the steps read those per request.
 */
import type { GraphQLSchema } from 'graphql';
import type { Authenticator } from '../auth/authenticate.ts';
import type { JwtValidator } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';
import type { Authorizer } from '../policy/authorizer.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';
import type { PersistedQueries } from '../graphql/persisted-queries.ts';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';
import type { DocumentCache } from '../graphql/document-cache.ts';
import type { OperationLimits } from '../graphql/operation-limits.ts';
import type { EdgeDenialSink } from '../audit/edge-denial-reporter.ts';

export interface ChainDeps {
  auth: Authenticator;
  validator: JwtValidator;
  revocation: RevocationChecker;
  authorizer: Authorizer;
  rateLimiter: RateLimiter;
  apq: PersistedQueries;
  /** Trusted documents (TRUSTED_DOCUMENTS); absent or null: none. */
  trustedDocuments?: TrustedDocuments | null;
  documents: DocumentCache;
  schema: GraphQLSchema;
  limits: OperationLimits;
  /** Whether a POST body is one of the two anonymous operations (auth/anonymous-operation.ts). */
  isAnonymous: (method: string, body: Buffer | null) => boolean;
  /** Subscription root field → the subgraph that owns it. */
  subscriptionOwners: Map<string, string>;
  /** Bound on the nesting of any JSON value a client sends (variables over WebSocket). */
  maxJsonDepth: number;
  /** Bound on a request body the chain reads (native operations). */
  bodyLimit: number;
  /** Where denials worth auditing go (a revoked token, a cross-workspace attempt); absent: nowhere. */
  denials?: EdgeDenialSink;
}
