/**
 * GraphQL safety end to end on a started platform with introspection on: the standard
 * introspection query of graphql 16 with every option (isOneOf included) is answered and builds a
 * client schema; alias attacks, abusive introspection nesting and unplannable mixes get typed 400s
 * and the gateway keeps answering. Client: fetch, graphql-js's buildClientSchema.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { buildClientSchema, getIntrospectionQuery, isInputObjectType, type IntrospectionQuery } from 'graphql';
import { startPlatform, type Platform } from '../helpers/platform-harness.ts';

let p: Platform;
let bearer: string;

beforeAll(async () => {
  p = await startPlatform({ INTROSPECTION: 'true' });
  const r = await fetch(`${p.auth}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${p.creds.oauthClient.clientId}:${p.creds.oauthClient.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'svc:iam:user:read svc:iam:workspace:read' }),
  });
  expect(r.status).toBe(200);
  bearer = `Bearer ${(await r.json()).access_token}`;
});
afterAll(() => p?.stop());

async function post(query: string, variables?: Record<string, unknown>) {
  const r = await fetch(`${p.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: bearer },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: r.status,
    body: (await r.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] },
  };
}

const aliased = (n: number, sel: string) => Array.from({ length: n }, (_, i) => `a${i}: ${sel}`).join(' ');

describe('GraphQL safety with introspection on', () => {
  it('answers the full standard introspection query, isOneOf included, and it builds a client schema', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const r = await post(query);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const schema = buildClientSchema(r.body.data as IntrospectionQuery);
    expect(schema.getQueryType()!.getFields().me).toBeDefined();
    // isOneOf was answered: every input object reports it
    const inputs = (r.body.data as IntrospectionQuery).__schema.types.filter((t) => t.kind === 'INPUT_OBJECT');
    expect(inputs.length).toBeGreaterThan(0);
    for (const t of inputs) expect(typeof (t as { isOneOf?: unknown }).isOneOf).toBe('boolean');
    expect(Object.values(schema.getTypeMap()).some(isInputObjectType)).toBe(true);
  });

  it('answers a hand-written __type query with variables and fragments', async () => {
    const r = await post(
      'query($n: String!) { ...T } fragment T on Query { __type(name: $n) { name kind fields { name } } }',
      { n: 'Query' },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ data: { __type: { name: 'Query', kind: 'OBJECT' } } });
  });

  it('refuses abusive introspection nesting with a typed 400, not a 500', async () => {
    const lists = await post(
      '{ __type(name: "User") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }',
    );
    expect(lists.status).toBe(400);
    expect(lists.body.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    let nested = 'name';
    for (let i = 0; i < 25; i++) nested = `ofType { ${nested} }`;
    const deep = await post(`{ __type(name: "User") { ${nested} } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors![0].extensions.code).toBe('SVC-GQL-4104');
  });

  it('refuses isOneOf next to data fields with a typed 400', async () => {
    const r = await post('{ me { id } __type(name: "Query") { name isOneOf } }');
    expect(r.status).toBe(400);
    expect(r.body.errors![0].extensions.code).toBe('SVC-VALID-4000');
  });

  it('refuses both alias attacks with SVC-GQL-4103 and keeps answering', async () => {
    const inTree = await post(`{ me { ${aliased(50, 'id')} } }`);
    expect(inTree.status).toBe(400);
    expect(inTree.body.errors![0].extensions.code).toBe('SVC-GQL-4103');
    expect(inTree.body.data).toBeUndefined();
    const atRoot = await post(`{ ${aliased(2000, '__typename')} }`);
    expect(atRoot.status).toBe(400);
    expect(atRoot.body.errors![0].extensions.code).toBe('SVC-GQL-4103');
    const fine = await post('{ me { id userId: id } t: __typename }');
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();
    expect(fine.body.data).toMatchObject({ t: 'Query' });
  });
});
