// Original file: proto/prompts/v1/prompts.proto


export interface StringList {
  'items'?: (string)[];
}

export interface StringList__Output {
  'items': (string)[];
}
