// Original file: proto/agents/v1/agents.proto

import type { RequestContext as _agents_v1_RequestContext, RequestContext__Output as _agents_v1_RequestContext__Output } from '../../agents/v1/RequestContext.ts';

export interface GetRunReceiptRequest {
  'context'?: (_agents_v1_RequestContext | null);
  'cid'?: (string);
}

export interface GetRunReceiptRequest__Output {
  'context': (_agents_v1_RequestContext__Output | null);
  'cid': (string);
}
