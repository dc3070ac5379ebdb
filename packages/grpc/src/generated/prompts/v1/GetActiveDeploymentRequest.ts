// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';

export interface GetActiveDeploymentRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'slug'?: (string);
  'environment'?: (string);
}

export interface GetActiveDeploymentRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'slug': (string);
  'environment': (string);
}
