// Original file: proto/prompts/v1/prompts.proto

import type { StringList as _prompts_v1_StringList, StringList__Output as _prompts_v1_StringList__Output } from '../../prompts/v1/StringList.ts';

export interface PublishPromptTemplateInput {
  'slug'?: (string);
  'semver'?: (string);
  'source'?: (string);
  'parents'?: (_prompts_v1_StringList | null);
}

export interface PublishPromptTemplateInput__Output {
  'slug': (string);
  'semver': (string);
  'source': (string);
  'parents': (_prompts_v1_StringList__Output | null);
}
