// Original file: proto/prompts/v1/prompts.proto


export interface PromptPartial {
  'handle'?: (string);
  'template_cid'?: (string);
}

export interface PromptPartial__Output {
  'handle': (string);
  'template_cid': (string);
}
