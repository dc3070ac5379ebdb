import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svcCatalogue, lookupSvc, oauthCatalogue, isAppErrorCode } from './catalogue.ts';
import { AppError, OAuthError, ScimError } from './app-error.ts';
import { renderHttp, graphqlExtensions, renderOAuth, renderScim, renderGrpc } from './render.ts';
import { renderErrorsDoc } from './errors-doc.ts';

/** The concrete SVC codes the specification names, kept as the project's own fixture. */
const SPEC_CODES: string[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../test/fixtures/spec-error-codes.json'), 'utf8'),
).codes;

/**
 * Every code with its HTTP status, gRPC status and GraphQL `extensions.code`, pinned (as fastify's
 * errors test pins its codes): changing a mapping, or adding or removing a code, means changing
 * this table too, on purpose.
 */
const PINNED: Record<string, [number, string, string]> = {
  'SVC-AUTH-1001': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1001'],
  'SVC-AUTH-1002': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1002'],
  'SVC-AUTH-1004': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1004'],
  'SVC-AUTH-1005': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1005'],
  'SVC-AUTH-1010': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1010'],
  'SVC-AUTH-1000': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1000'],
  'SVC-AUTH-1003': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1003'],
  'SVC-AUTH-1006': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1006'],
  'SVC-AUTH-1007': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1007'],
  'SVC-AUTH-1008': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1008'],
  'SVC-AUTH-1009': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1009'],
  'SVC-AUTH-1011': [401, 'UNAUTHENTICATED', 'SVC-AUTH-1011'],
  'SVC-AUTH-1012': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1012'],
  'SVC-AUTH-1013': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1013'],
  'SVC-AUTH-1014': [501, 'UNIMPLEMENTED', 'SVC-AUTH-1014'],
  'SVC-AUTH-1015': [403, 'PERMISSION_DENIED', 'SVC-AUTH-1015'],
  'SVC-RATE-2001': [429, 'RESOURCE_EXHAUSTED', 'SVC-RATE-2001'],
  'SVC-RATE-2002': [429, 'RESOURCE_EXHAUSTED', 'SVC-RATE-2002'],
  'SVC-VALID-4000': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4000'],
  'SVC-VALID-4001': [413, 'INVALID_ARGUMENT', 'SVC-VALID-4001'],
  'SVC-VALID-4002': [415, 'INVALID_ARGUMENT', 'SVC-VALID-4002'],
  'SVC-VALID-4003': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4003'],
  'SVC-VALID-4004': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4004'],
  'SVC-VALID-4005': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4005'],
  'SVC-VALID-4006': [409, 'ALREADY_EXISTS', 'SVC-VALID-4006'],
  'SVC-VALID-4007': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4007'],
  'SVC-VALID-4008': [400, 'INVALID_ARGUMENT', 'SVC-VALID-4008'],
  'SVC-VALID-4015': [422, 'FAILED_PRECONDITION', 'SVC-VALID-4015'],
  'SVC-VALID-4040': [404, 'NOT_FOUND', 'SVC-VALID-4040'],
  'SVC-VALID-4041': [404, 'NOT_FOUND', 'SVC-VALID-4041'],
  'SVC-VALID-4050': [405, 'INVALID_ARGUMENT', 'SVC-VALID-4050'],
  'SVC-EGRESS-4300': [400, 'INVALID_ARGUMENT', 'SVC-EGRESS-4300'],
  'SVC-EVENT-4320': [409, 'FAILED_PRECONDITION', 'SVC-EVENT-4320'],
  'SVC-EVENTS-API-FORBIDDEN': [403, 'PERMISSION_DENIED', 'SVC-EVENTS-API-FORBIDDEN'],
  'SVC-EVENTS-API-UNAUTHENTICATED': [401, 'UNAUTHENTICATED', 'SVC-EVENTS-API-UNAUTHENTICATED'],
  'SVC-ENDPOINT-4310': [403, 'PERMISSION_DENIED', 'SVC-ENDPOINT-4310'],
  'SVC-ENDPOINT-4311': [409, 'FAILED_PRECONDITION', 'SVC-ENDPOINT-4311'],
  'SVC-ENDPOINT-4312': [409, 'FAILED_PRECONDITION', 'SVC-ENDPOINT-4312'],
  'SVC-ENDPOINT-4313': [501, 'UNIMPLEMENTED', 'SVC-ENDPOINT-4313'],
  'SVC-IMPERSONATION-4330': [403, 'PERMISSION_DENIED', 'SVC-IMPERSONATION-4330'],
  'SVC-IMPERSONATION-4331': [409, 'ALREADY_EXISTS', 'SVC-IMPERSONATION-4331'],
  'SVC-IMPERSONATION-4332': [409, 'FAILED_PRECONDITION', 'SVC-IMPERSONATION-4332'],
  'SVC-IMPERSONATION-4333': [403, 'PERMISSION_DENIED', 'SVC-IMPERSONATION-4333'],
  'SVC-GQL-4100': [400, 'INVALID_ARGUMENT', 'GRAPHQL_PARSE_FAILED'],
  'SVC-GQL-4101': [400, 'INVALID_ARGUMENT', 'GRAPHQL_VALIDATION_FAILED'],
  'SVC-GQL-4102': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4102'],
  'SVC-GQL-4103': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4103'],
  'SVC-GQL-4104': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4104'],
  'SVC-GQL-4105': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4105'],
  'SVC-GQL-4106': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4106'],
  'SVC-GQL-4107': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4107'],
  'SVC-GQL-4108': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4108'],
  'SVC-GQL-4109': [405, 'INVALID_ARGUMENT', 'SVC-GQL-4109'],
  'SVC-GQL-4110': [400, 'INVALID_ARGUMENT', 'BAD_USER_INPUT'],
  'SVC-GQL-4111': [422, 'OUT_OF_RANGE', 'SVC-GQL-4111'],
  'SVC-GQL-4112': [400, 'INVALID_ARGUMENT', 'SVC-GQL-4112'],
  'SVC-SERVER-9000': [500, 'INTERNAL', 'SVC-SERVER-9000'],
  'SVC-SERVER-9001': [503, 'UNAVAILABLE', 'SVC-SERVER-9001'],
  'SVC-SERVER-9002': [503, 'UNAVAILABLE', 'SVC-SERVER-9002'],
  'SVC-SERVER-9003': [503, 'UNAVAILABLE', 'SVC-SERVER-9003'],
  'SVC-SERVER-9004': [502, 'UNAVAILABLE', 'SVC-SERVER-9004'],
  'SVC-SERVER-9005': [504, 'DEADLINE_EXCEEDED', 'SVC-SERVER-9005'],
  'SVC-SERVER-9050': [503, 'FAILED_PRECONDITION', 'SVC-SERVER-9050'],
  'SVC-OME-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OME-NOT-WIRED'],
  'SVC-AMGATE-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-AMGATE-NOT-WIRED'],
  'SVC-VERIFY-RETRIEVAL-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-VERIFY-RETRIEVAL-NOT-WIRED'],
  'SVC-VERIFIED-MEMORY-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-VERIFIED-MEMORY-NOT-WIRED'],
  'SVC-INGEST-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-INGEST-NOT-WIRED'],
  'SVC-AGENTRT-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-AGENTRT-NOT-WIRED'],
  'SVC-DRIFT-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-DRIFT-NOT-WIRED'],
  'SVC-GUARDRAIL-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-GUARDRAIL-NOT-WIRED'],
  'SVC-VIR-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-VIR-NOT-WIRED'],
  'SVC-OADR-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OADR-NOT-WIRED'],
  'SVC-OCAR-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OCAR-NOT-WIRED'],
  'SVC-OCAR-CONFIG-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OCAR-CONFIG-NOT-WIRED'],
  'SVC-OCNP-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OCNP-NOT-WIRED'],
  'SVC-OIR-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-OIR-NOT-WIRED'],
  'SVC-PROMPT-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-PROMPT-NOT-WIRED'],
  'SVC-AUDIT-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-AUDIT-NOT-WIRED'],
  'SVC-ROUTING-CONFIG-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-ROUTING-CONFIG-NOT-WIRED'],
  'SVC-INFERENCE-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-INFERENCE-NOT-WIRED'],
  'SVC-BILLING-PAYMENT-NOT-WIRED': [503, 'UNAVAILABLE', 'SVC-BILLING-PAYMENT-NOT-WIRED'],
  'SVC-BILLING-SUBSCRIPTION-STATE': [409, 'FAILED_PRECONDITION', 'SVC-BILLING-SUBSCRIPTION-STATE'],
  'SVC-BILLING-API-UNAUTHENTICATED': [401, 'UNAUTHENTICATED', 'SVC-BILLING-API-UNAUTHENTICATED'],
  'SVC-BILLING-BUDGET-EXCEEDED': [402, 'RESOURCE_EXHAUSTED', 'SVC-BILLING-BUDGET-EXCEEDED'],
  'SVC-BILLING-BUDGET-UNPRICED': [402, 'FAILED_PRECONDITION', 'SVC-BILLING-BUDGET-UNPRICED'],
  'SVC-BILLING-BUDGET-UNAVAILABLE': [503, 'UNAVAILABLE', 'SVC-BILLING-BUDGET-UNAVAILABLE'],
  'SVC-MEM-5254': [409, 'FAILED_PRECONDITION', 'SVC-MEM-5254'],
  'SVC-OCAR-7707': [422, 'FAILED_PRECONDITION', 'SVC-OCAR-7707'],
  'SVC-OCAR-7720': [400, 'INVALID_ARGUMENT', 'SVC-OCAR-7720'],
  'SVC-OCAR-7721': [400, 'INVALID_ARGUMENT', 'SVC-OCAR-7721'],
  'SVC-OCAR-7722': [400, 'INVALID_ARGUMENT', 'SVC-OCAR-7722'],
  'SVC-OCAR-7723': [409, 'ABORTED', 'SVC-OCAR-7723'],
  'SVC-OCAR-7724': [403, 'PERMISSION_DENIED', 'SVC-OCAR-7724'],
  'SVC-OCAR-7725': [409, 'FAILED_PRECONDITION', 'SVC-OCAR-7725'],
  'SVC-OCAR-7726': [403, 'PERMISSION_DENIED', 'SVC-OCAR-7726'],
  'SVC-OCAR-7727': [403, 'PERMISSION_DENIED', 'SVC-OCAR-7727'],
  'SVC-AUDIT-HOLD-RELEASED': [409, 'FAILED_PRECONDITION', 'SVC-AUDIT-HOLD-RELEASED'],
  'SVC-AUDIT-HOLD-PURGED': [409, 'FAILED_PRECONDITION', 'SVC-AUDIT-HOLD-PURGED'],
  'SVC-AUDIT-STORE-UNAVAILABLE': [503, 'UNAVAILABLE', 'SVC-AUDIT-STORE-UNAVAILABLE'],
  'SVC-AUDIT-CHAIN-BROKEN': [500, 'DATA_LOSS', 'SVC-AUDIT-CHAIN-BROKEN'],
  'SVC-AUDIT-APPEND-UNAUTHENTICATED': [401, 'UNAUTHENTICATED', 'SVC-AUDIT-APPEND-UNAUTHENTICATED'],
  'SVC-AUDIT-APPEND-FORBIDDEN': [403, 'PERMISSION_DENIED', 'SVC-AUDIT-APPEND-FORBIDDEN'],
  'SVC-AUDIT-APPEND-UNKNOWN-TENANT': [422, 'FAILED_PRECONDITION', 'SVC-AUDIT-APPEND-UNKNOWN-TENANT'],
  'SVC-REGISTRY-COMPOSITION': [422, 'FAILED_PRECONDITION', 'SVC-REGISTRY-COMPOSITION'],
  'SVC-REGISTRY-SCOPES': [422, 'FAILED_PRECONDITION', 'SVC-REGISTRY-SCOPES'],
  'SVC-REGISTRY-NOT-OWNER': [403, 'PERMISSION_DENIED', 'SVC-REGISTRY-NOT-OWNER'],
  'SVC-REGISTRY-OPERATOR-ONLY': [403, 'PERMISSION_DENIED', 'SVC-REGISTRY-OPERATOR-ONLY'],
  'SVC-REGISTRY-NOT-FOUND': [404, 'NOT_FOUND', 'SVC-REGISTRY-NOT-FOUND'],
  'SVC-REGISTRY-DOCUMENTS': [422, 'FAILED_PRECONDITION', 'SVC-REGISTRY-DOCUMENTS'],
  'SVC-REGISTRY-CLIENT-NOT-OWNER': [403, 'PERMISSION_DENIED', 'SVC-REGISTRY-CLIENT-NOT-OWNER'],
  'SVC-REGISTRY-BREAKING': [422, 'FAILED_PRECONDITION', 'SVC-REGISTRY-BREAKING'],
  'SVC-REGISTRY-CONFLICT': [409, 'ABORTED', 'SVC-REGISTRY-CONFLICT'],
  'SVC-AUDIT-7260': [403, 'PERMISSION_DENIED', 'SVC-AUDIT-7260'],
  'SVC-AUDIT-7271': [200, 'OK', 'SVC-AUDIT-7271'],
  'SVC-CUA-7907': [409, 'FAILED_PRECONDITION', 'SVC-CUA-7907'],
  'SVC-ORCR-10802': [503, 'UNAVAILABLE', 'SVC-ORCR-10802'],
  'SVC-GUARDRAIL-DEGRADED': [503, 'UNAVAILABLE', 'SVC-GUARDRAIL-DEGRADED'],
  'SVC-DSAR-4020': [422, 'FAILED_PRECONDITION', 'SVC-DSAR-4020'],
};

