// Original file: proto/prompts/v1/prompts.proto

import type { PromptDeployment as _prompts_v1_PromptDeployment, PromptDeployment__Output as _prompts_v1_PromptDeployment__Output } from '../../prompts/v1/PromptDeployment.ts';

export interface ListDeploymentsResponse {
  'result'?: (_prompts_v1_PromptDeployment)[];
}

export interface ListDeploymentsResponse__Output {
  'result': (_prompts_v1_PromptDeployment__Output)[];
}
