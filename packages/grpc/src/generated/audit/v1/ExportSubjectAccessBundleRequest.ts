// Original file: proto/audit/v1/audit.proto

import type { RequestContext as _audit_v1_RequestContext, RequestContext__Output as _audit_v1_RequestContext__Output } from '../../audit/v1/RequestContext.ts';

export interface ExportSubjectAccessBundleRequest {
  'context'?: (_audit_v1_RequestContext | null);
  'subject_ref'?: (string);
}

export interface ExportSubjectAccessBundleRequest__Output {
  'context': (_audit_v1_RequestContext__Output | null);
  'subject_ref': (string);
}
