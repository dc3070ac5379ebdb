// Original file: proto/prompts/v1/prompts.proto


export interface CanarySpecInput {
  'baseline_cid'?: (string);
  'candidate_cid'?: (string);
  'routing_bundle_cid'?: (string);
  'split_bps'?: (number);
  '_routing_bundle_cid'?: "routing_bundle_cid";
}

export interface CanarySpecInput__Output {
  'baseline_cid': (string);
  'candidate_cid': (string);
  'routing_bundle_cid'?: (string);
  'split_bps': (number);
  '_routing_bundle_cid'?: "routing_bundle_cid";
}
