/**
 * Unstorable input through the whole platform (gateway → subgraph → identity): a GraphQL argument
 * with a NUL is refused with SVC-VALID-4007 by the subgraph's root-argument guard before identity
 * or PostgreSQL see it, and nothing is stored; the platform stays up.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createPrismaClient } from '@svc/db';
import { sharedPlatform, type Platform, adminToken } from '../helpers/platform-harness.ts';
import { databaseUrl } from '../helpers/env.ts';
import { PrismaClient } from '../../identity/src/db.ts';

let p: Platform;
let prisma: PrismaClient;
beforeAll(async () => {
  p = await sharedPlatform();
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 2 });
});
afterAll(async () => {
  await prisma?.$disconnect();
  await p?.stop();
});

const userToken = () => adminToken(p);

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });

describe('unstorable GraphQL input at the edge', () => {
  it('createApiKey(name: "a\\u0000b") is SVC-VALID-4007, never SVC-SERVER-9000, and stores nothing', async () => {
    const token = await userToken();
    const before = await prisma.apiKey.count({ where: { workspaceId: p.creds.workspaceId } });
    for (const [query, variables] of [
      ['mutation($n: String!) { createApiKey(input: {name: $n, scope: LIVE}) { plaintextKey } }', { n: 'a\u0000b' }],
      ['mutation { createApiKey(input: {name: "a\\u0000b", scope: LIVE}) { plaintextKey } }', {}],
    ] as [string, Record<string, unknown>][]) {
      const r = await gql(token, query, variables);
      const body = await r.json();
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe('SVC-VALID-4007');
    }
    expect(await prisma.apiKey.count({ where: { workspaceId: p.creds.workspaceId } })).toBe(before);
    expect((await fetch(`${p.api}/healthz`)).status).toBe(200);
  });

  it('SCIM through the gateway: GET /Users/%00 is a SCIM 400 invalidValue', async () => {
    const token = await userToken();
    const r = await fetch(`${p.api}/api/v1/iam/scim/v2/Users/%00`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      scimType: 'invalidValue',
    });
  });

  it('OAuth through the gateway: client_id=cli%00x is invalid_request SVC-VALID-4007', async () => {
    const r = await fetch(`${p.auth}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=cli%00x&client_secret=x',
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: 'invalid_request', svc_code: 'SVC-VALID-4007' });
  });

  it('a wrong-shape variable is BAD_USER_INPUT and a 10,000-deep JSON variable SVC-VALID-4008 at the gateway', async () => {
    const token = await userToken();
    const shape = await gql(token, 'query($id: ID!) { workspace(id: $id) { id } }', { id: { a: 1 } });
    expect((await shape.json()).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      svc: { code: 'BAD_USER_INPUT' },
    });
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const q =
      'query($c: JSON) { previewPolicyDecision(input: {action: "svc:llm:model:invoke", resource: "orn:svc:x", context: $c}) { decision } }';
    const d = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"query":${JSON.stringify(q)},"variables":{"c":${deep}}}`,
    });
    const text = await d.text();
    expect(text).not.toMatch(/Maximum call stack/);
    expect(JSON.parse(text).errors?.[0]?.extensions?.code).toBe('SVC-VALID-4008');
  });

  it('the gateway stays up after both', async () => {
    expect((await fetch(`${p.api}/healthz`)).status).toBe(200);
    expect((await gql(await userToken(), '{ me { id } }')).status).toBe(200);
  });
});
