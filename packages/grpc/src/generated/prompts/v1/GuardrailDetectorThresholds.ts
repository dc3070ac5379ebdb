// Original file: proto/prompts/v1/prompts.proto

import type { GuardrailCutpoint as _prompts_v1_GuardrailCutpoint, GuardrailCutpoint__Output as _prompts_v1_GuardrailCutpoint__Output } from '../../prompts/v1/GuardrailCutpoint.ts';

export interface GuardrailDetectorThresholds {
  'cutpoints'?: (_prompts_v1_GuardrailCutpoint)[];
  'detector_id'?: (string);
}

export interface GuardrailDetectorThresholds__Output {
  'cutpoints': (_prompts_v1_GuardrailCutpoint__Output)[];
  'detector_id': (string);
}
