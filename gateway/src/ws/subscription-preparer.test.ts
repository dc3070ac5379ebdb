import { describe, it, expect } from 'vitest';
import { buildSchema } from 'graphql';
import { assertConnectionStillValid, prepareSubscription } from './subscription-preparer.ts';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';
import { AppError } from '@svc/core';

const schema = buildSchema('type Query { a: Int } type Subscription { tick: Int other: Int }');
const owners = new Map([['tick', 'inference']]);
const now = Math.floor(Date.now() / 1000);
const claims = (over: Partial<AccessClaims> = {}): AccessClaims => ({
  iss: 'i', sub: 'u', aud: 'a', exp: now + 600, iat: now, jti: 'j', token_type: 'access', org_id: 'o', workspace_id: 'w', roles: [], permissions: ['svc:llm:model:invoke'], ...over,
});
const notRevoked: RevocationChecker = { assertNotRevoked: async () => {} };
const revoked: RevocationChecker = { assertNotRevoked: async () => { throw new AppError('SVC-AUTH-1007'); } };
const code = async (p: Promise<unknown>) => p.then(() => 'ok', (e) => (e as AppError).code);
const deps = { schema, owners, revocation: notRevoked, maxQueryBytes: 4096 };

describe('stream revalidation and subscription checks', () => {
  it('ends a connection whose token expired or was revoked', async () => {
    expect(await code(assertConnectionStillValid(claims(), notRevoked))).toBe('ok');
    expect(await code(assertConnectionStillValid(claims({ exp: now - 1 }), notRevoked))).toBe('SVC-AUTH-1006');
    expect(await code(assertConnectionStillValid(claims(), revoked))).toBe('SVC-AUTH-1007');
  });

  it('requires ai:invoke, ai:execute or svc:llm:model:invoke (or a wildcard over it)', async () => {
    expect(await code(prepareSubscription(deps, claims({ permissions: ['svc:iam:user:read'] }), { query: 'subscription { tick }' }))).toBe('SVC-AUTH-1010');
    for (const p of [['ai:invoke'], ['ai:execute'], ['svc:llm:*'], ['svc:*']]) {
      expect(await code(prepareSubscription(deps, claims({ permissions: p }), { query: 'subscription { tick }' })), p[0]).toBe('ok');
    }
  });

  it('routes to the owning subgraph and refuses everything else with typed errors', async () => {
    expect((await prepareSubscription(deps, claims(), { query: 'subscription { tick }' })).subgraph).toBe('inference');
    expect(await code(prepareSubscription(deps, claims(), { query: '{ a }' }))).toBe('SVC-VALID-4000');
    expect(await code(prepareSubscription(deps, claims(), { query: 'subscription { other }' }))).toBe('SVC-VALID-4000');
    expect(await code(prepareSubscription(deps, claims(), { query: 'subscription { nope }' }))).toBe('SVC-GQL-4101');
    expect(await code(prepareSubscription(deps, claims(), { query: 'subscription {' }))).toBe('SVC-GQL-4100');
    expect(await code(prepareSubscription(deps, claims(), { query: `subscription { tick } # ${'x'.repeat(5000)}` }))).toBe('SVC-VALID-4001');
    expect(await code(prepareSubscription(deps, claims(), { query: 'subscription { tick }', variables: [] }))).toBe('SVC-VALID-4000');
  });
});
