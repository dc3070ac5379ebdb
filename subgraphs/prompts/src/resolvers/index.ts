import { AppError } from '@svc/core';
import { DateTimeScalar, JSONScalar, notWired, requireCaller, type SubgraphContext } from '@svc/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A root operation that fails closed, with arguments that are valid for it (for gateway tests). */
export interface NotWiredOperation { kind: 'query' | 'mutation'; field: string; code: string; sampleArgs: string }

type NotWiredCode = `SVC-${string}-NOT-WIRED`;

/**
 * The prompt registry and the guardrail distributor are outside this repository: until configured
 * their operations fail closed with SVC-PROMPT-NOT-WIRED and SVC-GUARDRAIL-NOT-WIRED. Policy
 * authoring is the platform's own but not built yet: SVC-SERVER-9001 (the windowed
 * `PolicyConnection.deniedCount` is the audit backend's: SVC-AUDIT-NOT-WIRED). All after the
 * caller check, returning no data.
 */
export const NOT_WIRED_OPERATIONS: NotWiredOperation[] = [
  { kind: 'query', field: 'promptTemplateVersions', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(slug: "support.greeting")' },
  { kind: 'query', field: 'promptTemplates', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'promptTemplateVersion', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(slug: "support.greeting", semver: "1.0.0")' },
  { kind: 'query', field: 'promptDeployments', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(slug: "support.greeting")' },
  { kind: 'query', field: 'activePromptDeployment', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(slug: "support.greeting", environment: "prod")' },
  { kind: 'query', field: 'promptDiff', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(fromCid: "00", toCid: "01")' },
  { kind: 'query', field: 'activeGuardrailBundle', code: 'SVC-GUARDRAIL-NOT-WIRED', sampleArgs: '' },
  { kind: 'query', field: 'policyBundleVersions', code: 'SVC-SERVER-9001', sampleArgs: '(level: WORKSPACE)' },
  { kind: 'query', field: 'policies', code: 'SVC-SERVER-9001', sampleArgs: '(limit: 10)' },
  { kind: 'query', field: 'policy', code: 'SVC-SERVER-9001', sampleArgs: '(policyId: "p_1")' },
  { kind: 'query', field: 'lintPolicy', code: 'SVC-SERVER-9001', sampleArgs: '(source: "package svc", sourceFormat: REGO)' },
  { kind: 'query', field: 'previewPolicyDecision', code: 'SVC-SERVER-9001', sampleArgs: '(input: {action: "svc:llm:model:invoke", resource: "orn:svc:llm:o:workspace:w:model/m"})' },
  { kind: 'mutation', field: 'publishPromptTemplate', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(input: {slug: "support.greeting", semver: "1.0.0", source: "Hello {{name}}"})' },
  { kind: 'mutation', field: 'deployPrompt', code: 'SVC-PROMPT-NOT-WIRED', sampleArgs: '(input: {slug: "support.greeting", environment: "prod", intent: "publish", targetCid: "00"})' },
  { kind: 'mutation', field: 'savePolicy', code: 'SVC-SERVER-9001', sampleArgs: '(input: {level: WORKSPACE, source: "package svc", sourceFormat: REGO})' },
  { kind: 'mutation', field: 'publishPolicyBundle', code: 'SVC-SERVER-9001', sampleArgs: '(level: WORKSPACE)' },
];

const failClosed = (code: NotWiredCode) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  return notWired(code);
};

/** Fails closed: the operation is the platform's own but not built yet. */
const notYet = (op: string) => (_r: unknown, _a: unknown, ctx: SubgraphContext): never => {
  requireCaller(ctx);
  throw new AppError('SVC-SERVER-9001', `prompts operation ${op} is not available yet`);
};

export function createResolvers(): Resolvers<SubgraphContext> {
  const prompt = failClosed('SVC-PROMPT-NOT-WIRED');
  return {
    DateTime: DateTimeScalar,
    JSON: JSONScalar,
    Query: {
      promptTemplateVersions: prompt,
      promptTemplates: prompt,
      promptTemplateVersion: prompt,
      promptDeployments: prompt,
      activePromptDeployment: prompt,
      promptDiff: prompt,
      activeGuardrailBundle: failClosed('SVC-GUARDRAIL-NOT-WIRED'),
      policyBundleVersions: notYet('policyBundleVersions'),
      policies: notYet('policies'),
      policy: notYet('policy'),
      lintPolicy: notYet('lintPolicy'),
      previewPolicyDecision: notYet('previewPolicyDecision'),
    },
    Mutation: {
      publishPromptTemplate: prompt,
      deployPrompt: prompt,
      savePolicy: notYet('savePolicy'),
      publishPolicyBundle: notYet('publishPolicyBundle'),
    },
    PolicyConnection: {
      deniedCount: failClosed('SVC-AUDIT-NOT-WIRED'),
    },
  };
}
