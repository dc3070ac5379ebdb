// Original file: proto/compliance/v1/compliance.proto

import type { PmmrAggregates as _compliance_v1_PmmrAggregates, PmmrAggregates__Output as _compliance_v1_PmmrAggregates__Output } from '../../compliance/v1/PmmrAggregates.ts';
import type { PmmrIncidentFlags as _compliance_v1_PmmrIncidentFlags, PmmrIncidentFlags__Output as _compliance_v1_PmmrIncidentFlags__Output } from '../../compliance/v1/PmmrIncidentFlags.ts';

export interface PmmrDetail {
  'aggregates'?: (_compliance_v1_PmmrAggregates | null);
  'annex_iii_category'?: (string);
  'disclosure_cid'?: (string);
  'disclosure_url'?: (string);
  'from_ts'?: (string);
  'incident_flags'?: (_compliance_v1_PmmrIncidentFlags | null);
  'model_binding_ref'?: (string);
  'pmmr_cid'?: (string);
  'policy_bundle_ref'?: (string);
  'system_id'?: (string);
  'until_ts'?: (string);
  'window_id'?: (string);
  '_disclosure_url'?: "disclosure_url";
}

export interface PmmrDetail__Output {
  'aggregates': (_compliance_v1_PmmrAggregates__Output | null);
  'annex_iii_category': (string);
  'disclosure_cid': (string);
  'disclosure_url'?: (string);
  'from_ts': (string);
  'incident_flags': (_compliance_v1_PmmrIncidentFlags__Output | null);
  'model_binding_ref': (string);
  'pmmr_cid': (string);
  'policy_bundle_ref': (string);
  'system_id': (string);
  'until_ts': (string);
  'window_id': (string);
  '_disclosure_url'?: "disclosure_url";
}
