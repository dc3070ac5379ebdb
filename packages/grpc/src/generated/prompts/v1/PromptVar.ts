// Original file: proto/prompts/v1/prompts.proto


export interface PromptVar {
  'default'?: (string);
  'name'?: (string);
  'required'?: (boolean);
  'type'?: (string);
  '_default'?: "default";
}

export interface PromptVar__Output {
  'default'?: (string);
  'name': (string);
  'required': (boolean);
  'type': (string);
  '_default'?: "default";
}
