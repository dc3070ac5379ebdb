/**
 * The composed supergraph carries every object type of the specification with exactly the
 * specified fields, types and nullability (test/fixtures/spec-object-types.json, extracted from
 * Documents 2 and 3 by scripts/extract-spec-types.ts). Also checks, per subgraph, that every root
 * operation has a resolver, and that each operation listed in NOT_WIRED_OPERATIONS accepts its
 * sample arguments and fails closed with its code (after the caller check) without data.
 */
import { fileURLToPath } from 'node:url';
import { AppError } from '@svc/core';
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { createRequire } from 'node:module';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { SubgraphContext } from '@svc/subgraph-kit';
import * as inference from '../subgraphs/inference/src/resolvers/index.ts';
import * as billing from '../subgraphs/billing/src/resolvers/index.ts';
import { loadPlanCatalogue } from '../subgraphs/billing/src/services/plan-catalogue.ts';
import * as iam from '../subgraphs/iam/src/resolvers/index.ts';
import * as audit from '../subgraphs/audit/src/resolvers/index.ts';
import * as compliance from '../subgraphs/compliance/src/resolvers/index.ts';
import * as receipts from '../subgraphs/receipts/src/resolvers/index.ts';
import * as memory from '../subgraphs/memory/src/resolvers/index.ts';
import * as agents from '../subgraphs/agents/src/resolvers/index.ts';
import * as prompts from '../subgraphs/prompts/src/resolvers/index.ts';
import type { IamService } from '../subgraphs/iam/src/clients/identity.ts';

// @apollo/composition and @apollo/subgraph load graphql through require(); use that same instance
// (an ESM import would be a second realm and graphql's instanceof checks would reject its types).
const { execute, getNamedType, isCompositeType, isObjectType, parse, subscribe, validate } = createRequire(
  import.meta.url,
)('graphql') as typeof import('graphql');