describe('error catalogue', () => {
  it('docs/errors.md is generated from the catalogue and current (npm run docs:errors)', () => {
    expect(readFileSync(join(import.meta.dirname, '../../../../docs/errors.md'), 'utf8')).toBe(renderErrorsDoc());
  });

  it('contains every concrete SVC code the specification names', () => {
    expect(SPEC_CODES.length).toBeGreaterThan(30);
    for (const code of SPEC_CODES) expect(lookupSvc(code), code).toBeDefined();
  });

  it('pins every code and its HTTP, gRPC and GraphQL mappings', () => {
    const actual = Object.fromEntries(Object.entries(svcCatalogue).map(([c, d]) => [c, [d.http, d.grpc, d.graphql]]));
    expect(actual).toEqual(PINNED);
  });

  // Our own NOT-WIRED codes, beyond the 17 the specification names.
  const DESIGNED_NOT_WIRED = ['SVC-INFERENCE-NOT-WIRED', 'SVC-BILLING-PAYMENT-NOT-WIRED'];
  it('has all 17 NOT-WIRED codes as 503 with the code as extensions.code', () => {
    const notWired = Object.keys(svcCatalogue).filter(
      (c) => c.endsWith('-NOT-WIRED') && !DESIGNED_NOT_WIRED.includes(c),
    );
    expect(notWired).toHaveLength(17);
    for (const c of notWired) expect(lookupSvc(c)).toMatchObject({ http: 503, graphql: c });
  });

  it('matches family bands and rejects codes it does not know', () => {
    expect(lookupSvc('SVC-AMGATE-8512')?.graphql).toBe('SVC-AMGATE-8512');
    expect(lookupSvc('SVC-OTCC-8901')).toBeDefined();
    expect(lookupSvc('SVC-NOPE-1')).toBeUndefined();
    // A code that arrives as data is checked at run time; a literal typo does not compile.
    expect(isAppErrorCode('SVC-NOPE-1')).toBe(false);
    expect(isAppErrorCode('SVC-POLICY-UNUSED-STATEMENT')).toBe(true);
    // @ts-expect-error not a code of the catalogue
    expect(() => new AppError('SVC-NOPE-1')).toThrow(/not in the error catalogue/);
  });

  it('keeps spec statuses: 1002 → 401, 1005/1010 → 403, 2001 → 429, 9002 → 503', () => {
    expect(lookupSvc('SVC-AUTH-1002')?.http).toBe(401);
    expect(lookupSvc('SVC-AUTH-1005')?.http).toBe(403);
    expect(lookupSvc('SVC-AUTH-1010')?.http).toBe(403);
    expect(lookupSvc('SVC-RATE-2001')?.http).toBe(429);
    expect(lookupSvc('SVC-SERVER-9002')?.http).toBe(503);
    expect(oauthCatalogue.temporarily_unavailable.http).toBe(503);
    expect(oauthCatalogue.invalid_client.http).toBe(401);
  });
});

