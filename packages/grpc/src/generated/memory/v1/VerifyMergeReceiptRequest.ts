// Original file: proto/memory/v1/memory.proto

import type { RequestContext as _memory_v1_RequestContext, RequestContext__Output as _memory_v1_RequestContext__Output } from '../../memory/v1/RequestContext.ts';

export interface VerifyMergeReceiptRequest {
  'context'?: (_memory_v1_RequestContext | null);
  'merge_receipt_b64'?: (string);
}

export interface VerifyMergeReceiptRequest__Output {
  'context': (_memory_v1_RequestContext__Output | null);
  'merge_receipt_b64': (string);
}
