// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';

export interface ListTemplateVersionsRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'slug'?: (string);
}

export interface ListTemplateVersionsRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'slug': (string);
}
