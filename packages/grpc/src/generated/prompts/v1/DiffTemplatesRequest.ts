// Original file: proto/prompts/v1/prompts.proto

import type { RequestContext as _prompts_v1_RequestContext, RequestContext__Output as _prompts_v1_RequestContext__Output } from '../../prompts/v1/RequestContext.ts';

export interface DiffTemplatesRequest {
  'context'?: (_prompts_v1_RequestContext | null);
  'from_cid'?: (string);
  'to_cid'?: (string);
}

export interface DiffTemplatesRequest__Output {
  'context': (_prompts_v1_RequestContext__Output | null);
  'from_cid': (string);
  'to_cid': (string);
}
