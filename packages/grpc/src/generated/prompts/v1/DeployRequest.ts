// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';
import type { DeployPromptInput as _prompts_v1_DeployPromptInput, DeployPromptInput__Output as _prompts_v1_DeployPromptInput__Output } from '../../prompts/v1/DeployPromptInput.ts';

export interface DeployRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'input'?: (_prompts_v1_DeployPromptInput | null);
}

export interface DeployRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'input': (_prompts_v1_DeployPromptInput__Output | null);
}