const ROOT = join(import.meta.dirname, '..');
const NAMES = [
  'inference',
  'billing',
  'iam',
  'audit',
  'compliance',
  'receipts',
  'memory',
  'agents',
  'prompts',
] as const;
type Name = (typeof NAMES)[number];
const sdl = (n: Name) => readFileSync(join(ROOT, 'subgraphs', n, 'schema.graphql'), 'utf8');
const fixture = JSON.parse(readFileSync(join(ROOT, 'test', 'fixtures', 'spec-object-types.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;

function composedApiSchema(): GraphQLSchema {
  const result = composeServices(
    NAMES.map((name) => ({ name, url: `http://${name}.invalid/graphql`, typeDefs: parse(sdl(name)) })),
  );
  if (result.errors) throw new Error(`composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  return result.schema.toAPISchema().toGraphQLJSSchema();
}

describe('supergraph object types match the specification', () => {
  const api = composedApiSchema();

  it('has all 199 object types of the specification', () => {
    expect(Object.keys(fixture)).toHaveLength(199);
    const missing = Object.keys(fixture).filter((t) => !isObjectType(api.getType(t)));
    expect(missing).toEqual([]);
  });

  it('has every specified field with exactly the specified type and nullability', () => {
    const mismatches: string[] = [];
    for (const [typeName, fields] of Object.entries(fixture)) {
      const type = api.getType(typeName);
      if (!isObjectType(type)) continue; // reported above
      const actual = type.getFields();
      for (const [field, expected] of Object.entries(fields)) {
        const got = actual[field] ? String(actual[field].type) : '(missing)';
        if (got !== expected) mismatches.push(`${typeName}.${field}: expected ${expected}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('adds no fields the specification does not list to its object types, but the ...Exact twins of its Int money', () => {
    const extra: string[] = [];
    for (const [typeName, fields] of Object.entries(fixture)) {
      const type = api.getType(typeName);
      if (!isObjectType(type)) continue;
      for (const [f, def] of Object.entries(type.getFields())) {
        if (f in fields) continue;
        // Document 2: legacy Int money can overflow and an `...Exact` string twin is authoritative;
        // the billing subgraph adds one to each Int amount the specification gives none.
        const legacy = f.endsWith('Exact') ? fields[f.slice(0, -'Exact'.length)] : undefined;
        if (legacy === 'Int' && String(def.type) === 'String') continue;
        if (legacy === 'Int!' && String(def.type) === 'String!') continue;
        extra.push(`${typeName}.${f}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it('names every operation of Document 1 with its kind and return type', () => {
    const q = api.getQueryType()!.getFields();
    const m = api.getMutationType()!.getFields();
    const s = api.getSubscriptionType()!.getFields();
    const expected: [Record<string, { type: unknown }>, string, string][] = [
      [q, 'publicPlans', '[PublicPlan!]!'],
      [m, 'resendVerificationEmail', 'ResendVerificationEmailResult!'],
      [q, 'me', 'User!'],
      [q, 'workspace', 'Workspace'],
      [s, 'chatCompletionStream', 'ChatCompletionChunk!'],
      [s, 'inferenceStream', 'InferenceStreamChunk!'],
      [m, 'createApiKey', 'CreateApiKeyResult!'],
      [m, 'rotateApiKey', 'CreateApiKeyResult!'],
      [q, 'providerHealth', '[ProviderHealth!]!'],
      [q, 'routingDecision', 'RoutingDecision!'],
      [q, 'receipt', 'Receipt'],
      [q, 'receipts', 'ReceiptConnection!'],
      [q, 'auditEvents', 'AuditEventsPage!'],
      [q, 'oirTrustAnchors', 'OirTrustAnchors!'],
      [q, 'projectInferenceReceipt', 'OirReceiptProjection!'],
      [q, 'verifyOadrAdmission', 'OadrAdmissionVerdict!'],
      [q, 'oadrAdmissionReceipt', 'OadrAdmissionReceipt'],
      [q, 'verifyOcarTrustMode', 'OcarVerificationVerdict!'],
      [m, 'promoteOcarTrustConfig', 'OcarTrustConfig!'],
      [q, 'ocnpRevokedLeases', 'OcnpRevokedLeaseConnection!'],
      [m, 'revokeOcnpLease', 'RevokeOcnpLeaseResult!'],
      [m, 'submitEvalRun', 'EvalReceipt!'],
      [q, 'verifyEvalReceipt', 'EvalReceiptVerdict!'],
      [m, 'exportMemoryArchive', 'ExportMemoryArchivePayload!'],
      [m, 'importMemoryArchive', 'ImportMemoryArchivePayload!'],
      [m, 'mergeMemoryArchives', 'MergeMemoryArchivesPayload!'],
      [m, 'verifyMergeReceipt', 'VerifyMergeReceiptPayload!'],
      [m, 'requestDomainVerification', 'DomainVerification!'],
      [q, 'checkDomainVerification', 'DomainVerification!'],
      [m, 'executeErasure', 'ErasureFulfilment!'],
      [q, 'otccCertificate', 'OtccCertificate'],
      [q, 'eligibleDefaultProviders', '[EligibleDefaultProvider!]!'],
      [q, 'amgateDecisions', 'AmgateDecisionConnection!'],
    ];
    const wrong = expected
      .filter(([root, f, t]) => String(root[f]?.type) !== t)
      .map(([, f, t]) => `${f}: expected ${t}`);
    expect(wrong).toEqual([]);
    // The gated-decision list's arguments, and the windowed counts'.
    expect(
      api
        .getQueryType()!
        .getFields()
        .amgateDecisions.args.map((a) => `${a.name}: ${a.type}`),
    ).toEqual(['cursor: String', 'limit: Int', 'since: DateTime', 'until: DateTime']);
    const windowed = (t: string, f: string) =>
      (api.getType(t) as GraphQLObjectType).getFields()[f].args.map((a) => a.name);
    expect(windowed('PolicyConnection', 'deniedCount')).toEqual(['sinceTs', 'untilTs']);
    expect(windowed('ReceiptConnection', 'totalCount')).toEqual(['sinceTs', 'untilTs']);
    expect(windowed('ReceiptConnection', 'invalidCount')).toEqual(['sinceTs', 'untilTs']);
  });

  it('takes no workspace argument on any operation', () => {
    const offenders: string[] = [];
    for (const root of [api.getQueryType(), api.getMutationType(), api.getSubscriptionType()]) {
      for (const f of Object.values(root!.getFields())) {
        for (const a of f.args) if (/workspace/i.test(a.name)) offenders.push(`${root!.name}.${f.name}(${a.name})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

interface Op {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/** Root fields served with real data (not fail-closed). */
const SERVED: Record<Name, string[]> = {
  inference: ['models', 'model'],
  billing: ['publicPlans'],
  iam: [...iam.SERVED_OPERATIONS],
  audit: [],
  compliance: [],
  receipts: [],
  memory: [],
  agents: [],
  prompts: [],
};
/** Fail-closed operations that run before any credential exists, so skip the caller check. */
const NO_CALLER_CHECK = new Set(['iam.resendVerificationEmail', 'iam.signUp']);

const SUBGRAPHS: Record<Name, { resolvers: unknown; ops: Op[] }> = {
  inference: { resolvers: inference.createResolvers({ providers: [] }), ops: inference.NOT_WIRED_OPERATIONS },
  billing: {
    resolvers: billing.createResolvers({
      plans: loadPlanCatalogue(fileURLToPath(new URL('../subgraphs/billing/catalogue/plans.json', import.meta.url))),
    }),
    ops: billing.NOT_WIRED_OPERATIONS,
  },
  iam: { resolvers: iam.createResolvers({} as IamService), ops: iam.NOT_WIRED_OPERATIONS },
  audit: { resolvers: audit.createResolvers(), ops: audit.NOT_WIRED_OPERATIONS },
  compliance: { resolvers: compliance.createResolvers(), ops: compliance.NOT_WIRED_OPERATIONS },
  receipts: { resolvers: receipts.createResolvers(), ops: receipts.NOT_WIRED_OPERATIONS },
  memory: { resolvers: memory.createResolvers(), ops: memory.NOT_WIRED_OPERATIONS },
  agents: { resolvers: agents.createResolvers(), ops: agents.NOT_WIRED_OPERATIONS },
  prompts: { resolvers: prompts.createResolvers(), ops: prompts.NOT_WIRED_OPERATIONS },
};

const caller = { userId: 'u_1', orgId: 'o_1', workspaceId: 'w_1', clientId: null, tokenId: null, actingUserId: null };
const ctx = (withCaller: boolean): SubgraphContext => ({ requestId: 'test', caller: withCaller ? caller : null });

function document(schema: GraphQLSchema, op: Op) {
  const root = op.kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[op.field];
  const selection = field && isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return parse(`${op.kind} { ${op.field}${op.sampleArgs}${selection} }`);
}

function errorCode(err: { originalError?: unknown } | undefined): string | undefined {
  return (err?.originalError as { code?: string } | undefined)?.code;
}

describe.each(NAMES)('subgraph %s root operations', (name) => {
  const { resolvers, ops } = SUBGRAPHS[name];
  const schema = buildSubgraphSchema([
    { typeDefs: parse(sdl(name)), resolvers: resolvers as GraphQLResolverMap<SubgraphContext> },
  ]);
  const map = resolvers as Record<string, Record<string, unknown> | undefined>;

  it('has a resolver for every root field, and lists every unserved one in NOT_WIRED_OPERATIONS', () => {
    const problems: string[] = [];
    const listed = new Set(ops.map((o) => `${o.kind}.${o.field}`));
    for (const [kind, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      const typeName = kind === 'query' ? 'Query' : 'Mutation';
      for (const f of Object.keys(type?.getFields() ?? {})) {
        if (f.startsWith('_')) continue; // federation's _service and _entities
        if (typeof map[typeName]?.[f] !== 'function') problems.push(`no resolver for ${typeName}.${f}`);
        if (!SERVED[name].includes(f) && !listed.has(`${kind}.${f}`))
          problems.push(`${typeName}.${f} is neither served nor in NOT_WIRED_OPERATIONS`);
      }
    }
    for (const o of ops)
      if (!(o.kind === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[o.field])
        problems.push(`listed ${o.kind} ${o.field} is not in the schema`);
    expect(problems).toEqual([]);
  });

  it.each(ops.map((o) => [`${o.kind} ${o.field}`, o] as const))(
    '%s accepts its sample arguments and fails closed',
    async (_label, op) => {
      const doc = document(schema, op);
      expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
      const result = await execute({ schema, document: doc, contextValue: ctx(true) });
      expect(result.data?.[op.field] ?? null).toBeNull();
      expect(result.errors?.length).toBe(1);
      expect(errorCode(result.errors?.[0])).toBe(op.code);
      if (!NO_CALLER_CHECK.has(`${name}.${op.field}`)) {
        const anonymous = await execute({ schema, document: doc, contextValue: ctx(false) });
        expect(errorCode(anonymous.errors?.[0])).toBe('SVC-AUTH-1000');
      }
    },
  );

  if (name === 'inference') {
    it.each(['chatCompletionStream', 'inferenceStream'])(
      'subscription %s fails closed with SVC-INFERENCE-NOT-WIRED when no provider is configured',
      async (field) => {
        const input =
          field === 'chatCompletionStream' ? '{model: "m", messages: [{role: USER, content: "hi"}]}' : '{prompt: "hi"}';
        const doc = parse(`subscription { ${field}(input: ${input}) { __typename } }`);
        expect(validate(schema, doc)).toEqual([]);
        const result = (await subscribe({ schema, document: doc, contextValue: ctx(true) })) as {
          errors?: { originalError?: unknown }[];
        };
        expect(errorCode(result.errors?.[0])).toBe('SVC-INFERENCE-NOT-WIRED');
      },
    );
  }
});

describe('served operations keep working', () => {
  it('billing publicPlans is served from the catalogue without a caller', async () => {
    const plan = {
      code: 'FREE',
      name: 'Free',
      billingPeriod: 'monthly',
      currency: 'USD',
      priceCents: 0,
      annualSavingsBasisPoints: null,
      auditRetentionDays: 30,
      includedRequests: 1000,
      includedUsers: 1,
      includedWorkspaces: 1,
      pricingVersion: 1,
      priceVersionId: null,
      description: null,
      features: [],
      includedTokens: null,
      requestOveragePriceMicrocents: null,
      tokenOveragePriceMicrocents: null,
    };
    const schema = buildSubgraphSchema([
      {
        typeDefs: parse(sdl('billing')),
        resolvers: billing.createResolvers({
          plans: { version: 1, publicPlans: () => [plan] },
        }) as GraphQLResolverMap<SubgraphContext>,
      },
    ]);
    const result = await execute({
      schema,
      document: parse('{ publicPlans { code priceCents includedRequests priceVersionId } }'),
      contextValue: ctx(false),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      publicPlans: [{ code: 'FREE', priceCents: 0, includedRequests: 1000, priceVersionId: null }],
    });
  });

  it('inference models and model(id) come from configured providers; a configured price is not a verified signed row', async () => {
    const providers = [
      {
        id: 'p1',
        baseUrl: 'https://llm.example.com/v1',
        currency: 'USD',
        pricesAsOf: null,
        models: [{ id: 'm1', name: 'M1', inputPerMillion: '1.5', outputPerMillion: '2', cacheReadPerMillion: null }],
      },
    ];
    const schema = buildSubgraphSchema([
      {
        typeDefs: parse(sdl('inference')),
        resolvers: inference.createResolvers({ providers }) as GraphQLResolverMap<SubgraphContext>,
      },
    ]);
    const q =
      '{ models { id provider contextWindow price { inputPerMillion signatureVerified source } } model(id: "m1") { id } missing: model(id: "nope") { id } }';
    const result = await execute({ schema, document: parse(q), contextValue: ctx(true) });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      models: [
        {
          id: 'm1',
          provider: 'p1',
          contextWindow: null,
          price: { inputPerMillion: '1.5', signatureVerified: false, source: null },
        },
      ],
      model: { id: 'm1' },
      missing: null,
    });
  });

  it('iam organization relations fail closed on their own, leaving the organization', async () => {
    const org = {
      id: 'o_1',
      name: 'Acme',
      plan: 'FREE',
      slug: 'acme',
      status: 'ACTIVE',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      description: null,
      logoUrl: null,
    };
    const svc = {
      organization: async () => org,
      members: async () => {
        throw new AppError('SVC-SERVER-9001');
      },
    } as unknown as IamService;
    const schema = buildSubgraphSchema([
      { typeDefs: parse(sdl('iam')), resolvers: iam.createResolvers(svc) as GraphQLResolverMap<SubgraphContext> },
    ]);
    const result = await execute({
      schema,
      document: parse('{ organization { id name members { id } } }'),
      contextValue: ctx(true),
    });
    expect(result.data).toEqual({ organization: { id: 'o_1', name: 'Acme', members: null } });
    expect(errorCode(result.errors?.[0])).toBe('SVC-SERVER-9001');
  });
});
