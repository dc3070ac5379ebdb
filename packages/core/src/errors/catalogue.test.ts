import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svcCatalogue, lookupSvc, oauthCatalogue } from './catalogue.ts';
import { AppError, OAuthError, ScimError } from './app-error.ts';
import { renderHttp, graphqlExtensions, renderOAuth, renderScim, renderGrpc } from './render.ts';
import { renderErrorsDoc } from './errors-doc.ts';

const SPEC = readFileSync(join(import.meta.dirname, '../../../../../shared/spec/01-identity-access-gateway.md'), 'utf8');

describe('error catalogue', () => {
  it('docs/errors.md is generated from the catalogue and current (npm run docs:errors)', () => {
    expect(readFileSync(join(import.meta.dirname, '../../../../docs/errors.md'), 'utf8')).toBe(renderErrorsDoc());
  });

  it('contains every concrete SVC code the specification names', () => {
    const named = new Set([...SPEC.matchAll(/`(SVC-[A-Z0-9-]+)`/g)].map((m) => m[1]).filter((c) => !/xx$|-\*$|\*$/.test(c)));
    expect(named.size).toBeGreaterThan(30);
    for (const code of named) expect(lookupSvc(code), code).toBeDefined();
  });

  it('has all 17 NOT-WIRED codes as 503 with the code as extensions.code', () => {
    const notWired = Object.keys(svcCatalogue).filter((c) => c.endsWith('-NOT-WIRED') && c !== 'SVC-INFERENCE-NOT-WIRED');
    expect(notWired).toHaveLength(17);
    for (const c of notWired) expect(lookupSvc(c)).toMatchObject({ http: 503, graphql: c });
  });

  it('matches family bands and rejects codes it does not know', () => {
    expect(lookupSvc('SVC-AMGATE-8512')?.graphql).toBe('SVC-AMGATE-8512');
    expect(lookupSvc('SVC-OTCC-8901')).toBeDefined();
    expect(lookupSvc('SVC-NOPE-1')).toBeUndefined();
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
    expect(graphqlExtensions(new AppError('SVC-AUTH-1010'), ctx)).toEqual({ code: 'SVC-AUTH-1010', svc: { request_id: 'req-1', timestamp: '2026-01-01T00:00:00.000Z', code: 'SVC-AUTH-1010' } });
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
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '400', scimType: 'invalidFilter', detail: 'nope' },
    });
  });

  it('renders gRPC status codes from the catalogue', () => {
    expect(renderGrpc(new AppError('SVC-AUTH-1004'))).toEqual({ code: 16, details: 'API key is not valid.', svcCode: 'SVC-AUTH-1004' });
    expect(renderGrpc(new Error('x')).code).toBe(13);
  });
});
