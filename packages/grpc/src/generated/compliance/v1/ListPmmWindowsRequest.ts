// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';

export interface ListPmmWindowsRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'first'?: (number);
  'after'?: (string);
  '_first'?: "first";
  '_after'?: "after";
}

export interface ListPmmWindowsRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'first'?: (number);
  'after'?: (string);
  '_first'?: "first";
  '_after'?: "after";
}
