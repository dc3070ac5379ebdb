import { describe, it, expect } from 'vitest';
import { IDENTITY_HEADER_NAMES, readIdentityHeaders, writeIdentityHeaders } from './identity-headers.ts';

const claims = {
  sub: 'u1',
  org_id: 'o1',
  workspace_id: 'w1',
  jti: 't1',
  client_id: 'c1',
  act: { sub: 'a1' },
  permissions: ['svc:iam:user:read', 'svc:llm:*'],
  roles: ['DEVELOPER'],
};

describe('SVC-* identity header contract', () => {
  it('reads back exactly what the edge wrote, every header included', () => {
    const h = writeIdentityHeaders(claims, 'key1');
    expect(Object.keys(h).sort()).toEqual([...IDENTITY_HEADER_NAMES].sort());
    expect(readIdentityHeaders(h)).toEqual({
      userId: 'u1',
      orgId: 'o1',
      workspaceId: 'w1',
      clientId: 'c1',
      tokenId: 't1',
      actingUserId: 'a1',
      apiKeyId: 'key1',
      permissions: ['svc:iam:user:read', 'svc:llm:*'],
      roles: ['DEVELOPER'],
    });
  });

  it('omits the optional headers when the claims have no client, actor or key', () => {
    const h = writeIdentityHeaders({ ...claims, client_id: undefined, act: undefined });
    expect(h).not.toHaveProperty('svc-client-id');
    expect(h).not.toHaveProperty('svc-acting-user-id');
    expect(h).not.toHaveProperty('svc-api-key-id');
    expect(readIdentityHeaders(h)).toMatchObject({ clientId: null, actingUserId: null, apiKeyId: null });
  });

  it('is no caller without user, organization and workspace, and ignores values it did not write', () => {
    expect(readIdentityHeaders({ 'svc-user-id': 'u', 'svc-org-id': 'o' })).toBeNull();
    expect(readIdentityHeaders({ 'svc-user-id': 'u', 'svc-org-id': 'o', 'svc-workspace-id': ['w'] })).toBeNull();
    expect(
      readIdentityHeaders({ 'svc-user-id': 'x'.repeat(300), 'svc-org-id': 'o', 'svc-workspace-id': 'w' }),
    ).toBeNull();
    expect(
      readIdentityHeaders({
        'svc-user-id': 'u',
        'svc-org-id': 'o',
        'svc-workspace-id': 'w',
        'svc-permissions': '["a","b"]',
      })?.permissions,
    ).toEqual(['a', 'b']);
  });
});
