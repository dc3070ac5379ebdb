// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';

export interface ListTemplatesRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'limit'?: (number);
  '_limit'?: "limit";
}

export interface ListTemplatesRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'limit'?: (number);
  '_limit'?: "limit";
}
