// Original file: proto/prompts/v1/prompts.proto


export interface GuardrailCutpoint {
  'action'?: (number);
  'threshold_milli'?: (number);
}

export interface GuardrailCutpoint__Output {
  'action': (number);
  'threshold_milli': (number);
}
