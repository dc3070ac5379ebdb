// Original file: proto/compliance/v1/compliance.proto

import type { DsarKind as _compliance_v1_DsarKind, DsarKind__Output as _compliance_v1_DsarKind__Output } from '../../compliance/v1/DsarKind.ts';

export interface DsarRequestInput {
  'subject_ref'?: (string);
  'kind'?: (_compliance_v1_DsarKind);
  'ccpa_do_not_sell'?: (boolean);
  'received_at'?: (string);
  '_ccpa_do_not_sell'?: "ccpa_do_not_sell";
  '_received_at'?: "received_at";
}

export interface DsarRequestInput__Output {
  'subject_ref': (string);
  'kind': (_compliance_v1_DsarKind__Output);
  'ccpa_do_not_sell'?: (boolean);
  'received_at'?: (string);
  '_ccpa_do_not_sell'?: "ccpa_do_not_sell";
  '_received_at'?: "received_at";
}
