// Original file: proto/prompts/v1/prompts.proto

import type { CanarySpec as _prompts_v1_CanarySpec, CanarySpec__Output as _prompts_v1_CanarySpec__Output } from '../../prompts/v1/CanarySpec.ts';

export interface PromptDeployment {
  'canary'?: (_prompts_v1_CanarySpec | null);
  'claim_id'?: (string);
  'effective_ts'?: (string);
  'environment'?: (string);
  'intent'?: (string);
  'prior_cid'?: (string);
  'slug'?: (string);
  'target_cid'?: (string);
  'target_semver'?: (string);
  '_prior_cid'?: "prior_cid";
}

export interface PromptDeployment__Output {
  'canary': (_prompts_v1_CanarySpec__Output | null);
  'claim_id': (string);
  'effective_ts': (string);
  'environment': (string);
  'intent': (string);
  'prior_cid'?: (string);
  'slug': (string);
  'target_cid': (string);
  'target_semver': (string);
  '_prior_cid'?: "prior_cid";
}
