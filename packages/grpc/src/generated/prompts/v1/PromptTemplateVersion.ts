// Original file: proto/prompts/v1/prompts.proto

import type { InclusionProof as _prompts_v1_InclusionProof, InclusionProof__Output as _prompts_v1_InclusionProof__Output } from '../../prompts/v1/InclusionProof.ts';
import type { PromptPartial as _prompts_v1_PromptPartial, PromptPartial__Output as _prompts_v1_PromptPartial__Output } from '../../prompts/v1/PromptPartial.ts';
import type { PromptVar as _prompts_v1_PromptVar, PromptVar__Output as _prompts_v1_PromptVar__Output } from '../../prompts/v1/PromptVar.ts';

export interface PromptTemplateVersion {
  'claim_id'?: (string);
  'content_hash'?: (string);
  'engine'?: (string);
  'inclusion_proof'?: (_prompts_v1_InclusionProof | null);
  'parents'?: (string)[];
  'partials'?: (_prompts_v1_PromptPartial)[];
  'semver'?: (string);
  'signer'?: (string);
  'slug'?: (string);
  'source'?: (string);
  'template_id'?: (string);
  'ts'?: (string);
  'variables'?: (_prompts_v1_PromptVar)[];
}

export interface PromptTemplateVersion__Output {
  'claim_id': (string);
  'content_hash': (string);
  'engine': (string);
  'inclusion_proof': (_prompts_v1_InclusionProof__Output | null);
  'parents': (string)[];
  'partials': (_prompts_v1_PromptPartial__Output)[];
  'semver': (string);
  'signer': (string);
  'slug': (string);
  'source': (string);
  'template_id': (string);
  'ts': (string);
  'variables': (_prompts_v1_PromptVar__Output)[];
}
