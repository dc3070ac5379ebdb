import { describe, it, expect } from 'vitest';
import type { IdentityApi } from '@svc/grpc';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import { Authorizer } from './authorizer.ts';
import { scopeRequirementsFromSupergraph } from './scope-requirements.ts';
import { refusal } from '../../../packages/core/src/errors/refusal.testing.ts';

const REQUIREMENTS = scopeRequirementsFromSupergraph(`
  schema @link(url: "https://specs.apollo.dev/requiresScopes/v0.1", for: SECURITY) { query: Query mutation: Mutation subscription: Subscription }
  type Query { publicPlans: String me: String @requiresScopes(scopes: [["svc:iam:user:read"]]) quotaStatus: String @requiresScopes(scopes: [["svc:billing:usage:read"]]) }
  type Mutation { resendVerificationEmail: String inviteMember: String @requiresScopes(scopes: [["svc:iam:member:create"]]) pair: String @requiresScopes(scopes: [["svc:a:x:read", "svc:b:y:read"]]) }
  type Subscription { chatCompletionStream: String @requiresScopes(scopes: [["svc:llm:model:invoke"], ["ai:invoke"], ["ai:execute"]]) }
`);

/** An identity whose roles grant `granted` exactly (no wildcards needed here), or that is down. */
function setup(granted: string[] | Error, cacheMs = 60_000) {
  const asked: string[] = [];
  const identity = {
    checkPermission: async (r: { permission: string }) => {
      asked.push(r.permission);
      if (granted instanceof Error) throw granted;
      return { allowed: granted.includes(r.permission), reason: '' };
    },
  } as unknown as IdentityApi;
  return { authorizer: new Authorizer(identity, REQUIREMENTS, cacheMs), asked };
}

const claims = (permissions: string[]): AccessClaims => ({
  iss: 'i',
  sub: 'usr_1',
  aud: 'a',
  exp: 0,
  iat: 0,
  jti: 'j',
  token_type: 'access',
  org_id: 'org_1',
  workspace_id: 'ws_1',
  roles: [],
  permissions,
});

const failure = refusal;

