import { AppError, type Logger } from '@svc/core';
import {
  DateTimeScalar,
  JSONScalar,
  bindContract,
  createCursorCodec,
  failClosedOperation,
  hexId,
  list,
  nonNegativeInt,
  oneOf,
  opaqueId,
  optional,
  pageLimit,
  semver,
  servedOperation,
  slug,
  text,
  timeWindow,
  type ArgCheck,
  type Args,
  type Backend,
  type CallerIdentity,
  type CursorCodec,
  type OperationDeps,
  type SubgraphContext,
} from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { promptsContract } from '../clients/backend.ts';
import type { PolicyAuthoring } from '../clients/policy-authoring.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation {
  kind: 'query' | 'mutation';
  field: string;
  code: string;
  sampleArgs: string;
}

/**
 * The prompt registry and the guardrail distributor are outside this repository: until configured
 * their operations fail closed with SVC-PROMPT-NOT-WIRED and SVC-GUARDRAIL-NOT-WIRED. Policy
 * authoring is the platform's own, served by identity (../clients/policy-authoring.ts); without an
 * identity client (IDENTITY_GRPC_TARGET unset) it fails closed with SVC-SERVER-9001, signed policy
 * bundles included (the windowed `PolicyConnection.deniedCount` is the audit backend's:
 * SVC-AUDIT-NOT-WIRED). All after the caller and argument checks, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  {
    kind: 'query',
    field: 'promptTemplateVersions',
    code: 'SVC-PROMPT-NOT-WIRED',
    sampleArgs: '(slug: "support.greeting")',
  },
  { kind: 'query', field: 'promptTemplates', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  {
    kind: 'query',
    field: 'promptTemplateVersion',
    code: 'SVC-PROMPT-NOT-WIRED',
    sampleArgs: '(slug: "support.greeting", semver: "1.0.0")',
  },
  { kind: 'query', field: 'promptDeployments', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(slug: "support.greeting")' },
  {
    kind: 'query',
    field: 'activePromptDeployment',
    code: 'SVC-PROMPT-NOT-WIRED',
    sampleArgs: '(slug: "support.greeting", environment: "prod")',
  },
  { kind: 'query', field: 'promptDiff', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(fromCid: "00", toCid: "01")' },
  { kind: 'query', field: 'activeGuardrailBundle', code: 'SVC-GUARDRAIL-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'policyBundleVersions', code: 'SVC-SERVER-9001', sampleArgs: '(level: WORKSPACE)' },
  { kind: 'query', field: 'policies', code: 'SVC-SERVER-9001', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'policy', code: 'SVC-SERVER-9001', sampleArgs: '(policyId: "p_1")' },
  {
    kind: 'query',
    field: 'lintPolicy',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(source: "package svc", sourceFormat: REGO)',
  },
  {
    kind: 'query',
    field: 'previewPolicyDecision',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(input: {action: "svc:llm:model:invoke", resource: "orn:svc:llm:o:workspace:w:model/m"})',
  },
  {
    kind: 'mutation',
    field: 'publishPromptTemplate',
    code: 'SVC-PROMPT-NOT-WIRED',
    sampleArgs: '(input: {slug: "support.greeting", semver: "1.0.0", source: "Hello {{name}}"})',
  },
  {
    kind: 'mutation',
    field: 'deployPrompt',
    code: 'SVC-PROMPT-NOT-WIRED',
    sampleArgs: '(input: {slug: "support.greeting", environment: "prod", intent: "publish", targetCid: "00"})',
  },
  {
    kind: 'mutation',
    field: 'savePolicy',
    code: 'SVC-SERVER-9001',
    sampleArgs: '(input: {level: WORKSPACE, source: "package svc", sourceFormat: REGO})',
  },
  { kind: 'mutation', field: 'publishPolicyBundle', code: 'SVC-SERVER-9001', sampleArgs: '(level: WORKSPACE)' },
];

export interface PromptsResolverDeps {
  /** Clients of the configured prompt registry and guardrail distributor; absent: those operations fail closed. */
  backend?: Backend;
  /** The process's cursor codec (a random-key one when absent, e.g. in tests). */
  cursors?: CursorCodec;
  log?: Logger;
  /** Policy authoring through identity; absent: those operations fail closed with SVC-SERVER-9001. */
  policies?: PolicyAuthoring;
}

/** Longest template or policy source accepted, characters. */
const MAX_SOURCE_LENGTH = 256 * 1024;
/** The specification's deployment environments: `prod`, `staging`, `canary` or `x-<tenant-label>`. */
const environment = (v: string, argument: string) =>
  oneOf(v, argument, (s) => ['prod', 'staging', 'canary'].includes(s) || /^x-[a-z0-9][a-z0-9-]{0,62}$/.test(s));
const INTENTS = ['publish', 'canary', 'rollback', 'relabel'] as const;

function publishInput(a: Args): void {
  const { input } = a;
  slug(input.slug, 'input.slug');
  semver(input.semver, 'input.semver');
  text(input.source, 'input.source', MAX_SOURCE_LENGTH);
  optional(input.parents, (p: string[]) => list(p, 'input.parents', hexId, { max: 16 }));
}