describe('renderers', () => {
  const ctx = { requestId: 'req-1', now: new Date('2026-01-01T00:00:00Z') };

  it('renders REST errors with code, message and request id', () => {
    expect(renderHttp(new AppError('SVC-RATE-2001', undefined, { retryAfter: 3 }), ctx)).toEqual({
      status: 429,
      body: { error: { code: 'SVC-RATE-2001', message: 'Rate limit exceeded.', request_id: 'req-1', retryAfter: 3 } },
    });
  });

  it('never leaks the message of an unexpected error', () => {
    const r = renderHttp(new Error('password=hunter2 at db'), ctx);
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toContain('hunter2');
  });

  it('renders GraphQL extensions with the flat code and the svc block', () => {
    expect(graphqlExtensions(new AppError('SVC-AUTH-1010'), ctx)).toEqual({
      code: 'SVC-AUTH-1010',
      svc: { request_id: 'req-1', timestamp: '2026-01-01T00:00:00.000Z', code: 'SVC-AUTH-1010' },
    });
  });

  it('renders OAuth errors per RFC 6749 with no-store', () => {
    const r = renderOAuth(new OAuthError('invalid_client', 'bad', 'SVC-AUTH-1002'));
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'invalid_client', error_description: 'bad', svc_code: 'SVC-AUTH-1002' });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('renders SCIM errors with status as a string', () => {
    expect(renderScim(new ScimError(400, 'invalidFilter', 'nope'))).toEqual({
      status: 400,
      body: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '400',
        scimType: 'invalidFilter',
        detail: 'nope',
      },
    });
  });

  it('renders gRPC status codes from the catalogue', () => {
    expect(renderGrpc(new AppError('SVC-AUTH-1004'))).toEqual({
      code: 16,
      details: 'API key is not valid.',
      svcCode: 'SVC-AUTH-1004',
    });
    expect(renderGrpc(new Error('x')).code).toBe(13);
  });
});
