// Original file: proto/prompts/v1/prompts.proto

import type { CanarySpecInput as _prompts_v1_CanarySpecInput, CanarySpecInput__Output as _prompts_v1_CanarySpecInput__Output } from '../../prompts/v1/CanarySpecInput.ts';

export interface DeployPromptInput {
  'slug'?: (string);
  'environment'?: (string);
  'intent'?: (string);
  'target_cid'?: (string);
  'canary'?: (_prompts_v1_CanarySpecInput | null);
}

export interface DeployPromptInput__Output {
  'slug': (string);
  'environment': (string);
  'intent': (string);
  'target_cid': (string);
  'canary': (_prompts_v1_CanarySpecInput__Output | null);
}
