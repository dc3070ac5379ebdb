// Original file: proto/prompts/v1/prompts.proto

import type { GuardrailDetectorThresholds as _prompts_v1_GuardrailDetectorThresholds, GuardrailDetectorThresholds__Output as _prompts_v1_GuardrailDetectorThresholds__Output } from '../../prompts/v1/GuardrailDetectorThresholds.ts';

export interface GuardrailBundleLayer {
  'active_detector_set'?: (string)[];
  'aggregation_rule'?: (string);
  'bundle_version'?: (number);
  'cascade_level'?: (string);
  'effective_at'?: (string);
  'per_detector_thresholds'?: (_prompts_v1_GuardrailDetectorThresholds)[];
  'policy_sha256'?: (string);
  'scope_id'?: (string);
  'signer_key_version'?: (number);
}

export interface GuardrailBundleLayer__Output {
  'active_detector_set': (string)[];
  'aggregation_rule': (string);
  'bundle_version': (number);
  'cascade_level': (string);
  'effective_at': (string);
  'per_detector_thresholds': (_prompts_v1_GuardrailDetectorThresholds__Output)[];
  'policy_sha256': (string);
  'scope_id': (string);
  'signer_key_version': (number);
}
