// Original file: proto/prompts/v1/prompts.proto

import type { PromptDiff as _prompts_v1_PromptDiff, PromptDiff__Output as _prompts_v1_PromptDiff__Output } from '../../prompts/v1/PromptDiff.ts';

export interface DiffTemplatesResponse {
  'result'?: (_prompts_v1_PromptDiff | null);
}

export interface DiffTemplatesResponse__Output {
  'result': (_prompts_v1_PromptDiff__Output | null);
}
