/**
 * The root-fetch fast path must answer exactly as @apollo/gateway's executor does. Each case runs
 * the same request twice through the real supergraph with canned subgraph answers: the first
 * execution goes through Apollo (which plans it and hands the plan over), the second through the
 * fast path when the plan qualifies; the two responses must be identical, key order included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { PlanExecutor } from './plan-executor.ts';
import { declareScopeEnforcement } from '../policy/scope-requirements.ts';

type Answer = Record<string, unknown> | Error;
let answers: Record<string, Answer> = {};
const sent: { service: string; query: string; variables: unknown; operationName?: string }[] = [];
const source = (service: string): GraphQLDataSource => ({
  async process({ request }) {
    sent.push({ service, query: request.query!, variables: request.variables, operationName: request.operationName });
    const a = answers[service];
    if (!a) throw new Error(`no canned answer for ${service}`);
    if (a instanceof Error) throw a;
    return structuredClone(a);
  },
});

let gateway: ApolloGateway;
let schema: GraphQLSchema;
let execute: ApolloGateway['executor'];
let apolloCalls = 0;

beforeAll(async () => {
  declareScopeEnforcement(); // as the gateway does: it enforces the supergraph's @requiresScopes itself
  const plans = new PlanExecutor(true);
  gateway = new ApolloGateway({
    supergraphSdl: readFileSync(join(import.meta.dirname, '../../../supergraph.graphql'), 'utf8'),
    buildService: ({ name }) => source(name),
    experimental_didResolveQueryPlan: plans.didResolveQueryPlan,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  const loaded = await gateway.load();
  schema = loaded.schema;
  execute = plans.executorFor((rc) => {
    apolloCalls++;
    return loaded.executor(rc);
  });
});
afterAll(() => gateway.stop());

async function run(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const document = parse(query);
  const operation = getOperationAST(document, operationName)!;
  const rc = (n: number) => ({
    request: { query, variables, operationName, http: { method: 'POST', headers: new Map(), url: '/graphql' } },
    document,
    operation,
    operationName: operation.name?.value ?? null,
    queryHash: `h${n}${query}`,
    schema,
    context: { requestId: 'r' },
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    metrics: {},
  });
  const before = apolloCalls;
  sent.length = 0;
  const first = await execute(rc(1) as never);
  const firstSent = [...sent].sort((a, b) => a.service.localeCompare(b.service));
  sent.length = 0;
  const second = await execute(rc(2) as never);
  const secondSent = [...sent].sort((a, b) => a.service.localeCompare(b.service));
  return {
    apollo: JSON.stringify(first),
    fast: JSON.stringify(second),
    usedFastPath: apolloCalls - before === 1,
    firstSent,
    secondSent,
  };
}

const plans = [
  { code: 'FREE', name: 'Free', priceCents: 0 },
  { code: 'PRO', name: 'Pro', priceCents: 4900 },
];
const models = [{ id: 'm1', name: 'One' }];

describe('root-fetch fast path', () => {
  it('answers the two-subgraph query as Apollo does, with the same subgraph requests', async () => {
    answers = { billing: { data: { publicPlans: plans } }, inference: { data: { models } } };
    const r = await run('{ publicPlans { code name priceCents } models { id name } }');
    expect(r.usedFastPath).toBe(true);
    expect(r.fast).toBe(r.apollo);
    expect(r.secondSent).toEqual(r.firstSent);
    expect(JSON.parse(r.fast)).toEqual({ data: { publicPlans: plans, models } });
  });

  it('keeps the client order of root fields, aliases and fragments', async () => {
    answers = {
      billing: { data: { p: plans.map(({ code, name }) => ({ code, label: name })) } },
      inference: { data: { models } },
    };
    const r = await run(
      'query Q { models { ...M } p: publicPlans { code label: name } } fragment M on Model { id name }',
      {},
      'Q',
    );
    expect(r.usedFastPath).toBe(true);
    expect(r.fast).toBe(r.apollo);
    expect(Object.keys(JSON.parse(r.fast).data)).toEqual(['models', 'p']);
  });

  it('keeps subgraph errors with their path and extensions, and nulls a failed non-null root field', async () => {
    answers = {
      billing: { data: { publicPlans: plans } },
      inference: {
        data: null,
        errors: [
          {
            message: 'not wired',
            path: ['models'],
            locations: [{ line: 1, column: 3 }],
            extensions: { code: 'SVC-INFERENCE-NOT-WIRED', detail: 1 },
          },
        ],
      },
    };
    const r = await run('{ publicPlans { code } models { id } }');
    expect(r.usedFastPath).toBe(true);
    expect(r.fast).toBe(r.apollo);
    const body = JSON.parse(r.fast);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        message: 'not wired',
        path: ['models'],
        extensions: { code: 'SVC-INFERENCE-NOT-WIRED', detail: 1, serviceName: 'inference' },
      },
    ]);
  });

  it('gives errors without a code DOWNSTREAM_SERVICE_ERROR and a nullable root field null', async () => {
    answers = { inference: { data: { model: null }, errors: [{ message: '', path: ['model'] }] } };
    const r = await run('query($id: ID!) { model(id: $id) { id name } }', { id: 'm1' });
    expect(r.usedFastPath).toBe(true);
    expect(r.fast).toBe(r.apollo);
    expect(JSON.parse(r.fast).data).toEqual({ model: null });
    expect(r.secondSent).toEqual(r.firstSent);
  });

  it('reports what a data source threw as Apollo does', async () => {
    answers = { billing: { data: { publicPlans: plans } }, inference: new Error('subgraph inference is unreachable') };
    const r = await run('{ models { id } publicPlans { code } }');
    expect(r.usedFastPath).toBe(true);
    expect(r.fast).toBe(r.apollo);
  });

  it('rejects bad variables before any fetch, as Apollo does', async () => {
    answers = { inference: { data: { model: null } } };
    await run('query($id: ID!) { model(id: $id) { id } }', { id: 'm1' });
    const r = await run('query($id: ID!) { model(id: $id) { id } }', {});
    expect(r.fast).toBe(r.apollo);
    expect(r.secondSent).toEqual([]);
  });

  it('leaves directives, root __typename and multi-step plans to Apollo', async () => {
    answers = { billing: { data: { publicPlans: plans } }, inference: { data: { models } } };
    for (const q of [
      'query($x: Boolean!) { publicPlans { code @include(if: $x) } }',
      '{ __typename publicPlans { code } }',
    ]) {
      const r = await run(q, { x: true });
      expect(r.usedFastPath, q).toBe(false);
      expect(r.fast).toBe(r.apollo);
    }
    // two subgraphs' mutation fields: a Sequence, run in order
    answers = {
      billing: { data: { resumeSubscription: { cancelAtPeriodEnd: false } } },
      iam: { data: { resendVerificationEmail: { success: true } } },
    };
    const m = await run(
      'mutation { resumeSubscription { cancelAtPeriodEnd } resendVerificationEmail(email: "a@b.c") { success } }',
    );
    expect(m.usedFastPath).toBe(false);
    expect(m.fast).toBe(m.apollo);
  });

  it('answers introspection-only operations from the API schema, isOneOf included, without Apollo', async () => {
    answers = {};
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const r = await run(query);
    expect(r.firstSent).toEqual([]);
    const body = JSON.parse(r.fast) as { data: IntrospectionQuery; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(r.fast).toBe(r.apollo);
    const client = buildClientSchema(body.data);
    expect(Object.keys(client.getQueryType()!.getFields())).toEqual(Object.keys(schema.getQueryType()!.getFields()));
    const before = apolloCalls;
    const t = await run(
      'query T($n: String!) { ...F __typename } fragment F on Query { __type(name: $n) { name isOneOf } }',
      { n: 'Query' },
      'T',
    );
    expect(apolloCalls).toBe(before);
    expect(JSON.parse(t.fast)).toEqual({ data: { __type: { name: 'Query', isOneOf: null }, __typename: 'Query' } });
  });

  it('refuses isOneOf next to data fields with a typed error, which Apollo cannot plan', async () => {
    answers = { billing: { data: { publicPlans: plans } } };
    await expect(run('{ publicPlans { code } __type(name: "Query") { isOneOf } }')).rejects.toMatchObject({
      code: 'SVC-VALID-4000',
    });
    // introspection without isOneOf next to data fields still goes through Apollo
    const r = await run('{ publicPlans { code } __type(name: "Query") { name } }');
    expect(JSON.parse(r.fast)).toEqual({
      data: { publicPlans: plans.map(({ code }) => ({ code })), __type: { name: 'Query' } },
    });
  });
});
