/**
 * Input PostgreSQL cannot store (U+0000, unpaired surrogates) and over-deep nesting are refused
 * with a typed 400 at each edge of identity and the subgraphs, never a 500: OAuth forms (and the
 * Basic header), SCIM paths, queries and bodies (in SCIM's own error format), every identity gRPC
 * handler (INVALID_ARGUMENT with SVC-VALID-4007/4008), and subgraph root arguments, including a
 * JSON argument 10,000 levels deep. After each, nothing stored changed and the process is up.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { AppError } from '@svc/core';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';
import { promptsSubgraph } from '../../subgraphs/prompts/src/subgraph.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { clientToken, scimClient, SCIM, ERROR_SCHEMA, USER_SCHEMA, type ScimClient } from '../scim/helpers.ts';
import { basic } from '../scim/helpers.ts';
import { hashPassword } from '../../identity/src/services/password.ts';

let id: IamIdentity;
let t: Tenant;
let email: string;
const password = 'Correct horse battery 1';
let scim: ScimClient;
let iam: Awaited<ReturnType<typeof startSubgraph>>;
let prompts: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
  await id.prisma.oAuthClient.update({
    where: { id: t.clientId },
    data: { grantTypes: ['client_credentials', 'password'] },
  });
  email = (
    await id.prisma.user.update({
      where: { id: t.userId },
      data: { passwordHash: hashPassword(password) },
      select: { email: true },
    })
  ).email;
  scim = scimClient(id.httpUrl, await clientToken(id.httpUrl, t));
  iam = await startSubgraph(iamSubgraph, { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: id.grpcTarget });
  prompts = await startSubgraph(promptsSubgraph, { PROMPTS_PORT: '0', LOG_LEVEL: 'silent' });
}, 60_000);
afterAll(async () => {
  await prompts?.stop();
  await iam?.stop();
  await id?.stop();
});

/** Rows any of these requests could have written. */
async function snapshot() {
  const [users, keys, refresh, audit] = await Promise.all([
    id.prisma.user.findMany({ where: { organizationId: t.orgId }, orderBy: { id: 'asc' } }),
    id.prisma.apiKey.findMany({ where: { workspaceId: t.workspaceId }, orderBy: { id: 'asc' } }),
    id.prisma.refreshToken.findMany({ where: { clientId: t.clientId }, orderBy: { id: 'asc' } }),
    id.prisma.userAuditEvent.count({ where: { workspaceId: t.workspaceId } }),
  ]);
  return { users, keys, refresh, audit };
}

async function healthy() {
  expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
}

const form = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${id.httpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('OAuth forms', () => {
  it('client_id, username, password or a parameter name with NUL or a lone surrogate: invalid_request SVC-VALID-4007', async () => {
    const before = await snapshot();
    const secret = encodeURIComponent(t.clientSecret);
    const cases = [
      `grant_type=client_credentials&client_id=cli%00x&client_secret=${secret}`,
      `grant_type=password&client_id=${t.clientId}&client_secret=${secret}&username=${encodeURIComponent(email)}&password=pw%00x`,
      `grant_type=password&client_id=${t.clientId}&client_secret=${secret}&username=a%00b%40x.io&password=x`,
      `grant_type=client_credentials&client_id=${t.clientId}&client_secret=${secret}&scope=a%00`,
      `grant_type=client_credentials&client_id=${t.clientId}&client_secret=${secret}&x%00=1`,
    ];
    for (const body of cases) {
      const r = await form(body);
      const json = await r.json();
      expect(r.status, body).toBe(400);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(json, body).toMatchObject({ error: 'invalid_request', svc_code: 'SVC-VALID-4007' });
    }
    // The same rule for the Basic header's decoded parts.
    const r = await form('grant_type=client_credentials', { authorization: basic('cli\u0000x', t.clientSecret) });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ error: 'invalid_request', svc_code: 'SVC-VALID-4007' });
    for (const path of ['/oauth/revoke', '/oauth/introspect']) {
      const rr = await fetch(`${id.httpUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basic(t.clientId, t.clientSecret),
        },
        body: 'token=a%00b',
      });
      expect(rr.status, path).toBe(400);
      expect(await rr.json()).toMatchObject({ error: 'invalid_request', svc_code: 'SVC-VALID-4007' });
    }
    const after = await snapshot();
    expect(after.users.map((u) => ({ ...u, updatedAt: null }))).toEqual(
      before.users.map((u) => ({ ...u, updatedAt: null })),
    );
    expect(after.refresh).toEqual(before.refresh);
    await healthy();
    // The good request still works.
    const ok = await form(
      `grant_type=password&client_id=${t.clientId}&client_secret=${secret}&username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
    );
    expect(ok.status).toBe(200);
  });
});

