// Original file: proto/receipts/v1/receipts.proto

import type { OterSelectedTool as _receipts_v1_OterSelectedTool, OterSelectedTool__Output as _receipts_v1_OterSelectedTool__Output } from '../../receipts/v1/OterSelectedTool.ts';

export interface OterExposureProjection {
  'candidate_count'?: (number);
  'embedding_model_id'?: (string);
  'policy_bundle_cid'?: (string);
  'quantization_profile'?: (string);
  'receipt_id'?: (string);
  'selected'?: (_receipts_v1_OterSelectedTool)[];
  'selected_count'?: (number);
  'threshold_q'?: (number);
  'top_k'?: (number);
  'ws'?: (string);
  '_policy_bundle_cid'?: "policy_bundle_cid";
}

export interface OterExposureProjection__Output {
  'candidate_count': (number);
  'embedding_model_id': (string);
  'policy_bundle_cid'?: (string);
  'quantization_profile': (string);
  'receipt_id': (string);
  'selected': (_receipts_v1_OterSelectedTool__Output)[];
  'selected_count': (number);
  'threshold_q': (number);
  'top_k': (number);
  'ws': (string);
  '_policy_bundle_cid'?: "policy_bundle_cid";
}