describe('Authorizer', () => {
  it('lists each root field once with its alternatives; anonymous and introspection fields need none', () => {
    const { authorizer } = setup([]);
    expect(
      authorizer.requiredScopes([
        'me',
        '__typename',
        'publicPlans',
        'me',
        'resendVerificationEmail',
        'chatCompletionStream',
      ]),
    ).toEqual([
      { field: 'me', anyOf: [['svc:iam:user:read']] },
      { field: 'chatCompletionStream', anyOf: [['svc:llm:model:invoke'], ['ai:invoke'], ['ai:execute']] },
    ]);
  });

  it('refuses a token whose scopes do not cover the field with SVC-AUTH-1010 naming the scopes, before asking identity', async () => {
    const { authorizer, asked } = setup(['svc:iam:member:create']);
    const e = await failure(
      authorizer.authorize(claims(['svc:iam:user:read']), authorizer.requiredScopes(['me', 'inviteMember'])),
    );
    expect(e.code).toBe('SVC-AUTH-1010');
    expect(e.details).toEqual({ field: 'inviteMember', requiredScopes: [['svc:iam:member:create']] });
    expect(e.message).toContain('svc:iam:member:create');
    expect(asked).toEqual([]);
  });

  it('lets the grammar wildcards cover a scope, and only a matching prefix', async () => {
    const { authorizer } = setup(['svc:iam:member:create']);
    const invite = authorizer.requiredScopes(['inviteMember']);
    for (const p of [['svc:*'], ['svc:iam:*'], ['svc:iam:member:*']]) await authorizer.authorize(claims(p), invite);
    for (const p of [['svc:iam:user:*'], ['svc:billing:*'], ['svc:iam:member:read'], ['svc:iam:member:creat'], []]) {
      expect((await failure(authorizer.authorize(claims(p), invite))).code).toBe('SVC-AUTH-1010');
    }
  });

  it('needs every scope of an alternative', async () => {
    const { authorizer } = setup(['svc:a:x:read', 'svc:b:y:read']);
    const pair = authorizer.requiredScopes(['pair']);
    expect((await failure(authorizer.authorize(claims(['svc:a:x:read']), pair))).code).toBe('SVC-AUTH-1010');
    await authorizer.authorize(claims(['svc:a:x:read', 'svc:b:*']), pair);
  });

  it('accepts any one alternative the token covers and the roles grant', async () => {
    const { authorizer, asked } = setup(['svc:llm:model:invoke']);
    const stream = authorizer.requiredScopes(['chatCompletionStream']);
    await authorizer.authorize(claims(['svc:llm:model:invoke']), stream);
    await authorizer.authorize(claims(['ai:execute', 'svc:llm:*']), stream);
    expect(asked).toEqual(['svc:llm:model:invoke']);
    // ai:invoke is outside the grammar: a token may hold it, but no role can grant it (identity is not asked)
    const e = await failure(authorizer.authorize(claims(['ai:invoke']), stream));
    expect(e).toMatchObject({
      code: 'SVC-AUTH-1008',
      details: { field: 'chatCompletionStream', requiredScopes: [['ai:invoke']] },
    });
    expect(asked).toEqual(['svc:llm:model:invoke']);
  });

  it("refuses with SVC-AUTH-1008 when the caller's roles do not grant the scope the token holds", async () => {
    const { authorizer } = setup(['svc:iam:user:read']);
    const e = await failure(authorizer.authorize(claims(['svc:*']), authorizer.requiredScopes(['me', 'quotaStatus'])));
    expect(e).toMatchObject({
      code: 'SVC-AUTH-1008',
      details: { field: 'quotaStatus', requiredScopes: [['svc:billing:usage:read']] },
    });
  });

  it('refuses a root field the supergraph declares nothing for', async () => {
    const { authorizer, asked } = setup(['svc:*']);
    const e = await failure(authorizer.authorize(claims(['svc:*']), authorizer.requiredScopes(['notInTheSupergraph'])));
    expect(e).toMatchObject({ code: 'SVC-AUTH-1010', details: { field: 'notInTheSupergraph', requiredScopes: [] } });
    expect(asked).toEqual([]);
  });

  it('takes a single scope for a route (the /v1 routes)', async () => {
    const { authorizer } = setup(['svc:llm:model:read']);
    await authorizer.authorize(claims(['svc:llm:model:read']), ['svc:llm:model:read']);
    const e = await failure(authorizer.authorize(claims(['svc:llm:model:read']), ['svc:llm:model:invoke']));
    expect(e.code).toBe('SVC-AUTH-1010');
    expect(e.details).toEqual({ requiredScopes: [['svc:llm:model:invoke']] });
  });

  it('fails closed when identity is unreachable, and does not remember the failure', async () => {
    const { authorizer, asked } = setup(new Error('UNAVAILABLE'));
    const me = authorizer.requiredScopes(['me']);
    expect((await failure(authorizer.authorize(claims(['svc:iam:user:read']), me))).code).toBe('SVC-SERVER-9001');
    expect((await failure(authorizer.authorize(claims(['svc:iam:user:read']), me))).code).toBe('SVC-SERVER-9001');
    expect(asked).toHaveLength(2);
  });

  it("caches identity's answers per user, workspace and scope; a zero TTL caches nothing", async () => {
    const cached = setup(['svc:iam:user:read']);
    const me = cached.authorizer.requiredScopes(['me']);
    await cached.authorizer.authorize(claims(['svc:iam:user:read']), me);
    await cached.authorizer.authorize(claims(['svc:iam:user:read']), me);
    await cached.authorizer.authorize({ ...claims(['svc:iam:user:read']), workspace_id: 'ws_2' }, me);
    expect(cached.asked).toHaveLength(2);
    // concurrent misses share one question
    const fresh = setup(['svc:iam:user:read']);
    await Promise.all(Array.from({ length: 20 }, () => fresh.authorizer.authorize(claims(['svc:iam:user:read']), me)));
    expect(fresh.asked).toHaveLength(1);
    const uncached = setup(['svc:iam:user:read'], 0);
    await uncached.authorizer.authorize(claims(['svc:iam:user:read']), me);
    await uncached.authorizer.authorize(claims(['svc:iam:user:read']), me);
    expect(uncached.asked).toHaveLength(2);
  });
});