describe('SCIM', () => {
  const expectScim400 = (r: { status: number; body: any; headers: Headers }, scimType: string, what: string) => {
    expect(r.status, what).toBe(400);
    expect(r.headers.get('content-type'), what).toMatch(/^application\/scim\+json/);
    expect(r.body, what).toMatchObject({ schemas: [ERROR_SCHEMA], status: '400', scimType });
  };

  it('a NUL or lone surrogate in the path, the query or the body is 400 invalidValue; nesting 10,000 deep is invalidSyntax', async () => {
    const created = await scim.post('/Users', {
      schemas: [USER_SCHEMA],
      userName: 'nul-case@x.io',
      name: { givenName: 'N', familyName: 'C' },
    });
    expect(created.status).toBe(201);
    const before = await snapshot();
    expectScim400(await scim.get('/Users/%00'), 'invalidValue', 'GET /Users/%00');
    // A lone surrogate cannot be percent-encoded (its UTF-8 form is invalid): the path does not decode, a SCIM 404.
    const undecodable = await scim.get('/Users/a%ED%A0%80');
    expect(undecodable.status).toBe(404);
    expect(undecodable.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    expectScim400(await scim.delete('/Users/x%00'), 'invalidValue', 'DELETE /Users/x%00');
    expectScim400(
      await scim.get(`/Users?filter=${encodeURIComponent('userName eq "a\u0000b"')}`),
      'invalidValue',
      'filter with NUL',
    );
    expectScim400(await scim.get('/Users?count=1&x%00=1'), 'invalidValue', 'query name with NUL');
    const bodies: [string, unknown][] = [
      [
        'userName NUL',
        { schemas: [USER_SCHEMA], userName: 'a\u0000b@x.io', name: { givenName: 'A', familyName: 'B' } },
      ],
      [
        'givenName lone surrogate',
        { schemas: [USER_SCHEMA], userName: 'ls@x.io', name: { givenName: 'A\uD800', familyName: 'B' } },
      ],
      ['key with NUL', { schemas: [USER_SCHEMA], userName: 'k@x.io', ['x\u0000']: 1 }],
    ];
    for (const [what, body] of bodies) {
      expectScim400(await scim.post('/Users', body), 'invalidValue', `POST ${what}`);
      expectScim400(await scim.put(`/Users/${created.body.id}`, body), 'invalidValue', `PUT ${what}`);
    }
    // Lone surrogates written as JSON escapes (JSON.stringify would write them the same way).
    expectScim400(
      await scim.post('/Users', '{"schemas":["' + USER_SCHEMA + '"],"userName":"\\udc00@x.io"}'),
      'invalidValue',
      'escaped lone surrogate',
    );
    expectScim400(
      await scim.patch(`/Users/${created.body.id}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'name.givenName', value: 'x\u0000' }],
      }),
      'invalidValue',
      'PATCH value NUL',
    );
    const deep =
      '{"schemas":["' + USER_SCHEMA + '"],"userName":"d@x.io","x":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    expectScim400(await scim.post('/Users', deep), 'invalidSyntax', '10,000 deep');
    expectScim400(await scim.patch(`/Users/${created.body.id}`, deep), 'invalidSyntax', '10,000 deep PATCH');
    expect(await snapshot()).toEqual(before);
    await healthy();
    expect((await scim.get(`/Users/${created.body.id}`)).status).toBe(200);
  });

  it('SCIM paths outside /Users keep SCIM errors too', async () => {
    const r = await fetch(`${id.httpUrl}${SCIM}/Schemas/%00`, {
      headers: { authorization: `Bearer ${await clientToken(id.httpUrl, t)}` },
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'invalidValue' });
  });
});

describe('identity gRPC', () => {
  it('every handler refuses unstorable text or over-deep input with INVALID_ARGUMENT and SVC-VALID-4007/4008', async () => {
    const before = await snapshot();
    const expectInvalid = async (p: Promise<unknown>, code: string, what: string) => {
      const e = await p.then(
        () => null,
        (err) => err,
      );
      expect(e, what).toBeInstanceOf(AppError);
      expect((e as AppError).code, what).toBe(code);
    };
    await expectInvalid(
      id.rpc.createApiKey({
        caller: t.admin,
        name: 'a\u0000b',
        key_class: 'LIVE',
        expires_at: '',
        idempotency_key: '',
      }),
      'SVC-VALID-4007',
      'CreateApiKey name',
    );
    await expectInvalid(
      id.rpc.createApiKey({
        caller: { ...t.admin, user_id: 'usr_\u0000' },
        name: 'ok',
        key_class: 'LIVE',
        expires_at: '',
        idempotency_key: '',
      }),
      'SVC-VALID-4007',
      'caller NUL',
    );
    // (protobuf strings are UTF-8 on the wire: a lone surrogate arrives as U+FFFD, which is storable.)
    await expectInvalid(id.rpc.exchangeApiKey({ api_key: 'svc_live_\u0000' }), 'SVC-VALID-4007', 'ExchangeApiKey');
    await expectInvalid(id.rpc.validateToken({ token: 'a\u0000' }), 'SVC-VALID-4007', 'ValidateToken');
    await expectInvalid(
      id.rpc.signUp({ email: 'x\u0000@x.io', password: 'p', first_name: 'a', last_name: 'b', organization_name: 'o' }),
      'SVC-VALID-4007',
      'SignUp',
    );
    // The raw status as grpc-js reports it.
    const raw = new grpc.Client(id.grpcTarget, grpc.credentials.createInsecure());
    const status = await new Promise<grpc.ServiceError>((resolve) =>
      raw.makeUnaryRequest(
        '/identity.v1.IdentityService/ExchangeApiKey',
        (v: Buffer) => v,
        (b: Buffer) => b,
        // field 1 (api_key), length 3: "a", NUL, "b"
        Buffer.from([0x0a, 0x03, 0x61, 0x00, 0x62]),
        (err) => resolve(err as grpc.ServiceError),
      ),
    );
    raw.close();
    expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(status.metadata.get('svc-code')).toEqual(['SVC-VALID-4007']);
    expect(await snapshot()).toEqual(before);
    // A good request is still served.
    const ok = (await id.rpc.createApiKey({
      caller: t.admin,
      name: 'fine',
      key_class: 'LIVE',
      expires_at: '',
      idempotency_key: '',
    })) as { plaintext_key?: string };
    expect(ok).toBeTruthy();
  });
});

describe('subgraph root arguments', () => {
  const caller = () => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });

  it('createApiKey(name: "a\\u0000b") through the iam subgraph is SVC-VALID-4007, nothing stored', async () => {
    const before = await snapshot();
    const q = 'mutation($n: String!) { createApiKey(input: {name: $n, scope: LIVE}) { plaintextKey } }';
    for (const n of ['a\u0000b', 'a\uD800b']) {
      const r = await postGraphql(iam.port, q, { n }, caller());
      expect(r.errors?.[0]?.extensions?.code, n).toBe('SVC-VALID-4007');
    }
    const literal = await postGraphql(
      iam.port,
      'mutation { createApiKey(input: {name: "a\\u0000b", scope: LIVE}) { plaintextKey } }',
      {},
      caller(),
    );
    expect(literal.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4007');
    expect(await snapshot()).toEqual(before);
  });

  it('a JSON argument nested 10,000 deep is SVC-VALID-4008, as a variable and as a literal; the subgraph stays up', async () => {
    const q =
      'query($c: JSON) { previewPolicyDecision(input: {action: "svc:llm:model:invoke", resource: "orn:svc:x", context: $c}) { decision } }';
    // Written as text: JSON.stringify itself would overflow the stack on such a value.
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await fetch(`http://127.0.0.1:${prompts.port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'svc-user-id': t.userId,
        'svc-org-id': t.orgId,
        'svc-workspace-id': t.workspaceId,
      },
      body: `{"query":${JSON.stringify(q)},"variables":{"c":${deep}}}`,
    });
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toMatch(/Maximum call stack/);
    expect(JSON.parse(text).errors?.[0]?.extensions?.code, text.slice(0, 500)).toBe('SVC-VALID-4008');
    // 100 levels as a literal: deeper than the bound, shallow enough for graphql-js's own parser.
    const lit = '{a:'.repeat(100) + '1' + '}'.repeat(100);
    const l = await postGraphql(
      prompts.port,
      `query { previewPolicyDecision(input: {action: "a", resource: "orn:svc:x", context: ${lit}}) { decision } }`,
      {},
      caller(),
    );
    expect(l.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4008');
    // 10,000 levels as a literal: refused on the document's text before graphql-js parses it.
    for (const n of [3_000, 10_000]) {
      const deepLit = '{a:'.repeat(n) + '1' + '}'.repeat(n);
      const d = await postGraphql(
        prompts.port,
        `query { previewPolicyDecision(input: {action: "a", resource: "orn:svc:x", context: ${deepLit}}) { decision } }`,
        {},
        caller(),
      );
      expect(d.status, String(n)).toBe(400);
      expect(d.errors?.[0]?.extensions?.code, String(n)).toBe('SVC-VALID-4008');
      expect(JSON.stringify(d)).not.toMatch(/Maximum call stack/);
    }
    // A JSON value with NUL in a key is 4007.
    const nul = await postGraphql(prompts.port, q, { c: { ['k\u0000']: 1 } }, caller());
    expect(nul.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4007');
    expect((await fetch(`http://127.0.0.1:${prompts.port}/healthz`)).status).toBe(200);
  });

  it('a variable of the wrong shape ({"a": 1} for ID!) is a typed validation error, not internal', async () => {
    const r = await postGraphql(iam.port, 'query($id: ID!) { workspace(id: $id) { id } }', { id: { a: 1 } }, caller());
    expect(r.status).toBeLessThan(500);
    expect(r.errors?.[0]?.extensions?.code).toBe('SVC-VALID-4000');
  });
});
