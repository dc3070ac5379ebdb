// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';
import type { PublishPromptTemplateInput as _prompts_v1_PublishPromptTemplateInput, PublishPromptTemplateInput__Output as _prompts_v1_PublishPromptTemplateInput__Output } from '../../prompts/v1/PublishPromptTemplateInput.ts';

export interface PublishTemplateRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'input'?: (_prompts_v1_PublishPromptTemplateInput | null);
}

export interface PublishTemplateRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'input': (_prompts_v1_PublishPromptTemplateInput__Output | null);
}
