// Original file: proto/compliance/v1/compliance.proto

import type { RequestContext as _compliance_v1_RequestContext, RequestContext__Output as _compliance_v1_RequestContext__Output } from '../../compliance/v1/RequestContext.ts';

export interface GetA12crManifestRequest {
  'context'?: (_compliance_v1_RequestContext | null);
  'system_id'?: (string);
  'from_ts'?: (string);
  'until_ts'?: (string);
}

export interface GetA12crManifestRequest__Output {
  'context': (_compliance_v1_RequestContext__Output | null);
  'system_id': (string);
  'from_ts': (string);
  'until_ts': (string);
}
