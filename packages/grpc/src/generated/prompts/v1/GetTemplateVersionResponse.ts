// Original file: proto/prompts/v1/prompts.proto

import type { PromptTemplateVersion as _prompts_v1_PromptTemplateVersion, PromptTemplateVersion__Output as _prompts_v1_PromptTemplateVersion__Output } from '../../prompts/v1/PromptTemplateVersion.ts';

export interface GetTemplateVersionResponse {
  'result'?: (_prompts_v1_PromptTemplateVersion | null);
}

export interface GetTemplateVersionResponse__Output {
  'result': (_prompts_v1_PromptTemplateVersion__Output | null);
}