function deployInput(a: Args): void {
  const { input } = a;
  slug(input.slug, 'input.slug');
  environment(input.environment, 'input.environment');
  oneOf(input.intent, 'input.intent', INTENTS);
  hexId(input.targetCid, 'input.targetCid');
  // The canary split is required exactly when the intent is `canary`.
  if ((input.intent === 'canary') !== (input.canary != null))
    throw new AppError('SVC-VALID-4000', 'input.canary is required exactly when intent is canary.', {
      argument: 'input.canary',
    });
  if (input.canary) {
    hexId(input.canary.baselineCid, 'input.canary.baselineCid');
    hexId(input.canary.candidateCid, 'input.canary.candidateCid');
    optional(input.canary.routingBundleCid, (v: string) => hexId(v, 'input.canary.routingBundleCid'));
    nonNegativeInt(input.canary.splitBps, 'input.canary.splitBps', 10_000);
  }
}

export function createResolvers(deps: PromptsResolverDeps = {}): Resolvers<SubgraphContext> {
  const ops: OperationDeps = { cursors: deps.cursors ?? createCursorCodec(), log: deps.log };
  const op = bindContract(promptsContract, ops, deps.backend);
  /** Served by identity through `deps.policies`; without it, SVC-SERVER-9001 after the same checks. */
  const authoring = <R>(
    name: string,
    check: ArgCheck,
    run: (p: PolicyAuthoring, a: Args, caller: CallerIdentity) => Promise<R>,
  ) =>
    deps.policies
      ? servedOperation(ops, check, (a, caller) => run(deps.policies!, a, caller))
      : failClosedOperation<R>(
          ops,
          'SVC-SERVER-9001',
          check,
          `policy authoring needs identity (IDENTITY_GRPC_TARGET); ${name} is unavailable`,
        );
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Query: {
      promptTemplateVersions: op('Query.promptTemplateVersions', (a) => void slug(a.slug)),
      promptTemplates: op('Query.promptTemplates', (a) => ({ ...a, limit: pageLimit(a.limit) })),
      promptTemplateVersion: op('Query.promptTemplateVersion', (a) => {
        slug(a.slug);
        semver(a.semver);
      }),
      promptDeployments: op('Query.promptDeployments', (a) => void slug(a.slug)),
      activePromptDeployment: op('Query.activePromptDeployment', (a) => {
        slug(a.slug);
        environment(a.environment, 'environment');
      }),
      promptDiff: op('Query.promptDiff', (a) => {
        hexId(a.fromCid, 'fromCid');
        hexId(a.toCid, 'toCid');
      }),
      activeGuardrailBundle: op('Query.activeGuardrailBundle'),
      policyBundleVersions: authoring(
        'policyBundleVersions',
        () => undefined,
        (p, a, caller) => p.bundleVersions(caller, a.level),
      ),
      policies: authoring(
        'policies',
        (a) => ({ ...a, limit: pageLimit(a.limit) }),
        async (p, a, caller) => {
          // identity answers every policy the caller may see (bounded there); pages are slices of
          // that list behind a cursor signed for this workspace and operation.
          const all = await p.list(caller);
          const from = a.pageToken ? Number(a.pageToken) : 0;
          const to = from + (a.limit as number);
          return {
            policies: all.slice(from, to),
            nextPageToken: to < all.length ? ops.cursors.mint(caller.workspaceId, 'Query.policies', String(to)) : '',
          };
        },
      ),
      policy: authoring(
        'policy',
        (a) => {
          opaqueId(a.policyId, 'policyId');
          optional(a.version, (v: number) => nonNegativeInt(v, 'version'));
        },
        (p, a, caller) => p.get(caller, a.policyId, a.version ?? null),
      ),
      lintPolicy: authoring(
        'lintPolicy',
        (a) => void text(a.source, 'source', MAX_SOURCE_LENGTH),
        (p, a, caller) => p.lint(caller, a.source, a.sourceFormat),
      ),
      previewPolicyDecision: authoring(
        'previewPolicyDecision',
        (a) => {
          text(a.input.action, 'input.action', 256);
          oneOf(a.input.resource, 'input.resource', (s) => s.startsWith('orn:svc:') && s.length <= 1024);
        },
        (p, a, caller) => p.preview(caller, a.input.action, a.input.resource),
      ),
    },
    Mutation: {
      publishPromptTemplate: op('Mutation.publishPromptTemplate', publishInput),
      deployPrompt: op('Mutation.deployPrompt', deployInput),
      savePolicy: authoring(
        'savePolicy',
        (a) => {
          optional(a.input.policyId, (v: string) => opaqueId(v, 'input.policyId'));
          text(a.input.source, 'input.source', MAX_SOURCE_LENGTH);
        },
        (p, a, caller) => p.save(caller, a.input),
      ),
      publishPolicyBundle: authoring(
        'publishPolicyBundle',
        () => undefined,
        (p, a, caller) => p.publishBundle(caller, a.level),
      ),
    },
    PolicyConnection: {
      deniedCount: failClosedOperation(ops, 'SVC-AUDIT-NOT-WIRED', (a) =>
        timeWindow(a.sinceTs, a.untilTs, ['sinceTs', 'untilTs']),
      ),
    },
  };
}
