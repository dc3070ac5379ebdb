/**
 * The prompt registry and the guardrail distributor (outside this repository) and the contract
 * they serve: proto/prompts/v1/prompts.proto. Targets: PROMPTS_BACKEND_TARGET for both, or
 * PROMPTS_PROMPT_BACKEND_TARGET / PROMPTS_GUARDRAIL_BACKEND_TARGET. Policy authoring is the
 * platform's own, not a backend's.
 */
import type { BackendContract } from '@svc/subgraph-kit';

const REGISTRY = 'prompts.v1.PromptRegistryService';
const GUARDRAIL = 'prompts.v1.GuardrailService';

export const promptsContract: BackendContract = {
  domain: 'prompts',
  protoPath: 'prompts/v1/prompts.proto',
  services: [
    { service: REGISTRY, notWired: 'SVC-PROMPT-NOT-WIRED' },
    { service: GUARDRAIL, notWired: 'SVC-GUARDRAIL-NOT-WIRED' },
  ],
  calls: {
    'Query.promptTemplateVersions': { service: REGISTRY, rpc: 'ListTemplateVersions' },
    'Query.promptTemplates': { service: REGISTRY, rpc: 'ListTemplates' },
    'Query.promptTemplateVersion': { service: REGISTRY, rpc: 'GetTemplateVersion' },
    'Query.promptDeployments': { service: REGISTRY, rpc: 'ListDeployments' },
    'Query.activePromptDeployment': { service: REGISTRY, rpc: 'GetActiveDeployment' },
    'Query.promptDiff': { service: REGISTRY, rpc: 'DiffTemplates' },
    'Mutation.publishPromptTemplate': { service: REGISTRY, rpc: 'PublishTemplate' },
    'Mutation.deployPrompt': { service: REGISTRY, rpc: 'Deploy' },
    'Query.activeGuardrailBundle': { service: GUARDRAIL, rpc: 'GetActiveBundle' },
  },
};
