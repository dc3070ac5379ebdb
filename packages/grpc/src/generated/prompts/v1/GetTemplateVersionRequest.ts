// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';

export interface GetTemplateVersionRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'slug'?: (string);
  'semver'?: (string);
}

export interface GetTemplateVersionRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'slug': (string);
  'semver': (string);
}
