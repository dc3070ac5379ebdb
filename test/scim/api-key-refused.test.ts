/**
 * SCIM accepts only an OAuth bearer access JWT (spec). Identity's own SCIM authentication refuses
 * the token an API key is exchanged for (`session_type=api_key`), even when it carries the SCIM
 * scopes, with a SCIM 401; an OAuth token of the same workspace is served. (The gateway's refusal
 * of X-Api-Key on SCIM routes is tested end to end in gateway.test.ts.)
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { decodeJwt } from 'jose';
import { anyScopeCovers } from '@svc/core';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { clientToken, scimClient, workspaceRows, ERROR_SCHEMA, USER_SCHEMA } from './helpers.ts';

let id: IamIdentity;
let t: Tenant;
beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id, { role: 'WORKSPACE_ADMIN' });
});
afterAll(() => id?.stop());

describe('SCIM and API keys', () => {
  it('the JWT minted for an API key is refused with a SCIM 401 invalid_token; an OAuth token is served', async () => {
    const created = await id.rpc.createApiKey({ caller: t.admin, name: 'scim-probe', key_class: 'LIVE' });
    const exchanged = await id.rpc.exchangeApiKey({ api_key: created.plaintext_key });
    const claims = decodeJwt(exchanged.access_token);
    expect(claims.session_type).toBe('api_key');
    // It would pass the scope check: the refusal is for what it is, not what it may do.
    expect(anyScopeCovers(claims.permissions as string[], 'svc:iam:scim:read')).toBe(true);

    const before = await workspaceRows(id.prisma, t.workspaceId);
    const viaKey = scimClient(id.httpUrl, exchanged.access_token);
    for (const r of [
      await viaKey.get('/Users?count=1'),
      await viaKey.post('/Users', { schemas: [USER_SCHEMA], userName: 'k@x.io' }),
      await viaKey.get('/ServiceProviderConfig'),
    ]) {
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
      expect(r.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    }
    expect(await workspaceRows(id.prisma, t.workspaceId)).toEqual(before);

    const viaOAuth = scimClient(id.httpUrl, await clientToken(id.httpUrl, t));
    expect((await viaOAuth.get('/Users?count=1')).status).toBe(200);
  });
});
